/** A quiet card for an empty list. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-line-strong bg-surface-muted px-6 py-10 text-center text-ink-muted">
      {children}
    </p>
  );
}
