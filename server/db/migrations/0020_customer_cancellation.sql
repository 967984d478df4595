-- A customer may cancel a request the branch has not confirmed, from the tracking link: the desk shows it as
-- "cancelled", a status of its own (docs/decisions/mylist.md D16).
ALTER TABLE "customer_requests" DROP CONSTRAINT "customer_requests_status_check";--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_status_check" CHECK ("customer_requests"."status" in ('received', 'contacted', 'confirmed', 'declined', 'completed', 'cancelled'));
