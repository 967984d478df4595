/** The look of the desk's text fields: its filters, the customer-data search and the request forms. */
export const deskFieldClasses =
  "mt-1 block w-full rounded-lg border border-line-strong bg-white px-3 py-2 text-sm text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none";

export interface DeskFormOutcome {
  ok: boolean;
  text: string;
}

/** What a desk form's last submit did: announced politely when it worked, at once when it did not. */
export function DeskFormMessage({ message }: { message: DeskFormOutcome | null }) {
  if (!message) return null;
  return (
    <p
      role={message.ok ? "status" : "alert"}
      className={message.ok ? "text-sm text-green-800" : "text-sm text-red-800"}
    >
      {message.text}
    </p>
  );
}
