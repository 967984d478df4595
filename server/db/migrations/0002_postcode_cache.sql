CREATE TABLE "postcode_cache" (
	"postcode" text PRIMARY KEY NOT NULL,
	"found" boolean NOT NULL,
	"town" text,
	"region" text,
	"latitude" double precision,
	"longitude" double precision,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
