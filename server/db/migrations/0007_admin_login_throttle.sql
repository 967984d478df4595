CREATE TABLE "admin_login_throttle" (
	"client_address" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"failures" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_login_throttle_client_address_account_pk" PRIMARY KEY("client_address","account")
);
--> statement-breakpoint
CREATE INDEX "admin_login_throttle_last_attempt_idx" ON "admin_login_throttle" USING btree ("last_attempt_at");
