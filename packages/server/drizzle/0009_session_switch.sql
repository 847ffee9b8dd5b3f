ALTER TABLE "blade_session" ADD COLUMN "dept_id" bigint;--> statement-breakpoint
ALTER TABLE "blade_session" ADD COLUMN "role_id" bigint;