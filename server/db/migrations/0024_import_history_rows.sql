-- A table's previous version as one row per record, not one jsonb array (docs/decisions/performance.md N49): building
-- and reading a 100,000-record array took the embedded database's memory up by half a gigabyte for good.
-- No key and no foreign key: both cost more than the copy itself, for rows only ever written and read a table at a time.
CREATE TABLE "import_history_rows" (
	"table_name" text NOT NULL,
	"row" jsonb NOT NULL
);
--> statement-breakpoint
INSERT INTO "import_history_rows" ("table_name", "row")
SELECT h."table_name", r."row" FROM "import_history" h CROSS JOIN LATERAL jsonb_array_elements(h."rows") AS r("row");
--> statement-breakpoint
ALTER TABLE "import_history" DROP COLUMN "rows";
