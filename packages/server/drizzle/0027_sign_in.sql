CREATE TABLE "blade_user_oauth" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"source" varchar(32) NOT NULL,
	"uuid" varchar(128) NOT NULL,
	"user_id" bigint,
	"username" varchar(64),
	"nickname" varchar(64),
	"avatar" varchar(1000),
	"blog" varchar(255),
	"company" varchar(255),
	"location" varchar(255),
	"email" varchar(255),
	"remark" varchar(255),
	"gender" varchar(16),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blade_oauth_state" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"source" varchar(32) NOT NULL,
	"user_id" bigint,
	"code_verifier" varchar(128),
	"nonce" varchar(64),
	"redirect_uri" varchar(1000) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blade_oauth_state_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "blade_social_provider" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"source" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"category" integer NOT NULL,
	"client_id" varchar(128) NOT NULL,
	"client_secret" text NOT NULL,
	"base_url" varchar(255),
	"agent_id" varchar(64),
	"scope" varchar(255),
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
CREATE TABLE "blade_oauth_code" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"client_id" varchar(48) NOT NULL,
	"redirect_uri" varchar(1000) NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint NOT NULL,
	"scope" varchar(256) NOT NULL,
	"code_challenge" varchar(128),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"session_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blade_oauth_code_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "blade_session" ADD COLUMN "oauth_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_oauth_identity_idx" ON "blade_user_oauth" USING btree ("tenant_id","source","uuid");--> statement-breakpoint
CREATE INDEX "blade_user_oauth_user_idx" ON "blade_user_oauth" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "blade_oauth_state_expiry_idx" ON "blade_oauth_state" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "blade_social_provider_tenant_idx" ON "blade_social_provider" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_social_provider_source_uniq" ON "blade_social_provider" USING btree ("tenant_id","source") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_oauth_code_expiry_idx" ON "blade_oauth_code" USING btree ("expires_at");--> statement-breakpoint
-- The console's own client signs in through providers too (grant social): on databases made before it could.
UPDATE "blade_client" SET "authorized_grant_types" = "authorized_grant_types" || ',social'
 WHERE "client_id" = 'saber' AND ',' || "authorized_grant_types" || ',' NOT LIKE '%,social,%';
