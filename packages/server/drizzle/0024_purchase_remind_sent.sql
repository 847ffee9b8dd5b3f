CREATE TABLE "sc_remind_sent" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"kind" varchar(20) NOT NULL,
	"object_id" bigint NOT NULL,
	"expire_date" date NOT NULL,
	"threshold" integer NOT NULL,
	"sent_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sc_remind_sent_tenant_id_kind_object_id_expire_date_threshold_pk" PRIMARY KEY("tenant_id","kind","object_id","expire_date","threshold")
);
