CREATE TABLE "blade_notice_read" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL,
	"account" varchar(45),
	CONSTRAINT "blade_notice_read_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
