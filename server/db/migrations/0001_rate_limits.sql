CREATE TABLE "rate_limits" (
	"limiter" text NOT NULL,
	"client_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_limiter_client_key_window_start_pk" PRIMARY KEY("limiter","client_key","window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_end_idx" ON "rate_limits" USING btree ("window_end");
