import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { apiError } from "~/lib/api-client";
import { buttonClasses } from "~/components/ui/button-classes";

/**
 * The confirmation step of a customer's cancellation (docs/decisions/mylist.md D16): the server decides, and the page
 * reloads its data to show the request as cancelled.
 */
export default function CancelConfirm({
  referenceNumber,
  token,
  onKeep,
}: {
  referenceNumber: string;
  token: string;
  onKeep: () => void;
}) {
  const question = useRef<HTMLParagraphElement>(null);
  const revalidator = useRevalidator();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => question.current?.focus(), []);

  async function cancel() {
    setSending(true);
    setError(null);
    const response = await fetch(`/api/requests/${encodeURIComponent(referenceNumber)}/cancel`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ t: token }),
    }).catch(() => null);
    if (response?.ok) {
      await revalidator.revalidate();
      return;
    }
    setSending(false);
    setError(
      response
        ? (await apiError(response)).reason
        : "The request could not be cancelled: check your connection and try again.",
    );
  }

  return (
    <div
      className="mt-4 rounded-lg border border-red-700/40 bg-red-50 p-4"
      role="group"
      aria-labelledby="cancel-question"
    >
      <p id="cancel-question" ref={question} tabIndex={-1} className="font-semibold text-ink outline-none">
        Cancel request {referenceNumber}? This cannot be undone: to hire these items later, send a new request.
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={sending}
          onClick={cancel}
          className={buttonClasses({ className: "bg-red-700 hover:bg-red-800" })}
        >
          {sending ? "Cancelling…" : "Yes, cancel my request"}
        </button>
        <button type="button" disabled={sending} onClick={onKeep} className={buttonClasses({ variant: "outline" })}>
          Keep my request
        </button>
      </div>
    </div>
  );
}
