import { useEffect, useId, useRef } from "react";
import type { ImportPreview } from "~/components/admin/admin-tables";
import { buttonClasses } from "~/components/ui/button-classes";
import { countOf } from "../../../core/plural.js";

/**
 * What a destructive import would change, with Confirm and Cancel (docs/decisions/catalogue-import.md C7). Nothing has
 * been written yet; focus moves to the heading so keyboard and screen-reader users land on it.
 */
export function ImportPreviewPanel({
  tableName,
  preview,
  busy,
  onConfirm,
  onCancel,
}: {
  tableName: string;
  preview: ImportPreview;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { changes } = preview;
  const figures: [string, string, boolean][] = [
    ["Rows now", changes.rowsBefore.toLocaleString("en-GB"), false],
    ["Rows after import", changes.rowsAfter.toLocaleString("en-GB"), false],
    ["Added", changes.added.toLocaleString("en-GB"), false],
    ["Removed", changes.removed.toLocaleString("en-GB"), changes.removed * 2 > changes.rowsBefore],
    ["Changed", changes.changed.toLocaleString("en-GB"), false],
  ];

  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950"
    >
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-base font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Check before importing
      </h3>
      <p className="mt-1">
        {preview.fileName} would change {tableName} a lot. Nothing has been imported yet.
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {figures.map(([label, value, alarming]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-xs font-medium uppercase tracking-wide text-red-900/80">{label}</dt>
            <dd className={`text-lg font-bold tabular-nums ${alarming ? "text-red-700" : "text-ink"}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {changes.emptiedColumns.length > 0 && (
        <p className="mt-3">
          <strong>{countOf(changes.emptiedColumns.length, "column")} would be empty in every row:</strong>{" "}
          {changes.emptiedColumns.map((column, i) => (
            <span key={column}>
              {i > 0 && ", "}
              <code className="font-mono">{column}</code>
            </span>
          ))}
        </p>
      )}
      {preview.warnings.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {preview.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      <p className="mt-3">The current table is kept as the previous version, so it can be restored afterwards.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className={buttonClasses({ className: "bg-red-700 hover:bg-red-800" })}
        >
          Confirm import
        </button>
        <button type="button" disabled={busy} onClick={onCancel} className={buttonClasses({ variant: "outline" })}>
          Cancel
        </button>
      </div>
    </section>
  );
}
