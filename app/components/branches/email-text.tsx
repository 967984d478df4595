/**
 * An e-mail address that wraps, when it must, before its '@' rather than inside a word ('leeds-holbeck' /
 * '@kestrelhire.co.uk', not '@ke' / 'strelhire'); only an address too long for the line breaks elsewhere.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
