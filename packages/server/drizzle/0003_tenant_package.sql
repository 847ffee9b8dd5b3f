CREATE TABLE "blade_tenant_package" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"package_name" varchar(50) NOT NULL,
	"menu_id" text NOT NULL,
	"remark" text,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
