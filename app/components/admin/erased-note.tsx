import { dayDate } from "../../../core/date-format.js";

/**
 * Marks a request whose customer details were erased (retention or an erasure request, docs/decisions/operation.md
 * Z4): the desk shows what was asked for, and says why the customer is missing.
 */
export function ErasedNote({ erasedAt }: { erasedAt: string }) {
  const day = dayDate(erasedAt.slice(0, 10));
  return (
    <p className="mt-4 rounded-lg border border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted">
      The customer&apos;s personal details were erased on {day}, after the retention period or at their request. The
      request is kept for statistics.
    </p>
  );
}
