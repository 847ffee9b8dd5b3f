ALTER TABLE "sc_purchase_plan" ADD COLUMN "process_instance_id" bigint;--> statement-breakpoint
ALTER TABLE "sc_purchase_setting" ADD COLUMN "plan_audit_by_flow" boolean DEFAULT false NOT NULL;