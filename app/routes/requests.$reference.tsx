import { data, Link, useLocation } from "react-router";
import { CUSTOMER_CANCELLABLE, REQUEST_STATUS_LABELS, type RequestStatus } from "../../core/hire-request-status.js";
import { site } from "../../core/site.js";
import { requestSent } from "~/content/request-sent";
import { CancelRequest } from "~/components/requests/cancel-request";
import { EstimateTable } from "~/components/requests/estimate-table";
import { RequestStatusBadge } from "~/components/requests/status-badge";
import { TrackingLink } from "~/components/requests/tracking-link";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { cx } from "~/components/ui/cx";
import { Icon } from "~/components/ui/icon";
import { metaFromLoader } from "~/lib/route-meta";
import { useHydrated } from "~/lib/use-hydrated";
import { seoMeta } from "~/lib/seo.server";
import { londonDateTime } from "../../core/date-format.js";
import type { Route } from "./+types/requests.$reference";
import { deskOf, branchFinderOf, publicUrlOf } from "../../server/context.js";
import { branchVisit } from "./branch-visit.server";
import { BranchVisitCard } from "~/components/requests/branch-visit-card";
import { phoneHref } from "~/components/branches/maps-links";

// A customer's private tracking page (docs/decisions/mylist.md D3): never cached, never indexed, and one 404 for any wrong
// part of the link.

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const tracked = await deskOf(context).track(params.reference, token);
  const page = (title: string) =>
    seoMeta({ title, description: "The status of your hire request.", path: "/requests", noindex: true }, publicUrl);
  if (!tracked) return data({ found: false as const, meta: page("Request not found") }, { status: 404 });
  return {
    found: true as const,
    meta: page(`Your request ${tracked.referenceNumber}`),
    token,
    pdfHref: `/api/requests/${tracked.referenceNumber}/estimate.pdf?t=${encodeURIComponent(token)}`,
    trackingLink: `${publicUrl}/requests/${tracked.referenceNumber}?t=${encodeURIComponent(token)}`,
    branchPhoneHref: tracked.estimate.branch ? phoneHref(tracked.estimate.branch.phone) : null,
    visit: branchVisit(tracked, tracked.branchId === null ? undefined : branchFinderOf(context).byId(tracked.branchId)),
    request: {
      ...tracked,
      receivedAt: londonDateTime(tracked.receivedAt),
      history: tracked.history.map((change) => ({ ...change, at: londonDateTime(change.at) })),
    },
  };
}

export const meta = metaFromLoader;

const STEPS: RequestStatus[] = ["received", "contacted", "confirmed", "completed"];

/** A request that ended before completion (declined by the branch, cancelled by the customer) shows where it ended. */
const ENDED: readonly RequestStatus[] = ["declined", "cancelled"];

function Progress({ status }: { status: RequestStatus }) {
  const ended = ENDED.includes(status);
  const steps = ended ? (["received", status] as RequestStatus[]) : STEPS;
  const reached = steps.indexOf(status);
  return (
    <ol className="grid grid-cols-2 gap-2 sm:flex sm:gap-0" aria-label="Progress">
      {steps.map((step, index) => {
        const done = index <= reached;
        return (
          <li key={step} className="flex flex-1 items-center gap-2 sm:flex-col sm:items-start">
            <span
              className={cx(
                "h-1.5 w-8 rounded-full sm:w-full",
                done ? (ended && step === status ? "bg-red-700" : "bg-brand") : "bg-line",
              )}
              aria-hidden="true"
            />
            <span className={cx("text-sm", done ? "font-semibold text-ink" : "text-ink-muted")}>
              {REQUEST_STATUS_LABELS[step]}
              {index === reached && <span className="sr-only"> (current status)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export default function TrackRequest({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <Container className="py-16">
        <div className={cardClasses({ className: "mx-auto max-w-lg p-8 text-center" })}>
          <h1 className="text-2xl font-bold tracking-tight text-ink">Request not found</h1>
          <p className="mt-3 text-ink-muted">
            This tracking link is not valid. Open the link in your confirmation e-mail again, or call us on{" "}
            <a className="font-semibold text-brand underline" href={site.phoneHref}>
              {site.phone}
            </a>{" "}
            with your reference number.
          </p>
          <Link to="/" className={buttonClasses({ variant: "outline", className: "mt-6" })}>
            Back to the home page
          </Link>
        </div>
      </Container>
    );
  }
  const { request, pdfHref, trackingLink, token, visit, branchPhoneHref } = loaderData;
  const { estimate } = request;
  return (
    <div className="bg-surface-muted print:bg-white">
      <Container className="py-8 sm:py-12 print:px-0 print:py-0">
        <JustSent />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">
              {request.kind === "hire" ? "Hire request" : "Special request"}
            </p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">
              Your request <span className="whitespace-nowrap">{request.referenceNumber}</span>
            </h1>
            <p className="mt-1 text-ink-muted">Received {request.receivedAt}</p>
          </div>
          <a
            href={pdfHref}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses({ variant: "primary", className: "print:hidden" })}
          >
            Print or save as PDF
          </a>
        </div>

        <section
          aria-labelledby="status-heading"
          className={cardClasses({ className: "mt-6 p-5 sm:p-6 print:border-0 print:p-0 print:shadow-none" })}
        >
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="status-heading" className="text-lg font-bold text-ink">
              Status
            </h2>
            <RequestStatusBadge status={request.status} />
          </div>
          <p className="mt-2 text-ink">{request.meaning}</p>
          {request.agreed.length > 0 && (
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="agreed-terms">
              {request.agreed.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-ink-muted">{label}</dt>
                  <dd className="font-semibold text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className="mt-5">
            <Progress status={request.status} />
          </div>
          <h3 className="mt-6 text-sm font-bold tracking-wide text-ink-muted uppercase">History</h3>
          <ol className="mt-2 space-y-3 border-l-2 border-line pl-4">
            {request.history.map((change, index) => (
              <li key={index}>
                <p className="text-sm">
                  <span className="font-semibold text-ink">{change.label}</span>{" "}
                  <span className="text-ink-muted">· {change.at}</span>
                </p>
                {change.note && <p className="mt-1 text-sm whitespace-pre-line text-ink">{change.note}</p>}
              </li>
            ))}
          </ol>
        </section>

        {request.status === "received" && (
          <NextSteps branch={estimate.branch?.name ?? "Your branch"} delivery={request.deliveryMethod === "delivery"} />
        )}
        {visit && <BranchVisitCard visit={visit} />}

        {CUSTOMER_CANCELLABLE.includes(request.status) && (
          <CancelRequest referenceNumber={request.referenceNumber} token={token} />
        )}

        <section
          aria-labelledby="estimate-heading"
          className={cardClasses({ className: "mt-6 p-5 sm:p-6 print:border-0 print:p-0 print:shadow-none" })}
        >
          <h2 id="estimate-heading" className="text-lg font-bold text-ink">
            {request.kind === "hire" ? "Your estimate" : "What you asked for"}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {estimate.dates && (
              <div>
                <dt className="text-ink-muted">{estimate.dates[0]}</dt>
                <dd className="font-semibold text-ink">{estimate.dates[1]}</dd>
              </div>
            )}
            {estimate.branch && (
              <div>
                <dt className="text-ink-muted">Your branch</dt>
                <dd className="font-semibold text-ink">
                  {estimate.branch.name},{" "}
                  <a className="text-brand underline" href={branchPhoneHref ?? undefined}>
                    {estimate.branch.phone}
                  </a>
                </dd>
                <dd className="text-ink-muted">{estimate.branch.address}</dd>
              </div>
            )}
            {request.deliveryMethod && (
              <div>
                <dt className="text-ink-muted">Collection or delivery</dt>
                <dd className="font-semibold text-ink" data-testid="delivery-choice">
                  {request.deliveryMethod === "collection" && estimate.branch
                    ? `${requestSent.collection} ${estimate.branch.name}`
                    : (request.deliveryEstimate ?? requestSent.delivery)}
                </dd>
              </div>
            )}
          </dl>
          <div className="mt-5">
            <EstimateTable estimate={estimate} />
          </div>
        </section>

        <section aria-labelledby="link-heading" className={cardClasses({ className: "mt-6 p-5 sm:p-6 print:hidden" })}>
          <h2 id="link-heading" className="text-lg font-bold text-ink">
            {requestSent.linkHeading}
          </h2>
          <p className="mt-1 mb-3 text-sm text-ink-muted">{requestSent.linkText}</p>
          <TrackingLink href={trackingLink} />
        </section>
        <p className="mt-6 hidden text-xs text-ink-muted print:block">
          {site.legalName} · {site.phone} · {site.email}
        </p>
      </Container>
    </div>
  );
}

/** The confirmation after checkout (docs/decisions/mylist.md R10): MyList's checkout arrives here with `justSent`. */
function JustSent() {
  const state: unknown = useLocation().state;
  // After hydration only: a reload keeps the history entry's state, which the server never sees.
  const hydrated = useHydrated();
  const justSent =
    hydrated && typeof state === "object" && state !== null && "justSent" in state && state.justSent === true;
  if (!justSent) return null;
  return (
    <div
      role="status"
      data-testid="request-sent"
      className="mb-6 flex items-start gap-3 rounded-xl border border-green-700/30 bg-green-50 p-4 text-ink print:hidden"
    >
      <Icon name="badge-check" className="mt-0.5 size-6 shrink-0 text-green-700" />
      <div>
        <p className="font-bold">{requestSent.banner}</p>
        <p className="mt-1 text-sm">{requestSent.bannerText}</p>
      </div>
    </div>
  );
}

function NextSteps({ branch, delivery }: { branch: string; delivery: boolean }) {
  const { steps } = requestSent;
  const items = [
    ["Now", steps.now],
    ["Next", (delivery ? steps.nextDelivery : steps.next).replace("{branch}", branch)],
    ["Then", steps.then],
  ];
  return (
    <section
      aria-labelledby="next-heading"
      className={cardClasses({ className: "mt-6 p-5 sm:p-6 print:border-0 print:p-0 print:shadow-none" })}
    >
      <h2 id="next-heading" className="text-lg font-bold text-ink">
        {requestSent.nextHeading}
      </h2>
      <ol className="mt-3 space-y-3">
        {items.map(([when, text], index) => (
          <li key={when} className="flex gap-3 text-sm text-ink">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-soft text-xs font-bold text-brand">
              {index + 1}
            </span>
            <p className="pt-1">
              <span className="font-semibold">{when}: </span>
              {text}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
