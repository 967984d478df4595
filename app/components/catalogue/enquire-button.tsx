import { MyListActionButton } from "~/components/catalogue/mylist-action-button";
import type { SpecialSummary } from "../../../core/catalogue-types.js";

/** '+enquire' on a special: the special-request form when flagged enquire, else the add-to-MyList flow (B4). */
export function EnquireButton({
  special,
  source,
  className,
}: {
  special: SpecialSummary;
  source: "home" | "quick-hire";
  className?: string;
}) {
  if (!special.equipment) {
    return <p className="inline-flex min-h-11 items-center text-sm font-semibold text-ink-muted">Not available</p>;
  }
  return (
    <MyListActionButton
      className={className}
      label={`+enquire: ${special.name}`}
      intent={{ action: special.enquire ? "enquire" : "add", source, equipment: special.equipment }}
    >
      +enquire
    </MyListActionButton>
  );
}
