import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";
import { DeskFormMessage, deskFieldClasses, type DeskFormOutcome } from "~/components/admin/desk-form-parts";
import { apiError } from "~/lib/api-client";

/** Adds an internal note (POST /api/admin/requests/{ref}/notes): kept at the branch, never sent to the customer. */
export function RequestNoteForm({ reference }: { reference: string }) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DeskFormOutcome | null>(null);
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
          className={deskFieldClasses}
        />
        <p className="mt-1 text-xs text-ink-muted">
          Kept with the request and never sent to the customer; erased with their details.
        </p>
      </div>
      <button type="submit" disabled={busy} className={buttonClasses({ variant: "outline" })}>
        {busy ? "Saving…" : "Add note"}
      </button>
      <DeskFormMessage message={message} />
    </form>
  );
}
