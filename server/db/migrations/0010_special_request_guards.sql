ALTER TABLE "special_requests" ADD COLUMN "idempotency_key" text;
--> statement-breakpoint
ALTER TABLE "special_requests" ADD COLUMN "request_hash" text;
--> statement-breakpoint
ALTER TABLE "special_requests" ADD COLUMN "fingerprint" text;
--> statement-breakpoint
CREATE INDEX "special_requests_idempotency_key_idx" ON "special_requests" USING btree ("idempotency_key","created_at");
--> statement-breakpoint
CREATE INDEX "special_requests_fingerprint_idx" ON "special_requests" USING btree ("fingerprint","created_at");
--> statement-breakpoint
CREATE TABLE "mail_copies" (
	"address" text NOT NULL,
	"day" date NOT NULL,
	"copies" integer NOT NULL,
	CONSTRAINT "mail_copies_address_day_pk" PRIMARY KEY("address","day")
);
--> statement-breakpoint
CREATE INDEX "mail_copies_day_idx" ON "mail_copies" USING btree ("day");
