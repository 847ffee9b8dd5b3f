CREATE TABLE "blade_log_api" (
	"id" bigint DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service_id" varchar(32),
	"server_host" varchar(255),
	"server_ip" varchar(255),
	"env" varchar(255),
	"type" varchar(2),
	"title" varchar(255),
	"method" varchar(10),
	"request_uri" varchar(2000),
	"user_agent" varchar(1000),
	"remote_ip" varchar(255),
	"method_class" varchar(255),
	"method_name" varchar(255),
	"params" text,
	"time" integer,
	"status" integer,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blade_log_api_pkey" PRIMARY KEY("id","create_time")
) PARTITION BY RANGE ("create_time");
--> statement-breakpoint
-- One partition a month, made ahead of time (api-log.partitions.ts); a row of a month without one lands here.
CREATE TABLE "blade_log_api_default" PARTITION OF "blade_log_api" DEFAULT;
--> statement-breakpoint
CREATE TABLE "blade_log_usual" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service_id" varchar(32),
	"server_host" varchar(255),
	"server_ip" varchar(255),
	"env" varchar(255),
	"log_level" varchar(16),
	"log_id" varchar(64),
	"log_data" text,
	"method" varchar(10),
	"request_uri" varchar(2000),
	"user_agent" varchar(1000),
	"remote_ip" varchar(255),
	"method_class" varchar(255),
	"method_name" varchar(255),
	"params" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_log_api_tenant_idx" ON "blade_log_api" USING btree ("tenant_id","create_time","id");--> statement-breakpoint
CREATE INDEX "blade_log_api_user_idx" ON "blade_log_api" USING btree ("tenant_id","create_by","create_time","id");--> statement-breakpoint
CREATE INDEX "blade_log_api_time_idx" ON "blade_log_api" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "blade_log_usual_tenant_idx" ON "blade_log_usual" USING btree ("tenant_id","create_time","id");--> statement-breakpoint
CREATE INDEX "blade_log_usual_time_idx" ON "blade_log_usual" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "blade_log_error_time_idx" ON "blade_log_error" USING btree ("create_time","id");