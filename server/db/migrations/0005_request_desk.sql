CREATE TABLE "customer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference_number" text NOT NULL,
	"branch_id" integer,
	"branch_name" text DEFAULT '' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_surname" text DEFAULT '' NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"items_summary" text DEFAULT '' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"estimated_total" numeric(12, 2),
	"status" text DEFAULT 'received' NOT NULL,
	"tracking_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_requests_kind_check" CHECK ("customer_requests"."kind" in ('hire', 'special')),
	CONSTRAINT "customer_requests_status_check" CHECK ("customer_requests"."status" in ('received', 'contacted', 'confirmed', 'declined', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "request_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_status_changes" ADD CONSTRAINT "request_status_changes_request_id_customer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_requests_reference_key" ON "customer_requests" USING btree ("reference_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customer_requests_created_idx" ON "customer_requests" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "customer_requests_status_created_idx" ON "customer_requests" USING btree ("status", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "customer_requests_branch_created_idx" ON "customer_requests" USING btree ("branch_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "customer_requests_email_idx" ON "customer_requests" USING btree (lower("customer_email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customer_requests_name_idx" ON "customer_requests" USING btree (lower("customer_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customer_requests_surname_idx" ON "customer_requests" USING btree (lower("customer_surname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customer_requests_phone_idx" ON "customer_requests" USING btree ("phone_digits" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "request_status_changes_request_idx" ON "request_status_changes" USING btree ("request_id", "at");--> statement-breakpoint
INSERT INTO "customer_requests" ("kind", "reference_number", "branch_id", "branch_name", "customer_name", "customer_surname", "customer_email", "customer_phone", "phone_digits", "start_date", "end_date", "items_summary", "item_count", "estimated_total", "created_at", "updated_at")
SELECT 'hire', h."reference_number", h."branch_id", coalesce(h."snapshot"->'branch'->>'name', ''),
	trim(coalesce(h."snapshot"->'customer'->>'firstName', '') || ' ' || coalesce(h."snapshot"->'customer'->>'lastName', '')),
	coalesce(h."snapshot"->'customer'->>'lastName', ''), h."customer_email",
	coalesce(h."snapshot"->'customer'->>'phone', ''), regexp_replace(coalesce(h."snapshot"->'customer'->>'phone', ''), '\D', '', 'g'),
	(h."snapshot"->'period'->>'startDate')::date, (h."snapshot"->'period'->>'endDate')::date,
	coalesce((SELECT string_agg((i->>'quantity') || ' x ' || (i->>'name'), ', ') FROM jsonb_array_elements(h."snapshot"->'items') i), ''),
	coalesce(jsonb_array_length(h."snapshot"->'items'), 0),
	(h."snapshot"->'totals'->>'estimatedTotal')::numeric, h."created_at", h."created_at"
FROM "hire_requests" h;--> statement-breakpoint
INSERT INTO "customer_requests" ("kind", "reference_number", "branch_id", "branch_name", "customer_email", "customer_phone", "phone_digits", "start_date", "end_date", "items_summary", "item_count", "created_at", "updated_at")
SELECT 'special', s."reference_number", s."branch_id", coalesce(s."snapshot"->'branch'->>'name', ''), s."customer_email",
	coalesce(s."snapshot"->'customer'->>'telephone', ''), regexp_replace(coalesce(s."snapshot"->'customer'->>'telephone', ''), '\D', '', 'g'),
	(s."snapshot"->>'fromDate')::date, (s."snapshot"->>'fromDate')::date + coalesce((s."snapshot"->>'daysRequired')::int, 1),
	'1 x ' || coalesce(s."snapshot"->'equipment'->>'name', ''), 1, s."created_at", s."created_at"
FROM "special_requests" s;
