export interface JumpTarget {
  id: string;
  label: string;
  count: number;
}

export const JUMP_LIST_ID = "regions";

/** In-page links to each nation and region of the branch list, with how many branches each holds. */
export function RegionJumpList({ targets }: { targets: readonly JumpTarget[] }) {
  return (
    <nav id={JUMP_LIST_ID} aria-labelledby="jump-heading" className="scroll-mt-28">
      <h2 id="jump-heading" className="text-sm font-semibold text-ink-muted">
        Jump to a region
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {targets.map((target) => (
          <li key={target.id}>
            <a
              href={`#${target.id}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink shadow-sm hover:border-brand/50 hover:text-brand"
            >
              {target.label}
              <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs tabular-nums text-ink-muted">
                {target.count}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
