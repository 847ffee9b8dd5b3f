CREATE TABLE "blade_datasource" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"name" varchar(100) NOT NULL,
	"driver_class" varchar(100) DEFAULT 'org.postgresql.Driver' NOT NULL,
	"url" varchar(500) NOT NULL,
	"username" varchar(50),
	"password" varchar(255),
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
CREATE TABLE "blade_role_scope" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"scope_category" integer NOT NULL,
	"scope_id" bigint NOT NULL,
	"role_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_scope_api" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"menu_id" bigint NOT NULL,
	"resource_code" varchar(255),
	"scope_name" varchar(255) NOT NULL,
	"scope_path" varchar(255),
	"scope_type" integer DEFAULT 1 NOT NULL,
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
CREATE TABLE "blade_scope_data" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"menu_id" bigint NOT NULL,
	"resource_code" varchar(255) NOT NULL,
	"scope_name" varchar(255) NOT NULL,
	"scope_field" varchar(255) DEFAULT '*' NOT NULL,
	"scope_class" varchar(500),
	"scope_column" varchar(255) DEFAULT 'create_dept' NOT NULL,
	"scope_type" integer NOT NULL,
	"scope_value" varchar(2000),
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
CREATE TABLE "blade_user_extend" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint NOT NULL,
	"employee_no" varchar(32),
	"unity_code" varchar(64),
	"ext_info" varchar(4000),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_user_platform" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint NOT NULL,
	"user_type" integer NOT NULL,
	"user_ext" varchar(4000),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blade_dept" ADD COLUMN "dept_category" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_dept" ADD COLUMN "ext_info" varchar(4000);--> statement-breakpoint
ALTER TABLE "blade_tenant" ADD COLUMN "datasource_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_role_scope_uniq" ON "blade_role_scope" USING btree ("role_id","scope_category","scope_id");--> statement-breakpoint
CREATE INDEX "blade_scope_api_menu_idx" ON "blade_scope_api" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "blade_scope_data_menu_idx" ON "blade_scope_data" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "blade_scope_data_resource_idx" ON "blade_scope_data" USING btree ("resource_code");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_extend_user_uniq" ON "blade_user_extend" USING btree ("user_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_platform_uniq" ON "blade_user_platform" USING btree ("user_id","user_type") WHERE is_deleted = 0;