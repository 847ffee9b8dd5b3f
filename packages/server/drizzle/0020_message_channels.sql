CREATE TABLE "msg_app_channel" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"app_code" varchar(32) NOT NULL,
	"app_name" varchar(50) NOT NULL,
	"app_key" varchar(32),
	"app_secret" varchar(128),
	"ip_whitelist" varchar(500),
	"daily_quota" integer,
	"callback_url" varchar(500),
	"remark" varchar(200),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_channel_auth" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"app_channel_id" bigint NOT NULL,
	"send_channel_id" bigint NOT NULL,
	"daily_limit" integer,
	"allowed_msg_types" varchar(50),
	"valid_to" date,
	"remark" varchar(200),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_send_channel_detail" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"send_channel_id" bigint NOT NULL,
	"param_key" varchar(64) NOT NULL,
	"param_value" text NOT NULL,
	"remark" varchar(200),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_send_channel" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"channel_name" varchar(50) NOT NULL,
	"channel_type" varchar(20) NOT NULL,
	"rate_limit_per_min" integer,
	"daily_limit" integer,
	"priority" integer,
	"is_default" integer,
	"remark" varchar(200),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "msg_app_channel_tenant_idx" ON "msg_app_channel" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_app_channel_app_code_uniq" ON "msg_app_channel" USING btree ("tenant_id","app_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "msg_channel_auth_tenant_idx" ON "msg_channel_auth" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE INDEX "msg_send_channel_detail_tenant_idx" ON "msg_send_channel_detail" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE INDEX "msg_send_channel_tenant_idx" ON "msg_send_channel" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_send_channel_channel_code_uniq" ON "msg_send_channel" USING btree ("tenant_id","channel_code") WHERE is_deleted = 0;