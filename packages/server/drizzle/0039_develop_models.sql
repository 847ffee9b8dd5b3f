CREATE TABLE "blade_model_prototype" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"model_id" bigint NOT NULL,
	"jdbc_name" varchar(50) NOT NULL,
	"jdbc_type" varchar(50),
	"comment" varchar(500),
	"property_name" varchar(50) NOT NULL,
	"property_type" varchar(20),
	"property_entity" varchar(500),
	"is_list" integer,
	"is_form" integer,
	"is_row" integer,
	"is_required" integer,
	"component_type" varchar(50),
	"dict_code" varchar(50),
	"validate_type" varchar(50),
	"is_query" integer,
	"query_type" varchar(50),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_model" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"datasource_id" bigint NOT NULL,
	"model_table" varchar(100) NOT NULL,
	"model_name" varchar(50) NOT NULL,
	"model_code" varchar(50) NOT NULL,
	"model_class" varchar(100) NOT NULL,
	"model_remark" text,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_model_prototype_model_idx" ON "blade_model_prototype" USING btree ("model_id","is_deleted");