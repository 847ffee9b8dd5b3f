ALTER TABLE "blade_log_error" ADD COLUMN "method_class" varchar(255);--> statement-breakpoint
ALTER TABLE "blade_log_error" ADD COLUMN "method_name" varchar(255);