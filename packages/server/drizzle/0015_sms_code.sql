CREATE TABLE "blade_sms_code" (
	"tenant_id" varchar(12) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "blade_sms_code_tenant_id_phone_pk" PRIMARY KEY("tenant_id","phone")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blade_sms_code_id_idx" ON "blade_sms_code" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "blade_sms_code_expires_idx" ON "blade_sms_code" USING btree ("expires_at");