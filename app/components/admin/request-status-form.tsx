import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { REQUEST_STATUS_LABELS, type RequestStatus } from "../../../core/hire-request-status.js";
import { buttonClasses } from "~/components/ui/button-classes";
import { DeskFormMessage, deskFieldClasses, type DeskFormOutcome } from "~/components/admin/desk-form-parts";
import { apiError } from "~/lib/api-client";

/** Moves a request on (POST /api/admin/requests/{ref}/status); the customer is e-mailed the status and the note. */
export function RequestStatusForm({
  reference,
  next,
  erased,
  deliveryMethod,
}: {
  reference: string;
  next: RequestStatus[];
  erased: boolean;
  deliveryMethod: "collection" | "delivery" | null;
}) {
  const [status, setStatus] = useState<RequestStatus | "">("");
  const [note, setNote] = useState("");
  const [price, setPrice] = useState("");
  const [time, setTime] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DeskFormOutcome | null>(null);
  const revalidator = useRevalidator();
  const noteId = useId();
  const priceId = useId();
  const timeId = useId();

  if (erased) {
    return (
      <p className="text-sm text-ink-muted">
        This request&apos;s personal details were erased: it is read-only and its status cannot change.
      </p>
    );
  }
  if (next.length === 0) {
    return <p className="text-sm text-ink-muted">This request is closed: its status cannot change any more.</p>;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!status) {
      setMessage({ ok: false, text: "Choose the new status first." });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const response = await fetch(`/api/admin/requests/${reference}/status`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        // The agreed price and time go with a confirmation only (docs/decisions/mylist.md D11).
        body: JSON.stringify({
          status,
          note,
          ...(status === "confirmed" && price.trim() ? { confirmedPrice: price.trim() } : {}),
          ...(status === "confirmed" && time ? { confirmedFor: time } : {}),
        }),
      });
      if (!response.ok) {
        const { answer } = await apiError(response);
        setMessage({ ok: false, text: answer?.error ?? `The status was not changed (${response.status}).` });
        return;
      }
      setMessage({
        ok: true,
        text: `Status changed to ${REQUEST_STATUS_LABELS[status]}; the customer has been e-mailed.`,
      });
      setStatus("");
      setNote("");
      setPrice("");
      setTime("");
      await revalidator.revalidate();
    } catch {
      setMessage({ ok: false, text: "The status was not changed: check the connection and try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-semibold text-ink">New status</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {next.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-line-strong px-3 py-2 text-sm font-semibold has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:ring-2 has-focus-visible:ring-brand"
            >
              <input
                type="radio"
                name="status"
                value={option}
                checked={status === option}
                onChange={() => setStatus(option)}
                className="accent-brand"
              />
              {REQUEST_STATUS_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {status === "confirmed" && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={priceId} className="text-sm font-semibold text-ink">
              Agreed price, ex VAT (optional)
            </label>
            <input
              id={priceId}
              name="confirmedPrice"
              inputMode="decimal"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              placeholder="120.50"
              className={deskFieldClasses}
            />
          </div>
          <div>
            <label htmlFor={timeId} className="text-sm font-semibold text-ink">
              {deliveryMethod === "delivery"
                ? "Delivery time"
                : deliveryMethod === "collection"
                  ? "Collection time"
                  : "Collection or delivery time"}{" "}
              (optional, UK time)
            </label>
            <input
              id={timeId}
              name="confirmedFor"
              type="datetime-local"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              className={deskFieldClasses}
            />
          </div>
        </div>
      )}
      <div>
        <label htmlFor={noteId} className="text-sm font-semibold text-ink">
          Message to the customer (optional)
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={deskFieldClasses}
        />
        <p className="mt-1 text-xs text-ink-muted">
          Sent by e-mail with the new status and shown on their tracking page.
        </p>
      </div>
      <button type="submit" disabled={busy} className={buttonClasses({ variant: "primary" })}>
        {busy ? "Updating…" : "Update status"}
      </button>
      <DeskFormMessage message={message} />
    </form>
  );
}
