import { adminFieldClasses } from "~/components/admin/branch-picker";

/** The look of the desk forms' text fields: the admin fields' look, with room for lines of text. */
export const deskFieldClasses = `${adminFieldClasses} py-2`;

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
