import { lazy, Suspense, useState } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";

// The confirmation step loads when the customer first asks to cancel, not with the page (docs/decisions/mylist.md D16).
const CancelConfirm = lazy(() => import("~/components/requests/cancel-confirm"));

/** The customer's own cancellation on the tracking page, shown while the branch has not confirmed the request. */
export function CancelRequest({ referenceNumber, token }: { referenceNumber: string; token: string }) {
  const [asking, setAsking] = useState(false);
  return (
    <section
      aria-labelledby="cancel-heading"
      className={cardClasses({ className: "mt-6 p-5 sm:p-6 print:hidden" })}
      data-testid="cancel-request"
    >
      <h2 id="cancel-heading" className="text-lg font-bold text-ink">
        No longer need it?
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        You can cancel this request until the branch confirms it. The branch is told straight away.
      </p>
      {asking ? (
        <Suspense fallback={<p className="mt-4 text-sm text-ink-muted">Loading…</p>}>
          <CancelConfirm referenceNumber={referenceNumber} token={token} onKeep={() => setAsking(false)} />
        </Suspense>
      ) : (
        <button
          type="button"
          className={buttonClasses({ variant: "outline", className: "mt-4" })}
          onClick={() => setAsking(true)}
        >
          Cancel this request
        </button>
      )}
    </section>
  );
}
