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
