CREATE TABLE "blade_oss_file" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"source" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"state" varchar(12) DEFAULT 'queued' NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"done" bigint DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"oss_code" varchar(64),
	"object_key" varchar(128),
	"request" jsonb NOT NULL,
	"error" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone,
	"download_time" timestamp with time zone,
	"expire_time" timestamp with time zone,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_oss_file_owner" ON "blade_oss_file" USING btree ("tenant_id","user_id","id");
