ALTER TABLE "flow_definition" ADD COLUMN "form_key" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
-- Definitions deployed before: their start event's flowable:formKey, read from the XML kept whole.
UPDATE "flow_definition" SET "form_key" = coalesce(substring("xml" from '<(?:[A-Za-z0-9_]+:)?startEvent\s[^>]*?formKey="([^"]{1,64})"'), '');--> statement-breakpoint
-- The shipped Leave process named no form key before issue 35: it is the leave form's.
UPDATE "flow_definition" SET "form_key" = 'leave' WHERE "key" = 'Leave' AND "tenant_id" = '' AND "form_key" = '';--> statement-breakpoint
-- Purchasing's plan audit: its 发起 page explains that a plan's commit starts it.
UPDATE "flow_definition" SET "form_key" = 'purchase-plan' WHERE "key" = 'PurchasePlan' AND "tenant_id" = '' AND "form_key" = '';
