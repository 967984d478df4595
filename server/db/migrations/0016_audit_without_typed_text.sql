-- The audit log keeps what an action did, never text a member of staff typed (docs/decisions/operation.md Z11):
-- entries written before that rule lose the desk search of a CSV export and the note of a status change.
UPDATE "audit_log" SET "detail" = (("detail"::jsonb - 'search') || '{"search": true}'::jsonb)::text
WHERE "action" = 'export' AND "table_name" = 'customer_requests' AND "detail" LIKE '%"search":%';--> statement-breakpoint
UPDATE "audit_log" SET "detail" = regexp_replace("detail", ' \((note: .*|note erased)\)$', ' (with a note)')
WHERE "action" = 'request-status' AND "detail" ~ ' \((note: .*|note erased)\)$';
