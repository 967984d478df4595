import type { ReactNode } from "react";
import { Link } from "react-router";
import { cardClasses } from "~/components/ui/card";
import { countOf } from "../../../core/plural.js";
import { BranchTable, type BrowseBranch } from "~/components/branches/branch-table";
import { JUMP_LIST_ID, RegionJumpList } from "~/components/branches/region-jump-list";

export interface BranchGroup {
  id: string;
  nation: string;
  region: string | null;
  branches: BrowseBranch[];
}

const labelOf = (group: BranchGroup) => group.region ?? (group.nation === "Other" ? "Elsewhere" : group.nation);
const count = (n: number) => countOf(n, "branch", "branches");

function Group({ group, level }: { group: BranchGroup; level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`${group.id}-heading`} id={group.id} className="scroll-mt-24">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <Heading
          id={`${group.id}-heading`}
          className={level === 2 ? "text-2xl font-bold text-ink" : "text-xl font-bold text-ink"}
        >
          {labelOf(group)}
          <span className="ml-2 text-base font-medium text-ink-muted">{count(group.branches.length)}</span>
        </Heading>
        <a href={`#${JUMP_LIST_ID}`} className="shrink-0 text-sm font-semibold text-brand">
          Back to regions
        </a>
      </div>
      <BranchTable branches={group.branches} caption={`Branches in ${labelOf(group)}, sorted by name`} />
    </section>
  );
}

/**
 * The branches by nation and, in England, by region, under a jump list (docs/decisions/branches.md L10); with a
 * filter, how many match, and a way out when none do.
 */
export function BranchGroups({
  groups,
  query,
  total,
  filter,
}: {
  groups: BranchGroup[];
  query: string;
  total: number;
  /** The filter form, shown with the count and the jump list in one panel. */
  filter: ReactNode;
}) {
  const shown = groups.reduce((sum, group) => sum + group.branches.length, 0);
  const english = groups.filter((group) => group.region !== null);
  const others = groups.filter((group) => group.region === null);
  return (
    <div className="flex flex-col gap-10">
      <div className={cardClasses({ className: "flex flex-col gap-5 p-5 md:p-6" })}>
        {filter}
        <p aria-live="polite" className="font-semibold text-ink-muted">
          {query ? `${count(shown)} of ${total} match "${query}"` : `${count(total)}, grouped by region`}
        </p>
        {shown > 0 && (
          <RegionJumpList
            targets={groups.map((group) => ({ id: group.id, label: labelOf(group), count: group.branches.length }))}
          />
        )}
      </div>
      {shown === 0 ? (
        <div className="rounded-xl border border-dashed border-line-strong bg-surface-muted px-6 py-10 text-center">
          <p className="text-lg font-semibold text-ink">No branches match &quot;{query}&quot;</p>
          <p className="mt-2 text-ink-muted">
            Try a town, a branch name or the start of a postcode, or{" "}
            <Link to="/locations" className="font-semibold text-brand underline">
              find the nearest branch to you
            </Link>
            .
          </p>
        </div>
      ) : (
        <>
          {english.length > 0 && (
            <section aria-labelledby="england-heading" className="flex flex-col gap-6">
              <h2 id="england-heading" className="text-2xl font-bold text-ink">
                England
              </h2>
              {english.map((group) => (
                <Group key={group.id} group={group} level={3} />
              ))}
            </section>
          )}
          {others.map((group) => (
            <Group key={group.id} group={group} level={2} />
          ))}
        </>
      )}
    </div>
  );
}
