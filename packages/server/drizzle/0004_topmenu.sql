DROP INDEX "blade_top_menu_tenant_idx";--> statement-breakpoint
ALTER TABLE "blade_top_menu" ALTER COLUMN "sort" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "blade_top_menu" ALTER COLUMN "sort" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "blade_top_menu_tenant_idx" ON "blade_top_menu" USING btree ("tenant_id","is_deleted","id");--> statement-breakpoint
ALTER TABLE "blade_top_menu" DROP COLUMN "remark";