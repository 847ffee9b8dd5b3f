CREATE TABLE "blade_rate_counter" (
	"bucket" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blade_rate_counter_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE INDEX "blade_rate_counter_window_idx" ON "blade_rate_counter" USING btree ("window_start");