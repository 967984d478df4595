CREATE TABLE "import_history" (
	"table_name" text PRIMARY KEY NOT NULL,
	"rows" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_by" text
);
