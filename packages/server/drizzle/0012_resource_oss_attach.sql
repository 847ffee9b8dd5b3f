CREATE TABLE "blade_attach" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"link" varchar(2000),
	"domain_url" varchar(1000),
	"domain" varchar(1000),
	"name" varchar(255) NOT NULL,
	"original_name" varchar(255),
	"extension" varchar(16),
	"attach_size" integer,
	"content_type" varchar(128),
	"oss_code" varchar(64),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_oss" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"category" integer NOT NULL,
	"oss_code" varchar(64) NOT NULL,
	"endpoint" varchar(255),
	"transform_endpoint" varchar(255),
	"bucket_name" varchar(63),
	"access_key" varchar(255),
	"secret_key" varchar(1024),
	"app_id" varchar(64),
	"region" varchar(64),
	"remark" text,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_attach_tenant_idx" ON "blade_attach" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE INDEX "blade_oss_tenant_idx" ON "blade_oss" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_oss_oss_code_uniq" ON "blade_oss" USING btree ("tenant_id","oss_code") WHERE is_deleted = 0;