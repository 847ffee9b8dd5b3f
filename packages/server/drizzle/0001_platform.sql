CREATE TABLE "blade_captcha" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_login_failure" (
	"tenant_id" varchar(12) NOT NULL,
	"account" varchar(45) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "blade_login_failure_tenant_id_account_pk" PRIMARY KEY("tenant_id","account")
);
--> statement-breakpoint
CREATE TABLE "blade_session" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" varchar(48) NOT NULL,
	"refresh_hash" varchar(64) NOT NULL,
	"previous_hash" varchar(64),
	"rotated_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "blade_log_error" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service_id" varchar(32),
	"server_host" varchar(255),
	"server_ip" varchar(255),
	"env" varchar(255),
	"source" varchar(16) DEFAULT 'server' NOT NULL,
	"error_id" varchar(32),
	"method" varchar(10),
	"request_uri" varchar(2000),
	"user_agent" varchar(1000),
	"remote_ip" varchar(255),
	"params" text,
	"stack_trace" text,
	"exception_name" varchar(255),
	"message" text,
	"line_number" integer,
	"file_name" varchar(1000),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_client" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"client_id" varchar(48) NOT NULL,
	"client_secret" varchar(256) NOT NULL,
	"scope" varchar(256) DEFAULT 'all' NOT NULL,
	"authorized_grant_types" varchar(256) NOT NULL,
	"web_server_redirect_uri" varchar(256),
	"access_token_validity" integer DEFAULT 3600 NOT NULL,
	"refresh_token_validity" integer DEFAULT 604800 NOT NULL,
	"additional_information" varchar(4096),
	"autoapprove" varchar(256),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_dept" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"ancestors" varchar(2000) DEFAULT '0' NOT NULL,
	"dept_name" varchar(45) NOT NULL,
	"full_name" varchar(45),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_menu" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"alias" varchar(255) DEFAULT 'menu' NOT NULL,
	"path" varchar(255),
	"source" varchar(255),
	"sort" integer DEFAULT 0 NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"action" integer DEFAULT 0 NOT NULL,
	"is_open" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_param" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"param_name" varchar(255) NOT NULL,
	"param_key" varchar(255) NOT NULL,
	"param_value" text NOT NULL,
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
CREATE TABLE "blade_role" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"role_name" varchar(255) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"role_alias" varchar(255) NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_role_menu" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"menu_id" bigint NOT NULL,
	"role_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_tenant" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"tenant_name" varchar(50) NOT NULL,
	"domain" varchar(255),
	"linkman" varchar(20),
	"contact_number" varchar(20),
	"address" varchar(255),
	"account_number" integer DEFAULT -1 NOT NULL,
	"expire_time" timestamp with time zone,
	"package_id" bigint,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_top_menu" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(255),
	"name" varchar(255) NOT NULL,
	"source" varchar(255),
	"path" varchar(255),
	"sort" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "blade_top_menu_setting" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"top_menu_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_user" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(12),
	"user_type" integer DEFAULT 1 NOT NULL,
	"account" varchar(45) NOT NULL,
	"password" varchar(255) NOT NULL,
	"name" varchar(20),
	"real_name" varchar(20),
	"avatar" varchar(2000),
	"email" varchar(45),
	"phone" varchar(45),
	"birthday" timestamp with time zone,
	"sex" integer,
	"role_id" varchar(1000) DEFAULT '' NOT NULL,
	"dept_id" varchar(1000) DEFAULT '' NOT NULL,
	"post_id" varchar(1000) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_captcha_expires_idx" ON "blade_captcha" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "blade_session_refresh_idx" ON "blade_session" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "blade_session_previous_idx" ON "blade_session" USING btree ("previous_hash");--> statement-breakpoint
CREATE INDEX "blade_session_user_idx" ON "blade_session" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "blade_log_error_tenant_idx" ON "blade_log_error" USING btree ("tenant_id","create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_client_client_id_uniq" ON "blade_client" USING btree ("client_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_dept_tenant_idx" ON "blade_dept" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "blade_menu_parent_idx" ON "blade_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_menu_code_uniq" ON "blade_menu" USING btree ("code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_param_tenant_idx" ON "blade_param" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_param_param_key_uniq" ON "blade_param" USING btree ("tenant_id","param_key") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_role_tenant_idx" ON "blade_role" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_role_menu_uniq" ON "blade_role_menu" USING btree ("role_id","menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_tenant_tenant_id_uniq" ON "blade_tenant" USING btree ("tenant_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_top_menu_tenant_idx" ON "blade_top_menu" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_top_menu_setting_uniq" ON "blade_top_menu_setting" USING btree ("top_menu_id","menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_account_uniq" ON "blade_user" USING btree ("tenant_id","account") WHERE is_deleted = 0;