import { useState } from "react";
import { buttonClasses } from "~/components/ui/button-classes";

/** The request's private link in a read-only field, with 'Copy link' once the page's script runs. */
export function TrackingLink({ href }: { href: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <label className="sr-only" htmlFor="tracking-link">
        Private tracking link
      </label>
      <input
        id="tracking-link"
        readOnly
        value={href}
        onFocus={(event) => event.currentTarget.select()}
        className="min-w-0 flex-1 rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm text-ink"
      />
      <button type="button" onClick={copy} className={buttonClasses({ variant: "outline", size: "sm" })}>
        <span aria-live="polite">{copied ? "Copied" : "Copy link"}</span>
      </button>
    </div>
  );
}
