-- Tenant-owned tables keyed by (tenant_id, id), so a PostgreSQL sharded by tenant (Citus) could enforce every key
-- inside one shard; a plain index on id keeps reads by id alone as fast (test/platform/table-distribution.test.ts).
DROP INDEX "flow_activity_execution_uniq";--> statement-breakpoint
DROP INDEX "flow_task_execution_uniq";--> statement-breakpoint
DROP INDEX "msg_record_msg_id_uniq";--> statement-breakpoint
DROP INDEX "blade_user_extend_user_uniq";--> statement-breakpoint
DROP INDEX "blade_user_platform_uniq";--> statement-breakpoint
ALTER TABLE "blade_notice_read" DROP CONSTRAINT "blade_notice_read_notice_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "blade_user_oauth" DROP CONSTRAINT "blade_user_oauth_pkey";--> statement-breakpoint
ALTER TABLE "blade_session" DROP CONSTRAINT "blade_session_pkey";--> statement-breakpoint
ALTER TABLE "blade_social_provider" DROP CONSTRAINT "blade_social_provider_pkey";--> statement-breakpoint
ALTER TABLE "blade_notice" DROP CONSTRAINT "blade_notice_pkey";--> statement-breakpoint
ALTER TABLE "flow_activity" DROP CONSTRAINT "flow_activity_pkey";--> statement-breakpoint
ALTER TABLE "flow_instance" DROP CONSTRAINT "flow_instance_pkey";--> statement-breakpoint
ALTER TABLE "flow_task" DROP CONSTRAINT "flow_task_pkey";--> statement-breakpoint
ALTER TABLE "blade_process_leave" DROP CONSTRAINT "blade_process_leave_pkey";--> statement-breakpoint
ALTER TABLE "flow_model" DROP CONSTRAINT "flow_model_pkey";--> statement-breakpoint
ALTER TABLE "blade_job_info" DROP CONSTRAINT "blade_job_info_pkey";--> statement-breakpoint
ALTER TABLE "blade_job_server" DROP CONSTRAINT "blade_job_server_pkey";--> statement-breakpoint
ALTER TABLE "blade_log_error" DROP CONSTRAINT "blade_log_error_pkey";--> statement-breakpoint
ALTER TABLE "blade_log_usual" DROP CONSTRAINT "blade_log_usual_pkey";--> statement-breakpoint
ALTER TABLE "msg_app_channel" DROP CONSTRAINT "msg_app_channel_pkey";--> statement-breakpoint
ALTER TABLE "msg_channel_auth" DROP CONSTRAINT "msg_channel_auth_pkey";--> statement-breakpoint
ALTER TABLE "msg_send_channel_detail" DROP CONSTRAINT "msg_send_channel_detail_pkey";--> statement-breakpoint
ALTER TABLE "msg_send_channel" DROP CONSTRAINT "msg_send_channel_pkey";--> statement-breakpoint
ALTER TABLE "msg_record_log" DROP CONSTRAINT "msg_record_log_pkey";--> statement-breakpoint
ALTER TABLE "msg_record" DROP CONSTRAINT "msg_record_pkey";--> statement-breakpoint
ALTER TABLE "msg_strategy_detail" DROP CONSTRAINT "msg_strategy_detail_pkey";--> statement-breakpoint
ALTER TABLE "msg_strategy" DROP CONSTRAINT "msg_strategy_pkey";--> statement-breakpoint
ALTER TABLE "msg_template_info_detail" DROP CONSTRAINT "msg_template_info_detail_pkey";--> statement-breakpoint
ALTER TABLE "msg_template_info" DROP CONSTRAINT "msg_template_info_pkey";--> statement-breakpoint
ALTER TABLE "sc_catalogue_line" DROP CONSTRAINT "sc_catalogue_line_pkey";--> statement-breakpoint
ALTER TABLE "sc_catalogue" DROP CONSTRAINT "sc_catalogue_pkey";--> statement-breakpoint
ALTER TABLE "sc_contract_detail" DROP CONSTRAINT "sc_contract_detail_pkey";--> statement-breakpoint
ALTER TABLE "sc_purchase_contract" DROP CONSTRAINT "sc_purchase_contract_pkey";--> statement-breakpoint
ALTER TABLE "pub_goods" DROP CONSTRAINT "pub_goods_pkey";--> statement-breakpoint
ALTER TABLE "pub_shipper" DROP CONSTRAINT "pub_shipper_pkey";--> statement-breakpoint
ALTER TABLE "pub_supplier" DROP CONSTRAINT "pub_supplier_pkey";--> statement-breakpoint
ALTER TABLE "sc_variety" DROP CONSTRAINT "sc_variety_pkey";--> statement-breakpoint
ALTER TABLE "pub_warehouse" DROP CONSTRAINT "pub_warehouse_pkey";--> statement-breakpoint
ALTER TABLE "sc_order_goods" DROP CONSTRAINT "sc_order_goods_pkey";--> statement-breakpoint
ALTER TABLE "sc_purchase_order" DROP CONSTRAINT "sc_purchase_order_pkey";--> statement-breakpoint
ALTER TABLE "sc_param_attributes" DROP CONSTRAINT "sc_param_attributes_pkey";--> statement-breakpoint
ALTER TABLE "sc_param_set_page_cont" DROP CONSTRAINT "sc_param_set_page_cont_pkey";--> statement-breakpoint
ALTER TABLE "sc_param_value" DROP CONSTRAINT "sc_param_value_pkey";--> statement-breakpoint
ALTER TABLE "sc_set_page" DROP CONSTRAINT "sc_set_page_pkey";--> statement-breakpoint
ALTER TABLE "sc_purchase_plan_line" DROP CONSTRAINT "sc_purchase_plan_line_pkey";--> statement-breakpoint
ALTER TABLE "sc_purchase_plan" DROP CONSTRAINT "sc_purchase_plan_pkey";--> statement-breakpoint
ALTER TABLE "sc_purchase_setting" DROP CONSTRAINT "sc_purchase_setting_pkey";--> statement-breakpoint
ALTER TABLE "sc_status_log" DROP CONSTRAINT "sc_status_log_pkey";--> statement-breakpoint
ALTER TABLE "sc_goods_sales_daily" DROP CONSTRAINT "sc_goods_sales_daily_pkey";--> statement-breakpoint
ALTER TABLE "sc_goods_stock" DROP CONSTRAINT "sc_goods_stock_pkey";--> statement-breakpoint
ALTER TABLE "blade_attach" DROP CONSTRAINT "blade_attach_pkey";--> statement-breakpoint
ALTER TABLE "blade_oss_file" DROP CONSTRAINT "blade_oss_file_pkey";--> statement-breakpoint
ALTER TABLE "blade_oss" DROP CONSTRAINT "blade_oss_pkey";--> statement-breakpoint
ALTER TABLE "blade_sms" DROP CONSTRAINT "blade_sms_pkey";--> statement-breakpoint
ALTER TABLE "pub_custom_to_saler_his" DROP CONSTRAINT "pub_custom_to_saler_his_pkey";--> statement-breakpoint
ALTER TABLE "pub_custom_to_saler" DROP CONSTRAINT "pub_custom_to_saler_pkey";--> statement-breakpoint
ALTER TABLE "pub_customer" DROP CONSTRAINT "pub_customer_pkey";--> statement-breakpoint
ALTER TABLE "sm_field_auth" DROP CONSTRAINT "sm_field_auth_pkey";--> statement-breakpoint
ALTER TABLE "zx_emp_control_grade_dtl" DROP CONSTRAINT "zx_emp_control_grade_dtl_pkey";--> statement-breakpoint
ALTER TABLE "zx_emp_control_grade_doc" DROP CONSTRAINT "zx_emp_control_grade_doc_pkey";--> statement-breakpoint
ALTER TABLE "sm_login_record" DROP CONSTRAINT "sm_login_record_pkey";--> statement-breakpoint
ALTER TABLE "sm_upload_his_dtl" DROP CONSTRAINT "sm_upload_his_dtl_pkey";--> statement-breakpoint
ALTER TABLE "sm_upload_his" DROP CONSTRAINT "sm_upload_his_pkey";--> statement-breakpoint
ALTER TABLE "pub_ex_user_goods" DROP CONSTRAINT "pub_ex_user_goods_pkey";--> statement-breakpoint
ALTER TABLE "sm_whitelist" DROP CONSTRAINT "sm_whitelist_pkey";--> statement-breakpoint
ALTER TABLE "blade_api_key" DROP CONSTRAINT "blade_api_key_pkey";--> statement-breakpoint
ALTER TABLE "blade_dept" DROP CONSTRAINT "blade_dept_pkey";--> statement-breakpoint
ALTER TABLE "blade_dict_biz" DROP CONSTRAINT "blade_dict_biz_pkey";--> statement-breakpoint
ALTER TABLE "blade_gray" DROP CONSTRAINT "blade_gray_pkey";--> statement-breakpoint
ALTER TABLE "blade_param" DROP CONSTRAINT "blade_param_pkey";--> statement-breakpoint
ALTER TABLE "blade_post" DROP CONSTRAINT "blade_post_pkey";--> statement-breakpoint
ALTER TABLE "blade_record_data" DROP CONSTRAINT "blade_record_data_pkey";--> statement-breakpoint
ALTER TABLE "blade_role" DROP CONSTRAINT "blade_role_pkey";--> statement-breakpoint
ALTER TABLE "blade_top_menu" DROP CONSTRAINT "blade_top_menu_pkey";--> statement-breakpoint
ALTER TABLE "blade_user_extend" DROP CONSTRAINT "blade_user_extend_pkey";--> statement-breakpoint
ALTER TABLE "blade_user_platform" DROP CONSTRAINT "blade_user_platform_pkey";--> statement-breakpoint
ALTER TABLE "blade_user" DROP CONSTRAINT "blade_user_pkey";--> statement-breakpoint
ALTER TABLE "blade_user_oauth" ADD CONSTRAINT "blade_user_oauth_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_session" ADD CONSTRAINT "blade_session_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_social_provider" ADD CONSTRAINT "blade_social_provider_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_notice_read" ADD CONSTRAINT "blade_notice_read_tenant_id_notice_id_user_id_pk" PRIMARY KEY("tenant_id","notice_id","user_id");--> statement-breakpoint
ALTER TABLE "blade_notice" ADD CONSTRAINT "blade_notice_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "flow_activity" ADD CONSTRAINT "flow_activity_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "flow_instance" ADD CONSTRAINT "flow_instance_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "flow_task" ADD CONSTRAINT "flow_task_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_process_leave" ADD CONSTRAINT "blade_process_leave_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "flow_model" ADD CONSTRAINT "flow_model_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_job_info" ADD CONSTRAINT "blade_job_info_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_job_server" ADD CONSTRAINT "blade_job_server_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_log_error" ADD CONSTRAINT "blade_log_error_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_log_usual" ADD CONSTRAINT "blade_log_usual_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "msg_app_channel" ADD CONSTRAINT "msg_app_channel_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "msg_channel_auth" ADD CONSTRAINT "msg_channel_auth_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "msg_send_channel_detail" ADD CONSTRAINT "msg_send_channel_detail_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "msg_send_channel" ADD CONSTRAINT "msg_send_channel_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "msg_record_log" ADD CONSTRAINT "msg_record_log_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "msg_record" ADD CONSTRAINT "msg_record_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "msg_strategy_detail" ADD CONSTRAINT "msg_strategy_detail_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "msg_strategy" ADD CONSTRAINT "msg_strategy_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "msg_template_info_detail" ADD CONSTRAINT "msg_template_info_detail_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "msg_template_info" ADD CONSTRAINT "msg_template_info_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_catalogue_line" ADD CONSTRAINT "sc_catalogue_line_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_catalogue" ADD CONSTRAINT "sc_catalogue_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_contract_detail" ADD CONSTRAINT "sc_contract_detail_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_purchase_contract" ADD CONSTRAINT "sc_purchase_contract_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "pub_goods" ADD CONSTRAINT "pub_goods_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "pub_shipper" ADD CONSTRAINT "pub_shipper_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "pub_supplier" ADD CONSTRAINT "pub_supplier_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_variety" ADD CONSTRAINT "sc_variety_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "pub_warehouse" ADD CONSTRAINT "pub_warehouse_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_order_goods" ADD CONSTRAINT "sc_order_goods_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_purchase_order" ADD CONSTRAINT "sc_purchase_order_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_param_attributes" ADD CONSTRAINT "sc_param_attributes_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_param_set_page_cont" ADD CONSTRAINT "sc_param_set_page_cont_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_param_value" ADD CONSTRAINT "sc_param_value_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_set_page" ADD CONSTRAINT "sc_set_page_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_purchase_plan_line" ADD CONSTRAINT "sc_purchase_plan_line_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_purchase_plan" ADD CONSTRAINT "sc_purchase_plan_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_purchase_setting" ADD CONSTRAINT "sc_purchase_setting_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_status_log" ADD CONSTRAINT "sc_status_log_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_goods_sales_daily" ADD CONSTRAINT "sc_goods_sales_daily_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sc_goods_stock" ADD CONSTRAINT "sc_goods_stock_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_attach" ADD CONSTRAINT "blade_attach_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_oss_file" ADD CONSTRAINT "blade_oss_file_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_oss" ADD CONSTRAINT "blade_oss_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_sms" ADD CONSTRAINT "blade_sms_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "pub_custom_to_saler_his" ADD CONSTRAINT "pub_custom_to_saler_his_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "pub_custom_to_saler" ADD CONSTRAINT "pub_custom_to_saler_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "pub_customer" ADD CONSTRAINT "pub_customer_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sm_field_auth" ADD CONSTRAINT "sm_field_auth_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "zx_emp_control_grade_dtl" ADD CONSTRAINT "zx_emp_control_grade_dtl_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "zx_emp_control_grade_doc" ADD CONSTRAINT "zx_emp_control_grade_doc_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sm_login_record" ADD CONSTRAINT "sm_login_record_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sm_upload_his_dtl" ADD CONSTRAINT "sm_upload_his_dtl_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sm_upload_his" ADD CONSTRAINT "sm_upload_his_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "pub_ex_user_goods" ADD CONSTRAINT "pub_ex_user_goods_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sm_whitelist" ADD CONSTRAINT "sm_whitelist_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_api_key" ADD CONSTRAINT "blade_api_key_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_dept" ADD CONSTRAINT "blade_dept_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_dict_biz" ADD CONSTRAINT "blade_dict_biz_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_gray" ADD CONSTRAINT "blade_gray_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_param" ADD CONSTRAINT "blade_param_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_post" ADD CONSTRAINT "blade_post_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_record_data" ADD CONSTRAINT "blade_record_data_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_role" ADD CONSTRAINT "blade_role_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_top_menu" ADD CONSTRAINT "blade_top_menu_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_user_extend" ADD CONSTRAINT "blade_user_extend_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_user_platform" ADD CONSTRAINT "blade_user_platform_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "blade_user" ADD CONSTRAINT "blade_user_pkey" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
CREATE INDEX "blade_user_oauth_id_idx" ON "blade_user_oauth" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_session_id_idx" ON "blade_session" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_social_provider_id_idx" ON "blade_social_provider" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_notice_id_idx" ON "blade_notice" USING btree ("id");--> statement-breakpoint
CREATE INDEX "flow_activity_id_idx" ON "flow_activity" USING btree ("id");--> statement-breakpoint
CREATE INDEX "flow_instance_id_idx" ON "flow_instance" USING btree ("id");--> statement-breakpoint
CREATE INDEX "flow_task_id_idx" ON "flow_task" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_process_leave_id_idx" ON "blade_process_leave" USING btree ("id");--> statement-breakpoint
CREATE INDEX "flow_model_id_idx" ON "flow_model" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_job_info_id_idx" ON "blade_job_info" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_job_server_id_idx" ON "blade_job_server" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_log_error_id_idx" ON "blade_log_error" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_log_usual_id_idx" ON "blade_log_usual" USING btree ("id");--> statement-breakpoint
CREATE INDEX "msg_app_channel_id_idx" ON "msg_app_channel" USING btree ("id");--> statement-breakpoint
CREATE INDEX "msg_channel_auth_id_idx" ON "msg_channel_auth" USING btree ("id");--> statement-breakpoint
CREATE INDEX "msg_send_channel_detail_id_idx" ON "msg_send_channel_detail" USING btree ("id");--> statement-breakpoint
CREATE INDEX "msg_send_channel_id_idx" ON "msg_send_channel" USING btree ("id");--> statement-breakpoint
CREATE INDEX "msg_record_log_id_idx" ON "msg_record_log" USING btree ("id");--> statement-breakpoint
CREATE INDEX "msg_record_id_idx" ON "msg_record" USING btree ("id");--> statement-breakpoint
CREATE INDEX "msg_strategy_detail_id_idx" ON "msg_strategy_detail" USING btree ("id");--> statement-breakpoint
CREATE INDEX "msg_strategy_id_idx" ON "msg_strategy" USING btree ("id");--> statement-breakpoint
CREATE INDEX "msg_template_info_detail_id_idx" ON "msg_template_info_detail" USING btree ("id");--> statement-breakpoint
CREATE INDEX "msg_template_info_id_idx" ON "msg_template_info" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_catalogue_line_id_idx" ON "sc_catalogue_line" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_catalogue_id_idx" ON "sc_catalogue" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_contract_detail_id_idx" ON "sc_contract_detail" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_purchase_contract_id_idx" ON "sc_purchase_contract" USING btree ("id");--> statement-breakpoint
CREATE INDEX "pub_goods_id_idx" ON "pub_goods" USING btree ("id");--> statement-breakpoint
CREATE INDEX "pub_shipper_id_idx" ON "pub_shipper" USING btree ("id");--> statement-breakpoint
CREATE INDEX "pub_supplier_id_idx" ON "pub_supplier" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_variety_id_idx" ON "sc_variety" USING btree ("id");--> statement-breakpoint
CREATE INDEX "pub_warehouse_id_idx" ON "pub_warehouse" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_order_goods_id_idx" ON "sc_order_goods" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_purchase_order_id_idx" ON "sc_purchase_order" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_param_attributes_id_idx" ON "sc_param_attributes" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_param_set_page_cont_id_idx" ON "sc_param_set_page_cont" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_param_value_id_idx" ON "sc_param_value" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_set_page_id_idx" ON "sc_set_page" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_purchase_plan_line_id_idx" ON "sc_purchase_plan_line" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_purchase_plan_id_idx" ON "sc_purchase_plan" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_purchase_setting_id_idx" ON "sc_purchase_setting" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_status_log_id_idx" ON "sc_status_log" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_goods_sales_daily_id_idx" ON "sc_goods_sales_daily" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sc_goods_stock_id_idx" ON "sc_goods_stock" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_attach_id_idx" ON "blade_attach" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_oss_file_id_idx" ON "blade_oss_file" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_oss_id_idx" ON "blade_oss" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_sms_id_idx" ON "blade_sms" USING btree ("id");--> statement-breakpoint
CREATE INDEX "pub_custom_to_saler_his_id_idx" ON "pub_custom_to_saler_his" USING btree ("id");--> statement-breakpoint
CREATE INDEX "pub_custom_to_saler_id_idx" ON "pub_custom_to_saler" USING btree ("id");--> statement-breakpoint
CREATE INDEX "pub_customer_id_idx" ON "pub_customer" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sm_field_auth_id_idx" ON "sm_field_auth" USING btree ("id");--> statement-breakpoint
CREATE INDEX "zx_emp_control_grade_dtl_id_idx" ON "zx_emp_control_grade_dtl" USING btree ("id");--> statement-breakpoint
CREATE INDEX "zx_emp_control_grade_doc_id_idx" ON "zx_emp_control_grade_doc" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sm_login_record_id_idx" ON "sm_login_record" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sm_upload_his_dtl_id_idx" ON "sm_upload_his_dtl" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sm_upload_his_id_idx" ON "sm_upload_his" USING btree ("id");--> statement-breakpoint
CREATE INDEX "pub_ex_user_goods_id_idx" ON "pub_ex_user_goods" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sm_whitelist_id_idx" ON "sm_whitelist" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_api_key_id_idx" ON "blade_api_key" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_dept_id_idx" ON "blade_dept" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_dict_biz_id_idx" ON "blade_dict_biz" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_gray_id_idx" ON "blade_gray" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_param_id_idx" ON "blade_param" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_post_id_idx" ON "blade_post" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_record_data_id_idx" ON "blade_record_data" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_role_id_idx" ON "blade_role" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_top_menu_id_idx" ON "blade_top_menu" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_user_extend_id_idx" ON "blade_user_extend" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_user_platform_id_idx" ON "blade_user_platform" USING btree ("id");--> statement-breakpoint
CREATE INDEX "blade_user_id_idx" ON "blade_user" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_activity_execution_uniq" ON "flow_activity" USING btree ("tenant_id","instance_id","execution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_task_execution_uniq" ON "flow_task" USING btree ("tenant_id","instance_id","execution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_record_msg_id_uniq" ON "msg_record" USING btree ("tenant_id","msg_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_extend_user_uniq" ON "blade_user_extend" USING btree ("tenant_id","user_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_platform_uniq" ON "blade_user_platform" USING btree ("tenant_id","user_id","user_type") WHERE is_deleted = 0;--> statement-breakpoint
ALTER TABLE "blade_log_api" DROP CONSTRAINT "blade_log_api_pkey";--> statement-breakpoint
ALTER TABLE "blade_log_api" ADD CONSTRAINT "blade_log_api_pkey" PRIMARY KEY("tenant_id","id","create_time");