import { useEffect, useRef, useState } from "react";
import type { PreviousVersion, RestoredVersion, UndoPreview } from "~/components/admin/admin-tables";
import { buttonClasses } from "~/components/ui/button-classes";
import { londonDateTime } from "../../../core/date-format.js";
import { countOf } from "../../../core/plural.js";

const by = (email: string | null) => (email ? ` by ${email}` : "");

/** What a restore did, in a sentence for the person who pressed it. */
function restoredSentence(tableName: string, restored: RestoredVersion) {
  const rows = countOf(restored.recordsRestored, "row");
  const when = londonDateTime(restored.replacedAt);
  return restored.undidRestore
    ? `Restore undone: ${tableName} has its ${rows} from before the restore of ${when}${by(restored.replacedBy)} again.`
    : `Restored: ${tableName} is back to the ${rows} it had before the change of ${when}${by(restored.replacedBy)}.`;
}

/**
 * 'Restore previous version' for one table, asking once more before it replaces the table (C16). After a restore
 * it says what was restored and offers only to undo that restore, which the server confirms like a destructive import
 * (docs/decisions/catalogue-import.md C16): the first press asks it, the question shows what would come back.
 */
export function RestorePrevious({
  tableName,
  previous,
  restored,
  undo,
  busy,
  onRestore,
  onConfirmUndo,
  onCancelUndo,
}: {
  tableName: string;
  previous: PreviousVersion | undefined;
  restored: RestoredVersion | null;
  undo: UndoPreview | null;
  busy: boolean;
  onRestore: () => void;
  onConfirmUndo: () => void;
  onCancelUndo: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const question = asking || undo !== null;
  // Focus follows the question: to its confirming button when it appears, back to the button that asked it after.
  useEffect(() => {
    if (question) confirm.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current = question;
  }, [question]);
  if (!previous && !restored) return null;
  const rows = previous ? countOf(previous.rows, "row") : "";
  const undoing = previous?.undoesRestore === true;

  return (
    <div className="mt-3 rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm">
      {restored && (
        <p role="status" className="mb-2 font-medium text-emerald-900">
          {restoredSentence(tableName, restored)}
        </p>
      )}
      {previous && (
        <p className="text-ink-muted">
          {undoing
            ? `Restored ${londonDateTime(previous.replacedAt)}${by(previous.replacedBy)}. The version it replaced (${rows}) is kept, so the restore can be undone.`
            : `Previous version: ${rows}, replaced ${londonDateTime(previous.replacedAt)}${by(previous.replacedBy)}.`}
        </p>
      )}
      {previous && question ? (
        <div
          role="group"
          aria-label={undoing ? `Undo the restore of ${tableName}` : `Restore ${tableName}`}
          className="mt-2"
        >
          <p className="font-medium text-ink">
            {undo
              ? `Undo the restore? ${tableName} would get back the ${countOf(undo.rows, "row")} the restore replaced: the version that was restored away. Nothing changes until you confirm.`
              : `Replace the current ${tableName} with the previous version (${rows})?`}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              ref={confirm}
              disabled={busy}
              onClick={() => {
                setAsking(false);
                if (undo) onConfirmUndo();
                else onRestore();
              }}
              className={buttonClasses({ size: "sm" })}
            >
              {undo ? `Undo the restore (${countOf(undo.rows, "row")})` : `Restore ${rows}`}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setAsking(false);
                if (undo) onCancelUndo();
              }}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              Keep current
            </button>
          </div>
        </div>
      ) : (
        previous && (
          <button
            ref={ask}
            type="button"
            disabled={busy}
            // Undoing a restore asks the server first: it answers what would come back and a confirmation (C16).
            onClick={() => (undoing ? onRestore() : setAsking(true))}
            className={buttonClasses({ variant: "outline", size: "sm", className: "mt-2" })}
          >
            {undoing ? "Undo this restore" : "Restore previous version"}
          </button>
        )
      )}
    </div>
  );
}
