-- Specials shown only within their dates (inclusive London days); a special without dates always shows.
ALTER TABLE "specials" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "valid_to" date;
