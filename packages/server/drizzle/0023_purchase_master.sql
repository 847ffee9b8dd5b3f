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
CREATE INDEX "pub_goods_tenant_idx" ON "pub_goods" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_goods_goods_code_uniq" ON "pub_goods" USING btree ("tenant_id","goods_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "pub_shipper_tenant_idx" ON "pub_shipper" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_shipper_shipper_code_uniq" ON "pub_shipper" USING btree ("tenant_id","shipper_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "pub_supplier_tenant_idx" ON "pub_supplier" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_supplier_supplier_code_uniq" ON "pub_supplier" USING btree ("tenant_id","supplier_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sc_variety_tenant_idx" ON "sc_variety" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sc_variety_variety_code_uniq" ON "sc_variety" USING btree ("tenant_id","variety_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "pub_warehouse_tenant_idx" ON "pub_warehouse" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_warehouse_warehouse_code_uniq" ON "pub_warehouse" USING btree ("tenant_id","warehouse_code") WHERE is_deleted = 0;