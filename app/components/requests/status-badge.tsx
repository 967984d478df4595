import { REQUEST_STATUS_LABELS, type RequestStatus } from "../../../core/hire-request-status.js";
import { cx } from "~/components/ui/cx";

const tones: Record<RequestStatus, string> = {
  received: "bg-sky-100 text-sky-900 ring-sky-300",
  contacted: "bg-amber-100 text-amber-950 ring-amber-300",
  confirmed: "bg-green-100 text-green-900 ring-green-300",
  declined: "bg-red-100 text-red-900 ring-red-300",
  completed: "bg-slate-200 text-slate-900 ring-slate-300",
  cancelled: "bg-purple-100 text-purple-900 ring-purple-300",
};

export function RequestStatusBadge({ status, className }: { status: RequestStatus; className?: string }) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset",
        tones[status],
        className,
      )}
    >
      {REQUEST_STATUS_LABELS[status]}
    </span>
  );
}
