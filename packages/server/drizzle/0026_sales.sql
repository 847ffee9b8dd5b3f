CREATE TABLE "pub_custom_to_saler_his" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"shipper_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"action" varchar(20) NOT NULL,
	"from_saler_id" bigint,
	"from_saler_name" varchar(30),
	"to_saler_id" bigint,
	"to_saler_name" varchar(30),
	"reason" varchar(200),
	"operator_id" bigint,
	"operator_name" varchar(50),
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pub_custom_to_saler" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"shipper_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"customer_name" varchar(100),
	"saler_id" bigint NOT NULL,
	"saler_name" varchar(30),
	"saler_dept_id" bigint,
	"saler_dept_name" varchar(50),
	"is_primary" boolean,
	"valid_from" date,
	"valid_to" date,
	"remark" varchar(200),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pub_customer" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"customer_code" varchar(32) NOT NULL,
	"customer_name" varchar(100) NOT NULL,
	"short_name" varchar(50),
	"pinyin" varchar(50),
	"customer_type" integer,
	"credit_code" varchar(18),
	"license_no" varchar(50),
	"license_expiry" date,
	"business_scope" varchar(500),
	"province" varchar(20),
	"city" varchar(20),
	"district" varchar(20),
	"address" varchar(200),
	"contact_name" varchar(30),
	"contact_phone" varchar(20),
	"gsp_status" integer,
	"sale_status" integer,
	"settle_type" integer,
	"credit_days" integer,
	"credit_limit" numeric(18, 2),
	"arrears_amount" numeric(18, 2),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sm_field_auth" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"subject_type" integer NOT NULL,
	"subject_id" bigint NOT NULL,
	"subject_name" varchar(50),
	"module_code" varchar(50) NOT NULL,
	"field_code" varchar(50) NOT NULL,
	"field_name" varchar(50) NOT NULL,
	"auth_type" integer NOT NULL,
	"mask_rule" varchar(50),
	"remark" varchar(200),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zx_emp_control_grade_dtl" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"doc_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"employee_no" varchar(30),
	"employee_name" varchar(30),
	"dept_id" bigint,
	"dept_name" varchar(50),
	"effective_from" date,
	"effective_to" date,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zx_emp_control_grade_doc" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"doc_no" varchar(20),
	"shipper_id" bigint NOT NULL,
	"grade_code" varchar(20) NOT NULL,
	"grade_name" varchar(50) NOT NULL,
	"grade_level" integer NOT NULL,
	"scope_type" integer,
	"region_codes" varchar(500),
	"effective_from" date NOT NULL,
	"effective_to" date NOT NULL,
	"remark" varchar(200),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sm_login_record" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"login_time" timestamp with time zone,
	"phone" varchar(11),
	"real_name" varchar(30),
	"account" varchar(50),
	"user_id" bigint,
	"login_type" integer,
	"client_type" integer,
	"device_id" varchar(100),
	"device_model" varchar(50),
	"os_version" varchar(30),
	"app_version" varchar(20),
	"ip" varchar(50),
	"location" varchar(100),
	"result" integer,
	"fail_reason" varchar(200),
	"token_id" varchar(64),
	"logout_time" timestamp with time zone,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sm_upload_his_dtl" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"his_id" bigint,
	"row_no" integer,
	"business_key" varchar(100),
	"row_data" text,
	"result" integer,
	"error_msg" varchar(500),
	"target_id" bigint,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sm_upload_his" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"batch_no" varchar(20),
	"module_no" integer,
	"module_name" varchar(50),
	"shipper_id" bigint,
	"file_name" varchar(200),
	"file_size" integer,
	"oss_file_id" bigint,
	"total_count" integer,
	"success_count" integer,
	"fail_count" integer,
	"error_msg" varchar(500),
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"operator_id" bigint,
	"operator_name" varchar(30),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pub_ex_user_goods" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"shipper_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"user_name" varchar(30),
	"goods_id" bigint NOT NULL,
	"goods_code" varchar(32),
	"common_name" varchar(100),
	"spec" varchar(100),
	"manufacturer" varchar(100),
	"rule_type" integer NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"submit_time" timestamp with time zone,
	"submit_user" bigint,
	"remark" varchar(200),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sm_whitelist" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"phone" varchar(11) NOT NULL,
	"real_name" varchar(30) NOT NULL,
	"employee_no" varchar(30),
	"user_id" bigint,
	"dept_id" bigint,
	"dept_name" varchar(50),
	"post" integer,
	"shipper_ids" varchar(500),
	"device_bind_required" boolean,
	"bound_device_id" varchar(100),
	"valid_from" date,
	"valid_to" date,
	"remark" varchar(200),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pub_custom_to_saler_his_customer_idx" ON "pub_custom_to_saler_his" USING btree ("tenant_id","customer_id","time");--> statement-breakpoint
CREATE INDEX "pub_custom_to_saler_tenant_idx" ON "pub_custom_to_saler" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_custom_to_saler_pair_uniq" ON "pub_custom_to_saler" USING btree ("tenant_id","shipper_id","customer_id","saler_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "pub_custom_to_saler_primary_uniq" ON "pub_custom_to_saler" USING btree ("tenant_id","shipper_id","customer_id") WHERE is_deleted = 0 and is_primary;--> statement-breakpoint
CREATE INDEX "pub_custom_to_saler_saler_idx" ON "pub_custom_to_saler" USING btree ("tenant_id","saler_id");--> statement-breakpoint
CREATE INDEX "pub_customer_tenant_idx" ON "pub_customer" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_customer_customer_code_uniq" ON "pub_customer" USING btree ("tenant_id","customer_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sm_field_auth_tenant_idx" ON "sm_field_auth" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sm_field_auth_subject_field_uniq" ON "sm_field_auth" USING btree ("tenant_id","subject_type","subject_id","module_code","field_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "zx_emp_control_grade_dtl_tenant_idx" ON "zx_emp_control_grade_dtl" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE INDEX "zx_emp_control_grade_dtl_doc_idx" ON "zx_emp_control_grade_dtl" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "zx_emp_control_grade_dtl_employee_idx" ON "zx_emp_control_grade_dtl" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "zx_emp_control_grade_doc_tenant_idx" ON "zx_emp_control_grade_doc" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "zx_emp_control_grade_doc_code_uniq" ON "zx_emp_control_grade_doc" USING btree ("tenant_id","shipper_id","grade_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sm_login_record_tenant_idx" ON "sm_login_record" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE INDEX "sm_login_record_time_idx" ON "sm_login_record" USING btree ("tenant_id","login_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sm_login_record_phone_idx" ON "sm_login_record" USING btree ("tenant_id","phone","login_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sm_upload_his_dtl_tenant_idx" ON "sm_upload_his_dtl" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE INDEX "sm_upload_his_dtl_his_idx" ON "sm_upload_his_dtl" USING btree ("tenant_id","his_id","row_no");--> statement-breakpoint
CREATE INDEX "sm_upload_his_tenant_idx" ON "sm_upload_his" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE INDEX "pub_ex_user_goods_tenant_idx" ON "pub_ex_user_goods" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_ex_user_goods_rule_uniq" ON "pub_ex_user_goods" USING btree ("tenant_id","shipper_id","user_id","goods_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "pub_ex_user_goods_user_idx" ON "pub_ex_user_goods" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "sm_whitelist_tenant_idx" ON "sm_whitelist" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sm_whitelist_phone_uniq" ON "sm_whitelist" USING btree ("tenant_id","phone") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sm_whitelist_user_idx" ON "sm_whitelist" USING btree ("tenant_id","user_id");