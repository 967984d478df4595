-- Whether a table's kept previous version was replaced by a restore rather than an import: putting it back undoes that
-- restore, which is confirmed like a destructive import (docs/decisions/catalogue-import.md C16).
ALTER TABLE "import_history" ADD COLUMN "replaced_by_restore" boolean DEFAULT false NOT NULL;
