CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_slug" text NOT NULL,
	"name" text NOT NULL,
	"category_code" text NOT NULL,
	"level" integer NOT NULL,
	"parent_slug" text,
	"description" text DEFAULT '' NOT NULL,
	"full_description" text DEFAULT '' NOT NULL,
	"product_details" text DEFAULT '' NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_slug" text NOT NULL,
	"title" text NOT NULL,
	"target" text DEFAULT '_blank' NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_slug" text NOT NULL,
	"name" text NOT NULL,
	"product_code" text NOT NULL,
	"type" text NOT NULL,
	"rate" numeric(12, 2),
	"rate_type" text DEFAULT 'per week' NOT NULL,
	"strike_rate" numeric(12, 2),
	"image_code" text DEFAULT '' NOT NULL,
	"comm_code" text DEFAULT '' NOT NULL,
	"full_description" text DEFAULT '' NOT NULL,
	"main_category_slug" text
);
--> statement-breakpoint
CREATE TABLE "equipment_categories" (
	"equipment_slug" text NOT NULL,
	"category_slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "equipment_categories_equipment_slug_category_slug_pk" PRIMARY KEY("equipment_slug","category_slug")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'Branch' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"full_address" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"opening_hours" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"setting_key" text PRIMARY KEY NOT NULL,
	"setting_value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" serial PRIMARY KEY NOT NULL,
	"comm_code" text NOT NULL,
	"category_name" text NOT NULL,
	"equipment_slug" text,
	"title" text DEFAULT '' NOT NULL,
	"image_code" text DEFAULT '' NOT NULL,
	"full_description" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"enquire" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("category_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "category_documents_key" ON "category_documents" USING btree ("category_slug","url");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_slug_key" ON "equipment" USING btree ("equipment_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_product_code_key" ON "equipment" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "equipment_categories_category_idx" ON "equipment_categories" USING btree ("category_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "specials_comm_code_key" ON "specials" USING btree ("comm_code");