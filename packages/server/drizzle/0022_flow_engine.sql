CREATE TABLE "flow_definition" (
	"id" varchar(200) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '' NOT NULL,
	"deployment_id" bigint NOT NULL,
	"key" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"category" varchar(64) NOT NULL,
	"version" integer NOT NULL,
	"resource_name" varchar(255) NOT NULL,
	"xml" text NOT NULL,
	"suspension_state" integer DEFAULT 1 NOT NULL,
	"starter_users" varchar(1000) DEFAULT '' NOT NULL,
	"starter_groups" varchar(1000) DEFAULT '' NOT NULL,
	"deploy_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_deployment" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '' NOT NULL,
	"name" varchar(255) NOT NULL,
	"category" varchar(64) NOT NULL,
	"deploy_time" timestamp with time zone DEFAULT now() NOT NULL,
	"deploy_user" bigint
);
--> statement-breakpoint
CREATE TABLE "flow_activity" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"instance_id" bigint NOT NULL,
	"execution_id" varchar(100) NOT NULL,
	"activity_id" varchar(64) NOT NULL,
	"activity_name" varchar(255) DEFAULT '' NOT NULL,
	"activity_type" varchar(40) NOT NULL,
	"task_id" bigint,
	"assignee_id" bigint,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_instance" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"definition_id" varchar(200) NOT NULL,
	"definition_key" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"category" varchar(64) NOT NULL,
	"business_key" varchar(255) DEFAULT '' NOT NULL,
	"start_user_id" bigint NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"state" varchar(12) DEFAULT 'running' NOT NULL,
	"delete_reason" varchar(500),
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"engine_state" jsonb,
	"next_timer_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flow_task" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"instance_id" bigint NOT NULL,
	"execution_id" varchar(100) NOT NULL,
	"task_def_key" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"form_key" varchar(255) DEFAULT '' NOT NULL,
	"assignee_id" bigint,
	"candidate_users" text[] DEFAULT '{}'::text[] NOT NULL,
	"candidate_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"candidate_depts" text[] DEFAULT '{}'::text[] NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"outcome" varchar(12),
	"comment" varchar(1000),
	"pass" boolean
);
--> statement-breakpoint
CREATE TABLE "blade_process_leave" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"process_definition_id" varchar(200) NOT NULL,
	"process_instance_id" bigint,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"reason" varchar(500) NOT NULL,
	"task_user" bigint NOT NULL,
	"apply_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_model" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"model_key" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500),
	"version" integer,
	"model_type" integer,
	"model_editor_xml" text,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "flow_definition_version_uniq" ON "flow_definition" USING btree ("tenant_id","key","version");--> statement-breakpoint
CREATE INDEX "flow_definition_deployment_idx" ON "flow_definition" USING btree ("deployment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_activity_execution_uniq" ON "flow_activity" USING btree ("instance_id","execution_id");--> statement-breakpoint
CREATE INDEX "flow_activity_instance_idx" ON "flow_activity" USING btree ("instance_id","seq");--> statement-breakpoint
CREATE INDEX "flow_instance_tenant_idx" ON "flow_instance" USING btree ("tenant_id","state","start_time");--> statement-breakpoint
CREATE INDEX "flow_instance_starter_idx" ON "flow_instance" USING btree ("start_user_id","start_time");--> statement-breakpoint
CREATE INDEX "flow_instance_timer_idx" ON "flow_instance" USING btree ("next_timer_at") WHERE next_timer_at is not null;--> statement-breakpoint
CREATE INDEX "flow_instance_definition_idx" ON "flow_instance" USING btree ("definition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_task_execution_uniq" ON "flow_task" USING btree ("instance_id","execution_id");--> statement-breakpoint
CREATE INDEX "flow_task_todo_idx" ON "flow_task" USING btree ("assignee_id","create_time") WHERE end_time is null;--> statement-breakpoint
CREATE INDEX "flow_task_claim_idx" ON "flow_task" USING btree ("tenant_id","create_time") WHERE end_time is null and assignee_id is null;--> statement-breakpoint
CREATE INDEX "flow_task_done_idx" ON "flow_task" USING btree ("assignee_id","end_time") WHERE end_time is not null;--> statement-breakpoint
CREATE INDEX "blade_process_leave_user_idx" ON "blade_process_leave" USING btree ("tenant_id","create_user");--> statement-breakpoint
CREATE INDEX "flow_model_tenant_idx" ON "flow_model" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_model_model_key_uniq" ON "flow_model" USING btree ("tenant_id","model_key") WHERE is_deleted = 0;