import { useId, useState } from "react";
import { buttonClasses } from "~/components/ui/button-classes";

export interface BranchOption {
  id: number;
  name: string;
}

export const adminFieldClasses =
  "mt-1 block min-h-11 w-full rounded-lg border border-line-strong bg-white px-3 text-sm text-ink focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand";

/**
 * The branches of a branch-staff account: a labelled select and an Add button, and each chosen branch with its own
 * Remove button, so hundreds of branches stay usable from the keyboard (no long list of checkboxes).
 */
export function BranchPicker({
  branches,
  value,
  onChange,
  error,
}: {
  branches: BranchOption[];
  value: number[];
  onChange: (next: number[]) => void;
  error?: string;
}) {
  const id = useId();
  const [choice, setChoice] = useState("");
  const nameOf = (branchId: number) => branches.find((branch) => branch.id === branchId)?.name ?? `Branch ${branchId}`;
  const available = branches.filter((branch) => !value.includes(branch.id));
  const add = () => {
    const branchId = Number(choice);
    if (!choice || value.includes(branchId)) return;
    onChange([...value, branchId]);
    setChoice("");
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">Branches</legend>
      <div className="mt-1 flex gap-2">
        <label htmlFor={`${id}-select`} className="sr-only">
          Branch to add
        </label>
        <select
          id={`${id}-select`}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className={adminFieldClasses}
        >
          <option value="">Choose a branch…</option>
          {available.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={add}
          className={buttonClasses({ variant: "outline", className: "mt-1 shrink-0" })}
        >
          Add branch
        </button>
      </div>
      {value.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No branches yet: branch staff need at least one.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Chosen branches">
          {value.map((branchId) => (
            <li
              key={branchId}
              className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-muted py-1 pr-1 pl-3 text-sm text-ink"
            >
              {nameOf(branchId)}
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== branchId))}
                aria-label={`Remove ${nameOf(branchId)}`}
                className="grid size-7 place-items-center rounded-full text-ink-muted hover:bg-white hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
