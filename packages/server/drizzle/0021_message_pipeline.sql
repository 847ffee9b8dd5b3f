CREATE TABLE "msg_app_nonce" (
	"app_channel_id" bigint NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "msg_app_nonce_app_channel_id_nonce_pk" PRIMARY KEY("app_channel_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "msg_record_log" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"record_id" bigint,
	"msg_id" varchar(32),
	"attempt_no" integer,
	"channel_type" varchar(20),
	"send_channel_id" bigint,
	"result" integer,
	"request_summary" varchar(1000),
	"provider_msg_id" varchar(100),
	"response_code" varchar(50),
	"response_msg" varchar(500),
	"cost_ms" integer,
	"receipt_status" integer,
	"receipt_time" timestamp with time zone,
	"receipt_msg" varchar(200),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_record" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"msg_id" varchar(32),
	"batch_id" varchar(32),
	"biz_id" varchar(64),
	"app_channel_id" bigint,
	"template_id" bigint,
	"template_code" varchar(50),
	"strategy_id" bigint,
	"msg_type" integer,
	"receiver_type" integer,
	"receiver" varchar(200),
	"receiver_user_id" bigint,
	"params" text,
	"title" varchar(200),
	"content" text,
	"content_format" varchar(10),
	"jump_url" varchar(500),
	"current_channel_type" varchar(20),
	"current_send_channel_id" bigint,
	"delivered_types" varchar(100),
	"scheduled_time" timestamp with time zone,
	"attempt_count" integer,
	"next_retry_time" timestamp with time zone,
	"sent_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"read_status" integer,
	"read_time" timestamp with time zone,
	"error_code" varchar(50),
	"error_msg" varchar(500),
	"current_step" integer DEFAULT 0 NOT NULL,
	"step_attempt" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"lock_until" timestamp with time zone,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_strategy_detail" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"strategy_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"channel_type" varchar(20) NOT NULL,
	"send_channel_id" bigint,
	"fallback_on_fail" integer,
	"delay_sec" integer,
	"enabled" integer,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_strategy" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"strategy_code" varchar(50) NOT NULL,
	"strategy_name" varchar(50) NOT NULL,
	"mode" integer NOT NULL,
	"quiet_start" varchar(5),
	"quiet_end" varchar(5),
	"quiet_action" integer,
	"dedup_window_sec" integer,
	"freq_limit_per_day" integer,
	"max_retry" integer,
	"retry_backoff_sec" varchar(50),
	"send_timeout_sec" integer,
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
CREATE TABLE "msg_template_info_detail" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"template_id" bigint NOT NULL,
	"channel_type" varchar(20) NOT NULL,
	"send_channel_id" bigint,
	"title" varchar(200),
	"content" text NOT NULL,
	"content_format" varchar(10) NOT NULL,
	"provider_template_id" varchar(64),
	"jump_url" varchar(500),
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
CREATE TABLE "msg_template_info" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"template_code" varchar(50) NOT NULL,
	"template_name" varchar(50) NOT NULL,
	"msg_type" integer NOT NULL,
	"biz_module" varchar(30),
	"params" text,
	"default_strategy_id" bigint,
	"audit_status" integer,
	"audit_opinion" varchar(200),
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
CREATE INDEX "msg_app_nonce_time_idx" ON "msg_app_nonce" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "msg_record_log_tenant_idx" ON "msg_record_log" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE INDEX "msg_record_log_record_idx" ON "msg_record_log" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "msg_record_tenant_idx" ON "msg_record" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_record_msg_id_uniq" ON "msg_record" USING btree ("msg_id");--> statement-breakpoint
CREATE INDEX "msg_record_batch_idx" ON "msg_record" USING btree ("tenant_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_record_biz_uniq" ON "msg_record" USING btree ("tenant_id","app_channel_id","biz_id","receiver") WHERE biz_id is not null and is_deleted = 0;--> statement-breakpoint
CREATE INDEX "msg_record_due_idx" ON "msg_record" USING btree ("status","next_retry_time");--> statement-breakpoint
CREATE INDEX "msg_record_inbox_idx" ON "msg_record" USING btree ("receiver_user_id","create_time");--> statement-breakpoint
CREATE INDEX "msg_record_receiver_idx" ON "msg_record" USING btree ("tenant_id","template_code","receiver","create_time");--> statement-breakpoint
CREATE INDEX "msg_strategy_detail_tenant_idx" ON "msg_strategy_detail" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE INDEX "msg_strategy_tenant_idx" ON "msg_strategy" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_strategy_strategy_code_uniq" ON "msg_strategy" USING btree ("tenant_id","strategy_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "msg_template_info_detail_tenant_idx" ON "msg_template_info_detail" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE INDEX "msg_template_info_tenant_idx" ON "msg_template_info" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_template_info_template_code_uniq" ON "msg_template_info" USING btree ("tenant_id","template_code") WHERE is_deleted = 0;