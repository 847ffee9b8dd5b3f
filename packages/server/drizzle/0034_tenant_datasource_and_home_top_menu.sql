ALTER TABLE "blade_datasource" ALTER COLUMN "driver_class" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "blade_datasource" ALTER COLUMN "driver_class" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_datasource" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_datasource" ALTER COLUMN "password" SET DATA TYPE varchar(512);--> statement-breakpoint
ALTER TABLE "blade_datasource" ALTER COLUMN "remark" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "blade_top_menu" ADD COLUMN "is_main" integer;--> statement-breakpoint
ALTER TABLE "blade_datasource" ADD COLUMN "category" integer;--> statement-breakpoint
ALTER TABLE "blade_datasource" ADD COLUMN "sharding_config" text;--> statement-breakpoint
UPDATE "blade_datasource" SET "category" = 1 WHERE "category" IS NULL;
