import { useEffect, useRef, useState } from "react";
import type { PreviousVersion } from "~/components/admin/admin-tables";
import { buttonClasses } from "~/components/ui/button-classes";
import { londonDateTime } from "../../../core/date-format.js";

/** 'Restore previous version' for one table, asking once more before it replaces the table (issue 23). */
export function RestorePrevious({
  tableName,
  previous,
  busy,
  onRestore,
}: {
  tableName: string;
  previous: PreviousVersion | undefined;
  busy: boolean;
  onRestore: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Focus follows the question: to its Restore button when it appears, back to 'Restore previous version' after.
  useEffect(() => {
    if (asking) confirm.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current = asking;
  }, [asking]);
  if (!previous) return null;
  const rows = `${previous.rows.toLocaleString("en-GB")} record${previous.rows === 1 ? "" : "s"}`;
  return (
    <div className="mt-3 rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm">
      <p className="text-ink-muted">
        Previous version: {rows}, replaced {londonDateTime(previous.replacedAt)}
        {previous.replacedBy ? ` by ${previous.replacedBy}` : ""}.
      </p>
      {asking ? (
        <div role="group" aria-label={`Restore ${tableName}`} className="mt-2">
          <p className="font-medium text-ink">
            Replace the current {tableName} with the previous version ({rows})?
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              ref={confirm}
              disabled={busy}
              onClick={() => {
                setAsking(false);
                onRestore();
              }}
              className={buttonClasses({ size: "sm" })}
            >
              Restore {rows}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setAsking(false)}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              Keep current
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={ask}
          type="button"
          disabled={busy}
          onClick={() => setAsking(true)}
          className={buttonClasses({ variant: "outline", size: "sm", className: "mt-2" })}
        >
          Restore previous version
        </button>
      )}
    </div>
  );
}
