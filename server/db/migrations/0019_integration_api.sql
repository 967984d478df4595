-- The integration API (docs/decisions/integration.md I3-I6): machine keys, stored as SHA-256 hashes, and the
-- transaction that last changed each request, so the pull API reads changes in an order no later commit can land
-- behind (I6).
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"scopes" text[] NOT NULL,
	"allowed_cidrs" text[] DEFAULT '{}' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_live_name_key" ON "api_keys" USING btree (lower("name")) WHERE "revoked_at" IS NULL;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "change_xact" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE FUNCTION "customer_requests_stamp_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."change_xact" := pg_current_xact_id()::text::bigint;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customer_requests_stamp_change" BEFORE INSERT OR UPDATE ON "customer_requests"
FOR EACH ROW EXECUTE FUNCTION "customer_requests_stamp_change"();--> statement-breakpoint
CREATE INDEX "customer_requests_change_idx" ON "customer_requests" USING btree ("change_xact", "id");
