/** A pulsing placeholder block while a branch page loads. */
export function Placeholder({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-line/70 ${className}`} />;
}
