import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";
import { apiError } from "~/lib/api-client";

/** Adds an internal note (POST /api/admin/requests/{ref}/notes): kept at the branch, never sent to the customer. */
export function RequestNoteForm({ reference }: { reference: string }) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const revalidator = useRevalidator();
  const textId = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setMessage({ ok: false, text: "Write the note first." });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const response = await fetch(`/api/admin/requests/${reference}/notes`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text }),
      });
      if (!response.ok) {
        const { answer } = await apiError(response);
        setMessage({ ok: false, text: answer?.error ?? `The note was not saved (${response.status}).` });
        return;
      }
      setMessage({ ok: true, text: "Note saved to the request's history." });
      setText("");
      await revalidator.revalidate();
    } catch {
      setMessage({ ok: false, text: "The note was not saved: check the connection and try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <div>
        <label htmlFor={textId} className="text-sm font-semibold text-ink">
          Note for the branch
        </label>
        <textarea
          id={textId}
          name="text"
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-line-strong px-3 py-2 text-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
        />
        <p className="mt-1 text-xs text-ink-muted">
          Kept with the request and never sent to the customer; erased with their details.
        </p>
      </div>
      <button type="submit" disabled={busy} className={buttonClasses({ variant: "outline" })}>
        {busy ? "Saving…" : "Add note"}
      </button>
      {message && (
        <p
          role={message.ok ? "status" : "alert"}
          className={message.ok ? "text-sm text-green-800" : "text-sm text-red-800"}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
