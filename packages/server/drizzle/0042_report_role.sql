-- Reports (报表管理) run their SQL as `pharma_report`, a role that cannot log in, is no superuser and does not bypass
-- row-level security: it may read the business tables listed below and nothing else (no accounts, passwords,
-- datasource or provider secrets, tokens, sessions, logs), and of each only the rows of the tenant its run is for.
-- The app's own role (the owner of these tables, or a superuser) is not affected: owners and superusers bypass RLS,
-- and any other role keeps every row through the `_app` policies. docs/operating.md ("Reports") says more.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pharma_report') THEN
    BEGIN
      CREATE ROLE pharma_report NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS NOINHERIT;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- another database of the same cluster made it at the same moment
    END;
  END IF;
  -- The app switches to the role inside each run (SET LOCAL ROLE): a role that is not a superuser must be a member.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT pharma_report TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
-- The tenant a run is for, written by the run into its own transaction (never committed: a run rolls back). A GUC
-- would not do: the report's SQL could change it with set_config(); this row it cannot write, or even read.
CREATE TABLE "blade_report_run" (
	"run_xid" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pharma_report_tenant() RETURNS varchar LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public AS $$
  SELECT tenant_id FROM public.blade_report_run WHERE run_xid = txid_current_if_assigned()
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION pharma_report_tenant() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION pharma_report_tenant() TO pharma_report;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO pharma_report;
--> statement-breakpoint
-- Shared lookups without a tenant: the system dictionary and the regions.
GRANT SELECT ON blade_dict, blade_region TO pharma_report;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'blade_notice', 'blade_dept', 'blade_post', 'blade_role', 'blade_dict_biz',
    'flow_instance', 'flow_task', 'blade_process_leave', 'msg_template_info',
    'pub_shipper', 'pub_supplier', 'pub_warehouse', 'pub_goods', 'sc_variety',
    'sc_catalogue', 'sc_catalogue_line', 'sc_purchase_plan', 'sc_purchase_plan_line',
    'sc_purchase_order', 'sc_order_goods', 'sc_purchase_contract', 'sc_contract_detail',
    'sc_status_log', 'sc_goods_sales_daily', 'sc_goods_stock',
    'pub_customer', 'pub_custom_to_saler', 'pub_ex_user_goods', 'sm_upload_his', 'sm_upload_his_dtl',
    'zx_emp_control_grade_doc', 'zx_emp_control_grade_dtl']
  LOOP
    EXECUTE format('GRANT SELECT ON %I TO pharma_report', t);
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY %I ON %I FOR SELECT TO pharma_report USING (tenant_id = pharma_report_tenant())',
      t || '_report', t);
    EXECUTE format('CREATE POLICY %I ON %I USING (current_user <> ''pharma_report'')
      WITH CHECK (current_user <> ''pharma_report'')', t || '_app', t);
  END LOOP;
END $$;
