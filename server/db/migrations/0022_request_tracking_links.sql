-- The tracking links the status e-mails carry (docs/decisions/mylist.md D13): one fresh token per e-mail, stored only as
-- its SHA-256 like the checkout's link on the desk row (D3); each stays valid until the customer's details are erased.
CREATE TABLE "request_tracking_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "request_tracking_links" ADD CONSTRAINT "request_tracking_links_request_id_customer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_tracking_links_request_idx" ON "request_tracking_links" USING btree ("request_id");
