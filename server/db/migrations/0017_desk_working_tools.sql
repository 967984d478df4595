-- The desk's working tools (docs/decisions/mylist.md D9-D12): collection or delivery on the desk row,
-- the price and time a branch confirmed, internal notes, and search keys read through expression indexes (no stored
-- copy of a customer's details: erasing the original erases the key).
ALTER TABLE "customer_requests" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "confirmed_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "confirmed_for" timestamp with time zone;--> statement-breakpoint
UPDATE "customer_requests" SET "delivery_method" = "hire_requests"."snapshot" ->> 'deliveryMethod'
FROM "hire_requests" WHERE "hire_requests"."reference_number" = "customer_requests"."reference_number";--> statement-breakpoint
CREATE TABLE "request_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"text" text NOT NULL,
	"author_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_request_id_customer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_notes_request_idx" ON "request_notes" USING btree ("request_id", "created_at");--> statement-breakpoint
DROP INDEX "customer_requests_name_idx";--> statement-breakpoint
DROP INDEX "customer_requests_surname_idx";--> statement-breakpoint
CREATE INDEX "customer_requests_name_key_idx" ON "customer_requests" USING btree ((regexp_replace(translate(lower("customer_name"), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄæÆçÇćĆčČďĎđĐèÈéÉêÊëËēĒėĖęĘěĚğĞìÌíÍîÎïÏīĪįĮıłŁñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐœŒŕŔřŘśŚšŠşŞșȘťŤţŢțȚùÙúÚûÛüÜūŪůŮűŰųŲŵŴýÝÿŸŷŶźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeggiiiiiiiiiiiiillnnnnnnoooooooooooooooooorrrrssssssssttttttuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz'), '[^a-z0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customer_requests_surname_key_idx" ON "customer_requests" USING btree ((regexp_replace(translate(lower("customer_surname"), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄæÆçÇćĆčČďĎđĐèÈéÉêÊëËēĒėĖęĘěĚğĞìÌíÍîÎïÏīĪįĮıłŁñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐœŒŕŔřŘśŚšŠşŞșȘťŤţŢțȚùÙúÚûÛüÜūŪůŮűŰųŲŵŴýÝÿŸŷŶźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeggiiiiiiiiiiiiillnnnnnnoooooooooooooooooorrrrssssssssttttttuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz'), '[^a-z0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "hire_requests_postcode_key_idx" ON "hire_requests" USING btree ((upper(regexp_replace(("snapshot" -> 'customer' ->> 'postcode'), '[^A-Za-z0-9]', '', 'g'))) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "special_requests_postcode_key_idx" ON "special_requests" USING btree ((upper(regexp_replace(("snapshot" -> 'customer' ->> 'postcode'), '[^A-Za-z0-9]', '', 'g'))) text_pattern_ops);
