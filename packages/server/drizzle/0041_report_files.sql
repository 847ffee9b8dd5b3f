CREATE TABLE "blade_report_file" (
	"id" bigint DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(100) NOT NULL,
	"content" text,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blade_report_file_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "blade_report_file_id_idx" ON "blade_report_file" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_report_file_tenant_idx" ON "blade_report_file" USING btree ("tenant_id","is_deleted","id");