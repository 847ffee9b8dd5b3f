ALTER TABLE "blade_user" ADD COLUMN "is_leader" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_user" ADD COLUMN "leader_id" varchar(1000) DEFAULT '' NOT NULL;