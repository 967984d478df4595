// Small pieces of the branch pages. They are written here rather than taken from components/ui because
// everything in components/ui is bundled into the ui-kit chunk that every page loads (vite.config.ts): the
// branch pages must not add weight to other pages.

/** The branch type ('Hire Centre', 'Trade Counter'...) as a small label. */
export function BranchType({ type, className = "" }: { type: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-md bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand ${className}`}
    >
      {type}
    </span>
  );
}

/** A pulsing placeholder block while a branch page loads. */
export function Placeholder({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-line/70 ${className}`} />;
}
