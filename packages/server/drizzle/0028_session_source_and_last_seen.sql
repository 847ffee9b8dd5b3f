ALTER TABLE "blade_session" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blade_session" ADD COLUMN "source_system" varchar(8);