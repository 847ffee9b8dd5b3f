CREATE TABLE "blade_sms" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"category" integer NOT NULL,
	"sms_code" varchar(64) NOT NULL,
	"template_id" varchar(64) NOT NULL,
	"access_key" varchar(255) NOT NULL,
	"secret_key" text NOT NULL,
	"app_id" varchar(64),
	"region_id" varchar(64),
	"sign_name" varchar(64) NOT NULL,
	"base_url" varchar(255),
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
CREATE INDEX "blade_sms_tenant_idx" ON "blade_sms" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_sms_sms_code_uniq" ON "blade_sms" USING btree ("tenant_id","sms_code") WHERE is_deleted = 0;