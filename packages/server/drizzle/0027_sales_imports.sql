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
CREATE INDEX "pub_custom_to_saler_his_customer_idx" ON "pub_custom_to_saler_his" USING btree ("tenant_id","customer_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_custom_to_saler_pair_uniq" ON "pub_custom_to_saler" USING btree ("tenant_id","shipper_id","customer_id","saler_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "pub_custom_to_saler_primary_uniq" ON "pub_custom_to_saler" USING btree ("tenant_id","shipper_id","customer_id") WHERE is_deleted = 0 and is_primary;--> statement-breakpoint
CREATE INDEX "pub_custom_to_saler_saler_idx" ON "pub_custom_to_saler" USING btree ("tenant_id","saler_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sm_field_auth_subject_field_uniq" ON "sm_field_auth" USING btree ("tenant_id","subject_type","subject_id","module_code","field_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "zx_emp_control_grade_dtl_doc_idx" ON "zx_emp_control_grade_dtl" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "zx_emp_control_grade_dtl_employee_idx" ON "zx_emp_control_grade_dtl" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zx_emp_control_grade_doc_code_uniq" ON "zx_emp_control_grade_doc" USING btree ("tenant_id","shipper_id","grade_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sm_login_record_time_idx" ON "sm_login_record" USING btree ("tenant_id","login_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sm_login_record_phone_idx" ON "sm_login_record" USING btree ("tenant_id","phone","login_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sm_upload_his_dtl_his_idx" ON "sm_upload_his_dtl" USING btree ("tenant_id","his_id","row_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_ex_user_goods_rule_uniq" ON "pub_ex_user_goods" USING btree ("tenant_id","shipper_id","user_id","goods_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "pub_ex_user_goods_user_idx" ON "pub_ex_user_goods" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "sm_whitelist_user_idx" ON "sm_whitelist" USING btree ("tenant_id","user_id");