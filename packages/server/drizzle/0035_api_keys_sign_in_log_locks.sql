CREATE TABLE "blade_auth_lock" (
	"id" bigint DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint,
	"lock_target" varchar(64) NOT NULL,
	"user_name" varchar(64) DEFAULT '' NOT NULL,
	"remote_ip" varchar(64) DEFAULT '' NOT NULL,
	"fail_count" integer DEFAULT 0 NOT NULL,
	"user_agent" varchar(500) DEFAULT '' NOT NULL,
	"lock_type" varchar(16) NOT NULL,
	"locked" integer DEFAULT 1 NOT NULL,
	"lock_begin_time" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_end_time" timestamp with time zone,
	"lock_reason" varchar(255) DEFAULT '' NOT NULL,
	"unlock_reason" varchar(255) DEFAULT '' NOT NULL,
	"lock_user" bigint,
	"unlock_user" bigint,
	"unlock_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blade_auth_lock_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "blade_auth_log" (
	"id" bigint DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint,
	"account" varchar(64) DEFAULT '' NOT NULL,
	"real_name" varchar(64) DEFAULT '' NOT NULL,
	"grant_type" varchar(32) DEFAULT '' NOT NULL,
	"success" integer NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"client_id" varchar(64) DEFAULT '' NOT NULL,
	"remote_ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(500) DEFAULT '' NOT NULL,
	"service_id" varchar(32) DEFAULT '' NOT NULL,
	"server_host" varchar(255) DEFAULT '' NOT NULL,
	"server_ip" varchar(255) DEFAULT '' NOT NULL,
	"env" varchar(32) DEFAULT '' NOT NULL,
	"login_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blade_auth_log_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "blade_api_key" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"account" varchar(64) DEFAULT '' NOT NULL,
	"user_name" varchar(64) DEFAULT '' NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(16) NOT NULL,
	"api_path" text DEFAULT '' NOT NULL,
	"ext_params" text DEFAULT '' NOT NULL,
	"expire_time" timestamp with time zone,
	"last_used_time" timestamp with time zone,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_api_key_log" (
	"id" bigint DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"api_key_id" bigint NOT NULL,
	"user_id" bigint,
	"account" varchar(64) DEFAULT '' NOT NULL,
	"service_id" varchar(32) DEFAULT '' NOT NULL,
	"server_host" varchar(255) DEFAULT '' NOT NULL,
	"server_ip" varchar(255) DEFAULT '' NOT NULL,
	"env" varchar(32) DEFAULT '' NOT NULL,
	"method" varchar(10) DEFAULT '' NOT NULL,
	"request_uri" varchar(500) DEFAULT '' NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"time" integer DEFAULT 0 NOT NULL,
	"remote_ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(500) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blade_api_key_log_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "blade_auth_lock_tenant_idx" ON "blade_auth_lock" USING btree ("tenant_id","create_time","id");--> statement-breakpoint
CREATE INDEX "blade_auth_lock_target_idx" ON "blade_auth_lock" USING btree ("tenant_id","lock_target","locked");--> statement-breakpoint
CREATE INDEX "blade_auth_lock_time_idx" ON "blade_auth_lock" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "blade_auth_log_tenant_idx" ON "blade_auth_log" USING btree ("tenant_id","login_time","id");--> statement-breakpoint
CREATE INDEX "blade_auth_log_account_idx" ON "blade_auth_log" USING btree ("tenant_id","account","login_time","id");--> statement-breakpoint
CREATE INDEX "blade_auth_log_time_idx" ON "blade_auth_log" USING btree ("login_time","id");--> statement-breakpoint
CREATE INDEX "blade_api_key_tenant_idx" ON "blade_api_key" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_api_key_hash_idx" ON "blade_api_key" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "blade_api_key_log_tenant_idx" ON "blade_api_key_log" USING btree ("tenant_id","create_time","id");--> statement-breakpoint
CREATE INDEX "blade_api_key_log_key_idx" ON "blade_api_key_log" USING btree ("tenant_id","api_key_id","create_time","id");--> statement-breakpoint
CREATE INDEX "blade_api_key_log_time_idx" ON "blade_api_key_log" USING btree ("create_time","id");