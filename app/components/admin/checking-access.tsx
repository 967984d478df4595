/** The spinner shown while the admin check runs (server render and first paint too). */
export function CheckingAccess() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-ink-muted">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-line border-t-brand motion-reduce:animate-none"
      />
      <span>Checking access...</span>
    </div>
  );
}
