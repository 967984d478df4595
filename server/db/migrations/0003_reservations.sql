CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('active', 'submitted')),
	CONSTRAINT "reservations_period_check" CHECK ("reservations"."end_date" > "reservations"."start_date")
);
--> statement-breakpoint
CREATE TABLE "reservation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"equipment_slug" text NOT NULL,
	"name" text NOT NULL,
	"product_code" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"rate" numeric(12, 2),
	"rate_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_items_quantity_check" CHECK ("reservation_items"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"reservation_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_reservation_id_key_pk" PRIMARY KEY("reservation_id","key")
);
--> statement-breakpoint
CREATE TABLE "hire_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_number" text NOT NULL,
	"reservation_id" integer,
	"branch_id" integer,
	"customer_email" text NOT NULL,
	"postcode_status" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_number" text NOT NULL,
	"branch_id" integer,
	"customer_email" text NOT NULL,
	"postcode_status" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"reference_number" text,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD CONSTRAINT "hire_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_active_session_key" ON "reservations" USING btree ("session_id") WHERE "reservations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "reservations_status_updated_idx" ON "reservations" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_items_line_key" ON "reservation_items" USING btree ("reservation_id","equipment_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "hire_requests_reference_key" ON "hire_requests" USING btree ("reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "hire_requests_reservation_key" ON "hire_requests" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_requests_reference_key" ON "special_requests" USING btree ("reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_message_id_key" ON "mail_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';
