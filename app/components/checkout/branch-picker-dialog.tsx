import { MapPin, Phone, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { distanceText } from "../../../core/distance-text.js";
import { postcodeWord } from "../../../core/postcode-words.js";
import { site } from "../../../core/site.js";
import { useBranchSearch, type BranchResult } from "~/lib/mylist/lookups";
import { useEircodeNote } from "~/lib/use-eircode-note";
import { useBranchStock, type StockLine } from "~/lib/mylist/branch-data";
import { BranchStockLine } from "~/components/checkout/branch-stock-line";
import { Button } from "~/components/ui/on-demand/button";
import { cx } from "~/components/ui/cx";
import { Dialog } from "~/components/ui/on-demand/dialog";
import { inputClasses } from "~/components/ui/on-demand/field";
import { OpeningHours } from "~/components/checkout/opening-hours";

/**
 * 'Select Collection Branch' (docs/product.md "MyList and checkout"): search by postcode or town; with the customer's
 * postcode the nearest branch (first with a distance, docs/decisions/branches.md G3) is preselected, unless the stock
 * export says another in the list usually has the items and it does not (G9). The list scrolls at a fixed height.
 */
export function BranchPickerDialog({
  customerPostcode,
  lines,
  judgedByHireItems = false,
  current,
  onSelect,
  onClose,
}: {
  customerPostcode: string;
  /** MyList's items, for what each branch usually has. */
  lines: readonly StockLine[];
  /** The lines are the list's Hire lines alone (U16): the picker says its stock words are about them. */
  judgedByHireItems?: boolean;
  current: BranchResult | null;
  onSelect: (branch: BranchResult) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(customerPostcode);
  const [query, setQuery] = useState(customerPostcode);
  const [pickedId, setChosenId] = useState<number | null>(current?.id ?? null);
  const search = useBranchSearch(query);
  const results = search.data ?? [];
  const stock = useBranchStock(
    lines,
    results.map((branch) => branch.id),
  );
  const statusOf = (id: number) => stock.data?.statuses?.find((entry) => entry.branchId === id)?.status ?? null;
  // Searching the customer's own postcode preselects the nearest branch that usually has the items, else the nearest,
  // until another is picked (G9); nothing is preselected while the stock is being asked.
  const suggested = results.find((branch) => branch.id === stock.data?.suggestedBranchId);
  const preselected =
    customerPostcode && query === customerPostcode && !stock.isLoading
      ? (suggested ?? results.find((branch) => branch.distance != null) ?? results[0])
      : undefined;
  const chosenId = pickedId ?? preselected?.id ?? null;
  const suggestedFurther = preselected !== undefined && preselected === suggested && preselected !== results[0];

  // A preselected branch further down the list is scrolled into view, so the customer sees what was chosen.
  useEffect(() => {
    if (suggestedFurther)
      document.getElementById(`branch-option-${preselected.id}`)?.scrollIntoView({ block: "nearest" });
  }, [suggestedFurther, preselected]);

  // An Eircode's distances are its district's, and an unknown routing key is named (docs/decisions/branches.md L12).
  const eircodeNote = useEircodeNote(query);
  const searchLabel = `${site.postcodes.label} or town`;
  const chosen = results.find((branch) => branch.id === chosenId) ?? (current?.id === chosenId ? current : null);

  return (
    <Dialog
      open
      nested
      size="md"
      testId="branch-picker-dialog"
      onOpenChange={(open) => !open && onClose()}
      title="Select Collection Branch"
      description={`Search by ${postcodeWord} or town and choose where you will collect your equipment.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="primary" disabled={!chosen} onClick={() => chosen && onSelect(chosen)}>
            Select This Branch
          </Button>
        </>
      }
    >
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(text.trim());
        }}
      >
        <label htmlFor="branch-search" className="sr-only">
          {searchLabel}
        </label>
        <input
          id="branch-search"
          type="search"
          className={inputClasses(false)}
          placeholder={searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary" aria-label="Search branches">
          <Search aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Search</span>
        </Button>
      </form>

      <div className="mt-3" aria-live="polite">
        {search.isFetching ? (
          <p role="status" className="py-6 text-center text-sm text-ink-muted">
            Searching locations...
          </p>
        ) : eircodeNote?.kind === "unknown-key" ? (
          <p className="py-6 text-center text-sm text-ink-muted">{eircodeNote.text}</p>
        ) : query && results.length === 0 ? (
          <p className="py-6 text-center text-sm text-ink-muted">No locations found</p>
        ) : null}
      </div>

      {!search.isFetching && results.length > 0 && (
        <fieldset>
          <legend className="sr-only">Branches near {query}</legend>
          {eircodeNote?.kind === "district" && <p className="mb-2 text-xs text-ink-muted">{eircodeNote.text}</p>}
          {judgedByHireItems && stock.data?.statuses && (
            <p className="mb-2 text-xs text-ink-muted" data-testid="stock-judged-by">
              Availability is for your hire items; the branch confirms the items you are buying.
            </p>
          )}
          {suggestedFurther && !pickedId && (
            <p className="mb-2 text-sm text-ink-muted" data-testid="stock-preselected">
              {preselected.name} is chosen: the nearest branch that usually has your items.
            </p>
          )}
          <ul className="max-h-[min(24rem,50dvh)] space-y-2 overflow-y-auto overscroll-contain pr-1">
            {results.map((branch) => (
              <li key={branch.id} id={`branch-option-${branch.id}`}>
                <label
                  className={cx(
                    "flex cursor-pointer gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand",
                    chosenId === branch.id ? "border-brand bg-brand-soft" : "border-line hover:border-line-strong",
                  )}
                >
                  <input
                    type="radio"
                    name="collection-branch"
                    className="mt-1 size-4 shrink-0 accent-[var(--brand)]"
                    checked={chosenId === branch.id}
                    onChange={() => setChosenId(branch.id)}
                  />
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span data-testid="branch-name" className="font-bold text-ink">
                        {branch.name}
                      </span>
                      {branch.distance != null && (
                        <span className="font-semibold text-brand tabular-nums">{distanceText(branch.distance)}</span>
                      )}
                    </span>
                    <span className="mt-1 flex items-start gap-1.5 text-ink-muted">
                      <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                      <span>
                        {branch.fullAddress}, {branch.postcode}
                      </span>
                    </span>
                    {branch.phone && (
                      <span className="mt-0.5 flex items-center gap-1.5 text-ink-muted tabular-nums">
                        <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                        {branch.phone}
                      </span>
                    )}
                    <BranchStockLine status={statusOf(branch.id)} branchName={branch.name} />
                    <OpeningHours text={branch.openingHours} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </Dialog>
  );
}
