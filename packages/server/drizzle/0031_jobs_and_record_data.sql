CREATE TABLE "blade_job_info" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"job_server_id" bigint,
	"job_name" varchar(100) NOT NULL,
	"job_description" varchar(500),
	"job_params" text,
	"time_expression_type" integer DEFAULT 2 NOT NULL,
	"time_expression" varchar(120),
	"execute_type" integer DEFAULT 1 NOT NULL,
	"processor_type" integer DEFAULT 1 NOT NULL,
	"processor_info" varchar(100) NOT NULL,
	"dispatch_strategy" integer DEFAULT 1 NOT NULL,
	"enable" integer DEFAULT 1 NOT NULL,
	"lifecycle_start" timestamp with time zone,
	"lifecycle_end" timestamp with time zone,
	"designated_workers" varchar(500),
	"notify_user_ids" varchar(500),
	"extra" text,
	"settings" jsonb,
	"next_fire_time" timestamp with time zone,
	"last_fire_time" timestamp with time zone,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_job_server" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"process_key" varchar(200) NOT NULL,
	"job_server_name" varchar(100) NOT NULL,
	"job_server_url" varchar(500),
	"job_app_name" varchar(100) NOT NULL,
	"job_remark" varchar(500),
	"host" varchar(255) NOT NULL,
	"pid" integer NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_heartbeat" timestamp with time zone DEFAULT now() NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_record_data" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service_id" varchar(32),
	"server_host" varchar(255),
	"server_ip" varchar(64),
	"env" varchar(32),
	"record_level" varchar(16),
	"table_name" varchar(64) NOT NULL,
	"operation" varchar(16) NOT NULL,
	"data_id" bigint,
	"method" varchar(10),
	"request_uri" varchar(2000),
	"remote_ip" varchar(255),
	"user_agent" varchar(1000),
	"record_user_id" bigint,
	"record_user_name" varchar(64),
	"record_cost" integer DEFAULT 0 NOT NULL,
	"record_time" timestamp with time zone DEFAULT now() NOT NULL,
	"old_data" text,
	"new_data" text,
	"record_result" text,
	"record_message" text,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_job_info_tenant_idx" ON "blade_job_info" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "blade_job_info_due_idx" ON "blade_job_info" USING btree ("next_fire_time") WHERE enable = 1 and is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_job_server_process_uidx" ON "blade_job_server" USING btree ("tenant_id","process_key");--> statement-breakpoint
CREATE INDEX "blade_job_server_tenant_idx" ON "blade_job_server" USING btree ("tenant_id","last_heartbeat");--> statement-breakpoint
CREATE INDEX "blade_record_data_tenant_idx" ON "blade_record_data" USING btree ("tenant_id","record_time","id");--> statement-breakpoint
CREATE INDEX "blade_record_data_time_idx" ON "blade_record_data" USING btree ("record_time","id");--> statement-breakpoint
CREATE INDEX "blade_record_data_row_idx" ON "blade_record_data" USING btree ("tenant_id","table_name","data_id");