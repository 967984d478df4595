ALTER TABLE "equipment" ADD COLUMN "rate_day" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "rate_weekend" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "rate_week" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "rate_extra_day" numeric(12, 2);