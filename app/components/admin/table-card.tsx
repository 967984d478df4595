import { useId, useRef } from "react";
import type {
  AdminTable,
  ImportPreview,
  PreviousVersion,
  RestoredVersion,
  UndoPreview,
} from "~/components/admin/admin-tables";
import { ImportPreviewPanel } from "~/components/admin/import-preview";
import { progressCaption } from "~/components/admin/import-progress";
import { RestorePrevious } from "~/components/admin/restore-previous";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";

export interface TableCardState {
  file: File | null;
  progress: number | null;
  error: string | null;
  warnings: string[];
  /** A destructive import waiting for confirmation. */
  preview: ImportPreview | null;
  /** What the last restore from this page put back. */
  restored?: RestoredVersion | null;
  /** Undoing a restore, waiting for confirmation. */
  undo?: UndoPreview | null;
}

/**
 * One importable table: CSV picker, import button, progress, the confirmation of a destructive import, warnings,
 * 'Restore previous version', template and export links.
 */
export function TableCard({
  table,
  state,
  previous,
  busy,
  onChoose,
  onImport,
  onConfirm,
  onCancel,
  onRestore,
  onConfirmUndo,
  onCancelUndo,
}: {
  table: AdminTable;
  state: TableCardState;
  previous: PreviousVersion | undefined;
  /** An import is running (this table or another): everything is disabled. */
  busy: boolean;
  onChoose: (file: File | null) => void;
  onImport: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  onRestore: () => void;
  onConfirmUndo: () => void;
  onCancelUndo: () => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const importing = state.progress !== null;
  const label = importing ? "Importing..." : state.file ? `Import ${table.name}` : "Select CSV File";

  return (
    <section aria-labelledby={`${inputId}-title`} className={cardClasses({ className: "flex flex-col p-5" })}>
      <h2 id={`${inputId}-title`} className="text-lg font-bold text-ink">
        {table.name} <span className="font-mono text-sm font-normal text-ink-muted">{table.key}</span>
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{table.description}</p>

      <label htmlFor={inputId} className="mt-4 block text-sm font-semibold text-ink">
        CSV file for {table.name}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        disabled={busy}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        className="mt-1 block w-full rounded-lg border border-line-strong bg-white text-sm text-ink file:mr-3 file:min-h-10 file:border-0 file:bg-brand-soft file:px-3 file:font-semibold file:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50"
      />
      {state.file && <p className="mt-2 text-sm text-ink">Ready to import: {state.file.name}</p>}

      <button
        type="button"
        disabled={busy || state.preview !== null}
        onClick={() => (state.file ? onImport() : input.current?.click())}
        className={buttonClasses({ className: "mt-4 w-full" })}
      >
        {label}
      </button>

      {importing && (
        <div className="mt-3">
          <progress
            value={state.progress ?? 0}
            max={100}
            aria-label={`Import progress for ${table.name}`}
            className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-brand"
          />
          <p className="mt-1 text-sm text-ink-muted" aria-live="polite">
            {progressCaption(state.progress ?? 0)}
          </p>
        </div>
      )}
      {state.preview && (
        <ImportPreviewPanel
          tableName={table.name}
          preview={state.preview}
          busy={busy}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
      {state.error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {state.error}
        </p>
      )}
      {state.warnings.length > 0 && (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="font-semibold">Imported, with warnings to check:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {state.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}

      <RestorePrevious
        tableName={table.name}
        previous={previous}
        restored={state.restored ?? null}
        undo={state.undo ?? null}
        busy={busy}
        onRestore={onRestore}
        onConfirmUndo={onConfirmUndo}
        onCancelUndo={onCancelUndo}
      />

      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm">
        <a
          href={`/api/admin/import/${table.key}/template`}
          download
          className="font-medium text-brand underline-offset-4 hover:underline"
        >
          CSV template
        </a>
        <a
          href={`/api/admin/export/${table.key}`}
          download
          className="font-medium text-brand underline-offset-4 hover:underline"
        >
          Export current table
        </a>
      </div>
    </section>
  );
}
