import { RotateCw, Trash2 } from "lucide-react";
import type { WebhookDeliverySummary, WebhookEndpointSummary } from "../../../core/webhook-events.js";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import {
  ActionCell,
  LabelledCell,
  ResponsiveRow,
  ResponsiveTableHead,
  responsiveTable,
} from "~/components/ui/responsive-table";

// One webhook endpoint on the admin page: its events, whether it is failing, and its recent deliveries with a resend
// button each (docs/decisions/webhooks.md I15, I17).

const STATUS_LABELS: Record<WebhookDeliverySummary["status"], string> = {
  pending: "Waiting",
  delivered: "Delivered",
  failed: "Failed",
};

const STATUS_CLASSES: Record<WebhookDeliverySummary["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  delivered: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "short", timeStyle: "medium", timeZone: "Europe/London" });

/** The endpoint's last answer: its HTTP status, or what went wrong without one. */
function answerOf(delivery: WebhookDeliverySummary): string {
  if (delivery.lastStatusCode !== null) return String(delivery.lastStatusCode);
  return delivery.lastError ?? "—";
}

export function WebhookEndpointCard({
  endpoint,
  busy,
  onResend,
  onRemove,
}: {
  endpoint: WebhookEndpointSummary;
  busy: boolean;
  onResend: (delivery: WebhookDeliverySummary) => void;
  onRemove: () => void;
}) {
  const headingId = `webhook-${endpoint.id}`;
  return (
    <section aria-labelledby={headingId} className={cardClasses({ className: "overflow-hidden" })}>
      <div className="flex flex-col gap-3 border-b border-line p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <div className="min-w-0">
          <h3 id={headingId} className="font-mono text-sm font-bold break-all text-ink">
            {endpoint.url}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{endpoint.events.join(", ")}</p>
          {endpoint.failingSince && (
            <p className="mt-2 inline-block rounded-md bg-red-100 px-2 py-1 text-sm font-semibold text-red-900">
              Failing since {when(endpoint.failingSince)}
            </p>
          )}
        </div>
        <button
          type="button"
          disabled={busy}
          onClick={onRemove}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove<span className="sr-only"> {endpoint.url}</span>
        </button>
      </div>
      {endpoint.recentDeliveries.length === 0 ? (
        <p className="p-4 text-sm text-ink-muted sm:p-5">Nothing sent yet.</p>
      ) : (
        // Rows become cards below 768 px, so a phone reads each delivery without scrolling sideways.
        <div className="overflow-x-auto max-md:p-4">
          <table className={responsiveTable.table}>
            <caption className="sr-only">Recent deliveries to {endpoint.url}</caption>
            <ResponsiveTableHead
              columns={[
                { label: "Event" },
                { label: "Request" },
                { label: "Status" },
                { label: "Attempts", className: "text-right" },
                { label: "Answer" },
                { label: "Queued" },
                { label: <span className="sr-only">Resend</span> },
              ]}
            />
            <tbody className={responsiveTable.tbody}>
              {endpoint.recentDeliveries.map((delivery) => (
                <ResponsiveRow key={delivery.id}>
                  <LabelledCell label="Event" className="font-mono text-xs break-all">
                    {delivery.type}
                  </LabelledCell>
                  <LabelledCell label="Request" className="whitespace-nowrap">
                    {delivery.referenceNumber ?? "—"}
                  </LabelledCell>
                  <LabelledCell label="Status">
                    <span className={`rounded-md px-2 py-0.5 font-semibold ${STATUS_CLASSES[delivery.status]}`}>
                      {STATUS_LABELS[delivery.status]}
                    </span>
                  </LabelledCell>
                  <LabelledCell label="Attempts" className="text-right">
                    {delivery.attempts}
                  </LabelledCell>
                  <LabelledCell label="Answer" className="break-words">
                    {answerOf(delivery)}
                  </LabelledCell>
                  <LabelledCell label="Queued" className="whitespace-nowrap">
                    {when(delivery.createdAt)}
                  </LabelledCell>
                  <ActionCell>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => onResend(delivery)}
                      className={buttonClasses({ variant: "outline", size: "sm", className: "max-md:w-full" })}
                    >
                      <RotateCw aria-hidden="true" className="size-4" />
                      Resend
                      <span className="sr-only">
                        {" "}
                        {delivery.type} {delivery.referenceNumber ?? ""}
                      </span>
                    </button>
                  </ActionCell>
                </ResponsiveRow>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
