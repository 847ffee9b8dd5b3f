CREATE TABLE "sc_catalogue_line" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"catalogue_id" bigint NOT NULL,
	"line_no" integer DEFAULT 0 NOT NULL,
	"variety_id" bigint,
	"goods_id" bigint,
	"supplier_id" bigint NOT NULL,
	"buyer_id" bigint,
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(6, 4) NOT NULL,
	"settle_type" integer,
	"payment_term_days" integer,
	"only_supplier" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"min_order_qty" numeric(18, 3),
	"bid_serial_no" varchar(50),
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
CREATE TABLE "sc_catalogue" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"catalogue_no" varchar(20) NOT NULL,
	"catalogue_name" varchar(100) NOT NULL,
	"shipper_id" bigint NOT NULL,
	"supplier_id" bigint,
	"effective_from" date NOT NULL,
	"effective_to" date NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"audit_user_id" bigint,
	"audit_time" timestamp with time zone,
	"remark" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_contract_detail" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"contract_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"order_goods_id" bigint,
	"plan_line_id" bigint,
	"frame_detail_id" bigint,
	"goods_id" bigint NOT NULL,
	"goods_code" varchar(32),
	"common_name" varchar(100),
	"trade_name" varchar(100),
	"spec" varchar(100),
	"dosage_form" varchar(20),
	"unit" varchar(10),
	"pack_qty" integer,
	"manufacturer" varchar(100),
	"approval_no" varchar(50),
	"variety_id" bigint,
	"qty" numeric(18, 3) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(6, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ordered_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"acc_in_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"acc_return_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"batch_count" integer DEFAULT 0 NOT NULL,
	"expected_arrival_date" date,
	"line_status" integer DEFAULT 1 NOT NULL,
	"suspend_reason" varchar(200),
	"finish_date" date,
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
CREATE TABLE "sc_purchase_contract" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"contract_no" varchar(20) NOT NULL,
	"paper_no" varchar(50),
	"contract_type" integer NOT NULL,
	"shipper_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"supplier_name" varchar(100),
	"source_order_id" bigint,
	"sign_date" date,
	"sign_address" varchar(100),
	"our_signer_id" bigint,
	"our_signer_name" varchar(50),
	"supplier_signer_name" varchar(30),
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"settle_type" integer,
	"payment_term_days" integer,
	"prepay_amount" numeric(18, 2),
	"delivery_method" integer,
	"delivery_address" varchar(200),
	"quality_terms" varchar(1000),
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"executed_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"audit_status" integer DEFAULT 0 NOT NULL,
	"audit_user_id" bigint,
	"audit_user_name" varchar(50),
	"audit_time" timestamp with time zone,
	"audit_opinion" varchar(500),
	"suspend_reason" varchar(200),
	"finish_date" date,
	"attachment_urls" text,
	"remark" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pub_goods" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"goods_code" varchar(32) NOT NULL,
	"common_name" varchar(100) NOT NULL,
	"trade_name" varchar(100),
	"spec" varchar(100) NOT NULL,
	"dosage_form" varchar(20),
	"unit" varchar(10) NOT NULL,
	"pack_qty" integer,
	"middle_pack_qty" integer,
	"manufacturer" varchar(100) NOT NULL,
	"mah_name" varchar(100),
	"approval_no" varchar(50) NOT NULL,
	"approval_expiry" date,
	"variety_id" bigint,
	"drug_type" integer,
	"rx_type" integer,
	"storage_condition" integer,
	"cold_chain" boolean,
	"special_control" integer,
	"shelf_life_months" integer,
	"tax_rate" numeric(18, 4),
	"reference_price" numeric(18, 4),
	"control_level" integer,
	"two_invoice" boolean,
	"central_procurement" boolean,
	"first_business_status" integer,
	"remark" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pub_shipper" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"shipper_code" varchar(32) NOT NULL,
	"shipper_name" varchar(100) NOT NULL,
	"short_name" varchar(50),
	"shipper_type" integer NOT NULL,
	"credit_code" varchar(18),
	"drug_license_no" varchar(50),
	"license_expiry" date,
	"contact_name" varchar(30),
	"contact_phone" varchar(20),
	"address" varchar(200),
	"remark" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pub_supplier" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"supplier_code" varchar(32) NOT NULL,
	"supplier_name" varchar(100) NOT NULL,
	"supplier_type" integer NOT NULL,
	"credit_code" varchar(18),
	"license_no" varchar(50),
	"license_expiry" date,
	"first_business_status" integer,
	"quality_agreement_expiry" date,
	"sales_rep_name" varchar(30),
	"sales_rep_auth_expiry" date,
	"cold_chain" boolean,
	"special_scope" boolean,
	"default_settle_type" integer,
	"default_payment_term_days" integer,
	"contact_name" varchar(30),
	"contact_phone" varchar(20),
	"remark" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_variety" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"variety_code" varchar(32) NOT NULL,
	"variety_name" varchar(100) NOT NULL,
	"common_name" varchar(100) NOT NULL,
	"dosage_form" varchar(20) NOT NULL,
	"strength" varchar(50),
	"drug_type" integer,
	"category_path" varchar(200),
	"central_procurement" boolean,
	"remark" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pub_warehouse" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"warehouse_code" varchar(32) NOT NULL,
	"warehouse_name" varchar(100) NOT NULL,
	"shipper_id" bigint NOT NULL,
	"temp_zone" integer,
	"address" varchar(200),
	"remark" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_order_goods" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"order_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"plan_line_id" bigint,
	"contract_detail_id" bigint,
	"goods_id" bigint NOT NULL,
	"goods_code" varchar(32),
	"common_name" varchar(100),
	"trade_name" varchar(100),
	"spec" varchar(100),
	"dosage_form" varchar(20),
	"unit" varchar(10),
	"pack_qty" integer,
	"manufacturer" varchar(100),
	"approval_no" varchar(50),
	"qty" numeric(18, 3) NOT NULL,
	"pack_count" numeric(18, 3),
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(6, 4) DEFAULT '0' NOT NULL,
	"no_tax_price" numeric(18, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"last_price" numeric(18, 4),
	"lowest_price" numeric(18, 4),
	"supplier_last_price" numeric(18, 4),
	"min_remaining_shelf_life_months" integer,
	"received_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"returned_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"line_status" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "sc_purchase_order" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"order_no" varchar(20) NOT NULL,
	"shipper_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"supplier_name" varchar(100),
	"supplier_contact" varchar(30),
	"supplier_phone" varchar(20),
	"buyer_id" bigint,
	"buyer_name" varchar(50),
	"dept_id" bigint,
	"warehouse_id" bigint,
	"order_date" date NOT NULL,
	"expected_arrival_date" date,
	"plan_id" bigint,
	"frame_contract_id" bigint,
	"contract_id" bigint,
	"settle_type" integer,
	"payment_term_days" integer,
	"delivery_method" integer,
	"line_count" integer DEFAULT 0 NOT NULL,
	"total_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"received_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"audit_user_id" bigint,
	"audit_user_name" varchar(50),
	"audit_time" timestamp with time zone,
	"audit_opinion" varchar(500),
	"sent_time" timestamp with time zone,
	"close_reason" varchar(200),
	"remark" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_param_attributes" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"shipper_id" bigint NOT NULL,
	"attr_code" varchar(50) NOT NULL,
	"attr_name" varchar(50) NOT NULL,
	"value_type" varchar(10) NOT NULL,
	"dict_type" varchar(50),
	"target_entity" varchar(20) DEFAULT 'GOODS' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"visible_in_list" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_param_set_page_cont" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"page_id" bigint NOT NULL,
	"typename" varchar(50) NOT NULL,
	"param_key" varchar(60) NOT NULL,
	"param_name" varchar(60) NOT NULL,
	"value_type" varchar(10) NOT NULL,
	"component_type" varchar(15) NOT NULL,
	"dict_type" varchar(50),
	"default_value" varchar(200),
	"required" boolean DEFAULT false NOT NULL,
	"min_value" numeric(18, 4),
	"max_value" numeric(18, 4),
	"unit" varchar(10),
	"help_text" varchar(200),
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_param_value" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"shipper_id" bigint NOT NULL,
	"page_id" bigint NOT NULL,
	"param_key" varchar(60) NOT NULL,
	"param_value" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_set_page" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"page_code" varchar(50) NOT NULL,
	"page_name" varchar(50) NOT NULL,
	"category" varchar(30) DEFAULT 'purchase' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_purchase_plan_line" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"plan_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"goods_id" bigint NOT NULL,
	"goods_code" varchar(32),
	"common_name" varchar(100),
	"trade_name" varchar(100),
	"spec" varchar(100),
	"dosage_form" varchar(20),
	"unit" varchar(10),
	"pack_qty" integer,
	"manufacturer" varchar(100),
	"approval_no" varchar(50),
	"variety_id" bigint,
	"supplier_id" bigint,
	"supplier_name" varchar(100),
	"catalogue_line_id" bigint,
	"price_source" integer,
	"suggest_qty" numeric(18, 3),
	"plan_qty" numeric(18, 3) NOT NULL,
	"unit_price" numeric(18, 4),
	"tax_rate" numeric(6, 4),
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"stock_qty" numeric(18, 3),
	"available_qty" numeric(18, 3),
	"in_transit_qty" numeric(18, 3),
	"sold_not_shipped_qty" numeric(18, 3),
	"last3_month_sales_qty" numeric(18, 3),
	"avg_daily_sales" numeric(18, 4),
	"upper_limit_qty" numeric(18, 3),
	"saleable_days" numeric(18, 2),
	"last_price" numeric(18, 4),
	"lowest_price" numeric(18, 4),
	"ordered_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"line_status" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "sc_purchase_plan" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"plan_no" varchar(20) NOT NULL,
	"shipper_id" bigint NOT NULL,
	"shipper_name" varchar(100),
	"plan_type" integer DEFAULT 2 NOT NULL,
	"plan_date" date NOT NULL,
	"buyer_id" bigint,
	"buyer_name" varchar(50),
	"dept_id" bigint,
	"warehouse_id" bigint,
	"expected_arrival_date" date,
	"line_count" integer DEFAULT 0 NOT NULL,
	"total_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"submit_time" timestamp with time zone,
	"audit_user_id" bigint,
	"audit_user_name" varchar(50),
	"audit_time" timestamp with time zone,
	"audit_opinion" varchar(500),
	"calc_time" timestamp with time zone,
	"close_reason" varchar(200),
	"remark" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_purchase_setting" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"shipper_id" bigint NOT NULL,
	"auto_plan_enabled" boolean DEFAULT false NOT NULL,
	"auto_plan_time" varchar(5) DEFAULT '06:30' NOT NULL,
	"sales_window_days" integer DEFAULT 90 NOT NULL,
	"safety_stock_days" integer DEFAULT 7 NOT NULL,
	"purchase_cycle_days" integer DEFAULT 15 NOT NULL,
	"lead_time_days" integer DEFAULT 7 NOT NULL,
	"upper_limit_days" integer DEFAULT 45 NOT NULL,
	"in_transit_window_days" integer DEFAULT 15 NOT NULL,
	"round_to_package" integer DEFAULT 0 NOT NULL,
	"min_remaining_shelf_life_months" integer,
	"plan_need_audit" boolean DEFAULT true NOT NULL,
	"order_need_audit" boolean DEFAULT true NOT NULL,
	"contract_need_audit" boolean DEFAULT true NOT NULL,
	"auto_generate_contract" boolean DEFAULT false NOT NULL,
	"price_tolerance_pct" numeric(5, 2),
	"over_receipt_pct" numeric(5, 2),
	"license_check_mode" integer DEFAULT 1 NOT NULL,
	"enforce_two_invoice" boolean DEFAULT false NOT NULL,
	"default_warehouse_id" bigint,
	"default_buyer_id" bigint,
	"default_settle_type" integer,
	"default_payment_term_days" integer,
	"notify_strategy_code" varchar(50),
	"remark" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_doc_sequence" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"prefix" varchar(8) NOT NULL,
	"day" date NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sc_doc_sequence_tenant_id_prefix_day_pk" PRIMARY KEY("tenant_id","prefix","day")
);
--> statement-breakpoint
CREATE TABLE "sc_status_log" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"entity" varchar(10) NOT NULL,
	"entity_id" bigint NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"reason" varchar(500),
	"operator_id" bigint,
	"operator_name" varchar(50),
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_goods_sales_daily" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"shipper_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"sale_date" date NOT NULL,
	"qty" numeric(18, 3) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_goods_stock" (
	"id" bigint PRIMARY KEY DEFAULT blade_next_id() NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"shipper_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"stock_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"available_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"sold_not_shipped_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"snapshot_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sc_catalogue_line_catalogue_idx" ON "sc_catalogue_line" USING btree ("tenant_id","catalogue_id","line_no");--> statement-breakpoint
CREATE INDEX "sc_catalogue_line_goods_idx" ON "sc_catalogue_line" USING btree ("tenant_id","goods_id") WHERE goods_id is not null;--> statement-breakpoint
CREATE INDEX "sc_catalogue_line_variety_idx" ON "sc_catalogue_line" USING btree ("tenant_id","variety_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sc_catalogue_no_uq" ON "sc_catalogue" USING btree ("tenant_id","catalogue_no");--> statement-breakpoint
CREATE INDEX "sc_catalogue_shipper_idx" ON "sc_catalogue" USING btree ("tenant_id","shipper_id","status");--> statement-breakpoint
CREATE INDEX "sc_contract_detail_contract_idx" ON "sc_contract_detail" USING btree ("contract_id","line_no");--> statement-breakpoint
CREATE INDEX "sc_contract_detail_variety_idx" ON "sc_contract_detail" USING btree ("tenant_id","variety_id");--> statement-breakpoint
CREATE INDEX "sc_contract_detail_goods_idx" ON "sc_contract_detail" USING btree ("tenant_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sc_purchase_contract_no_uq" ON "sc_purchase_contract" USING btree ("tenant_id","contract_no");--> statement-breakpoint
CREATE INDEX "sc_purchase_contract_list_idx" ON "sc_purchase_contract" USING btree ("tenant_id","is_deleted","create_time","id");--> statement-breakpoint
CREATE INDEX "sc_purchase_contract_status_idx" ON "sc_purchase_contract" USING btree ("tenant_id","status","valid_to");--> statement-breakpoint
CREATE INDEX "sc_purchase_contract_supplier_idx" ON "sc_purchase_contract" USING btree ("tenant_id","supplier_id","status");--> statement-breakpoint
CREATE INDEX "sc_purchase_contract_order_idx" ON "sc_purchase_contract" USING btree ("source_order_id");--> statement-breakpoint
CREATE INDEX "pub_goods_tenant_idx" ON "pub_goods" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_goods_goods_code_uniq" ON "pub_goods" USING btree ("tenant_id","goods_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "pub_shipper_tenant_idx" ON "pub_shipper" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_shipper_shipper_code_uniq" ON "pub_shipper" USING btree ("tenant_id","shipper_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "pub_supplier_tenant_idx" ON "pub_supplier" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_supplier_supplier_code_uniq" ON "pub_supplier" USING btree ("tenant_id","supplier_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sc_variety_tenant_idx" ON "sc_variety" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sc_variety_variety_code_uniq" ON "sc_variety" USING btree ("tenant_id","variety_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "pub_warehouse_tenant_idx" ON "pub_warehouse" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_warehouse_warehouse_code_uniq" ON "pub_warehouse" USING btree ("tenant_id","warehouse_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sc_order_goods_order_idx" ON "sc_order_goods" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "sc_order_goods_goods_idx" ON "sc_order_goods" USING btree ("tenant_id","goods_id");--> statement-breakpoint
CREATE INDEX "sc_order_goods_plan_line_idx" ON "sc_order_goods" USING btree ("plan_line_id");--> statement-breakpoint
CREATE INDEX "sc_order_goods_contract_detail_idx" ON "sc_order_goods" USING btree ("contract_detail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sc_purchase_order_no_uq" ON "sc_purchase_order" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "sc_purchase_order_list_idx" ON "sc_purchase_order" USING btree ("tenant_id","is_deleted","order_date","id");--> statement-breakpoint
CREATE INDEX "sc_purchase_order_status_idx" ON "sc_purchase_order" USING btree ("tenant_id","status","is_deleted","order_date","id");--> statement-breakpoint
CREATE INDEX "sc_purchase_order_supplier_idx" ON "sc_purchase_order" USING btree ("tenant_id","supplier_id","status","is_deleted","order_date","id");--> statement-breakpoint
CREATE INDEX "sc_purchase_order_shipper_idx" ON "sc_purchase_order" USING btree ("tenant_id","shipper_id","status","is_deleted","order_date","id");--> statement-breakpoint
CREATE INDEX "sc_purchase_order_frame_idx" ON "sc_purchase_order" USING btree ("frame_contract_id");--> statement-breakpoint
CREATE INDEX "sc_purchase_order_plan_idx" ON "sc_purchase_order" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sc_param_attributes_code_uq" ON "sc_param_attributes" USING btree ("tenant_id","shipper_id","attr_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sc_param_attributes_shipper_idx" ON "sc_param_attributes" USING btree ("tenant_id","shipper_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sc_param_def_key_uq" ON "sc_param_set_page_cont" USING btree ("tenant_id","page_id","param_key") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sc_param_value_uq" ON "sc_param_value" USING btree ("tenant_id","shipper_id","page_id","param_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sc_set_page_code_uq" ON "sc_set_page" USING btree ("tenant_id","page_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sc_purchase_plan_line_plan_idx" ON "sc_purchase_plan_line" USING btree ("plan_id","line_no");--> statement-breakpoint
CREATE INDEX "sc_purchase_plan_line_goods_idx" ON "sc_purchase_plan_line" USING btree ("tenant_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sc_purchase_plan_no_uq" ON "sc_purchase_plan" USING btree ("tenant_id","plan_no");--> statement-breakpoint
CREATE INDEX "sc_purchase_plan_list_idx" ON "sc_purchase_plan" USING btree ("tenant_id","is_deleted","plan_date","id");--> statement-breakpoint
CREATE INDEX "sc_purchase_plan_status_idx" ON "sc_purchase_plan" USING btree ("tenant_id","status","is_deleted","plan_date","id");--> statement-breakpoint
CREATE INDEX "sc_purchase_plan_shipper_idx" ON "sc_purchase_plan" USING btree ("tenant_id","shipper_id","is_deleted","plan_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sc_purchase_setting_shipper_uq" ON "sc_purchase_setting" USING btree ("tenant_id","shipper_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sc_purchase_setting_tenant_idx" ON "sc_purchase_setting" USING btree ("tenant_id","update_time");--> statement-breakpoint
CREATE INDEX "sc_status_log_entity_idx" ON "sc_status_log" USING btree ("tenant_id","entity","entity_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "sc_goods_sales_daily_uq" ON "sc_goods_sales_daily" USING btree ("tenant_id","shipper_id","goods_id","sale_date");--> statement-breakpoint
CREATE INDEX "sc_goods_sales_daily_day_idx" ON "sc_goods_sales_daily" USING btree ("tenant_id","shipper_id","sale_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sc_goods_stock_uq" ON "sc_goods_stock" USING btree ("tenant_id","shipper_id","goods_id");