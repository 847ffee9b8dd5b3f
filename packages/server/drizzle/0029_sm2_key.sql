CREATE TABLE "blade_sm2_key" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"public_key" varchar(130) NOT NULL,
	"private_key" varchar(200) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
