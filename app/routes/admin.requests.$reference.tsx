import { Printer } from "lucide-react";
import { data, Link } from "react-router";
import { ErasedNote } from "~/components/admin/erased-note";
import { AccessDenied } from "~/components/admin/access-denied";
import { RequestNoteForm } from "~/components/admin/request-note-form";
import { RequestStatusForm } from "~/components/admin/request-status-form";
import { EstimateTable } from "~/components/requests/estimate-table";
import { RequestStatusBadge } from "~/components/requests/status-badge";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import { staffOfRequest, signInPath } from "~/routes/admin-session.server";
import { agreedTerms } from "../../core/agreed-terms.js";
import { requestDatesRow } from "../../core/request-dates.js";
import { londonDateTime, longDate } from "../../core/date-format.js";
import type { RequestDetail } from "../../server/services/desk/index.js";
import type { Route } from "./+types/admin.requests.$reference";
import { deskOf, publicUrlOf } from "../../server/context.js";

// One request in full, as recorded at checkout, with its status history and the form that moves it on.

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const meta = (title: string) =>
    seoMeta(
      { title, description: "A hire or special request.", path: `/admin/requests/${params.reference}`, noindex: true },
      publicUrlOf(context),
    );
  const staff = await staffOfRequest(request, context);
  if (!staff) {
    const signIn = signInPath(request);
    return data({ state: "denied" as const, meta: meta("Request desk"), signIn }, { status: 401 });
  }
  // Another branch's request is "not found" for branch staff (docs/decisions/security.md A8).
  const detail = /^(ML|SR)-[A-Z0-9]{4}-[A-Z0-9]{4}$/i.test(params.reference)
    ? await deskOf(context).detail(staff, params.reference)
    : undefined;
  if (!detail) return data({ state: "missing" as const, meta: meta("Request not found") }, { status: 404 });

  const rows: [string, string, string?][] = [];
  if (detail.kind === "hire") {
    const { customer, period, deliveryMethod, branch } = detail.snapshot;
    rows.push(
      ["Name", `${customer.firstName} ${customer.lastName}`],
      ["E-mail", customer.email, `mailto:${customer.email}`],
      ["Telephone", customer.phone, telHref(customer.phone)],
      ["Address", customer.address],
      ["Postcode", `${customer.postcode}${customer.postcodeStatus === "verified" ? "" : " (unverified)"}`],
      ...(customer.accountCode ? ([["Account code", customer.accountCode]] as [string, string][]) : []),
      requestDatesRow(period, detail.snapshot.items),
      [
        "Delivery",
        deliveryMethod === "collection"
          ? `Collection from ${branch.name}`
          : (detail.deliveryEstimate ?? "Delivery to the customer"),
      ],
      ["Branch", `${branch.name} (${branch.chosenBy === "customer" ? "chosen by the customer" : "nearest"})`],
    );
  } else {
    const { customer, fromDate, daysRequired, branch } = detail.snapshot;
    rows.push(
      ["E-mail", customer.email, `mailto:${customer.email}`],
      ["Telephone", customer.telephone, telHref(customer.telephone)],
      ["Postcode", `${customer.postcode}${customer.postcodeStatus === "verified" ? "" : " (unverified)"}`],
      ["From", longDate(fromDate)],
      ["Days required", String(daysRequired)],
      ["Branch", branch.name],
    );
  }
  rows.push(...agreedTerms(detail.confirmedPrice, detail.confirmedFor, detail.deliveryMethod));
  // An erased request's customer rows are empty (docs/decisions/operation.md Z4): the page's note says why instead.
  const erased = new Set(["Name", "E-mail", "Telephone", "Address", "Postcode", "Account code"]);
  return {
    state: "found" as const,
    meta: meta(`Request ${detail.referenceNumber}`),
    request: {
      referenceNumber: detail.referenceNumber,
      kind: detail.kind,
      // Resale items alone are bought, not hired (docs/decisions/mylist.md U14).
      purchase: detail.kind === "hire" && !detail.snapshot.items.some((item) => item.type === "Hire"),
      status: detail.status,
      nextStatuses: detail.nextStatuses,
      hasTrackingLink: detail.hasTrackingLink,
      erasedAt: detail.erasedAt,
      deliveryMethod: detail.deliveryMethod,
      estimate: detail.estimate,
      receivedText: londonDateTime(detail.receivedAt),
      rows: detail.erasedAt ? rows.filter(([label]) => !erased.has(label)) : rows,
      history: timeline(detail),
    },
  };
}

export const meta = metaFromLoader;

/** A telephone number as a tel: link, its digits with a leading + kept. */
const telHref = (phone: string) => `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

/** Status changes and internal notes (docs/decisions/mylist.md D10) in one history, oldest first. */
function timeline(detail: RequestDetail) {
  const entries = [
    ...detail.history.map((change) => ({ ...change, internal: false })),
    ...detail.notes.map((note) => ({
      label: "Internal note",
      note: note.text,
      at: note.at,
      actorEmail: note.authorEmail,
      internal: true,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return entries.map((entry) => ({
    label: entry.label,
    note: entry.note,
    actorEmail: entry.actorEmail,
    internal: entry.internal,
    at: londonDateTime(entry.at),
  }));
}

export default function RequestDetailPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "denied") {
    return <AccessDenied message="Sign in to see this request on the request desk." signInHref={loaderData.signIn} />;
  }
  if (loaderData.state === "missing") {
    return (
      <Container className="py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">Request not found</h1>
        <Link to="/admin/requests" className={buttonClasses({ variant: "outline", className: "mt-6" })}>
          Back to the request desk
        </Link>
      </Container>
    );
  }
  const { request } = loaderData;
  return (
    <>
      <div className="border-b border-line bg-surface-muted">
        <Container className="py-8">
          <Link to="/admin/requests" className="text-sm font-semibold text-brand underline-offset-2 hover:underline">
            ← Request desk
          </Link>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-ink">
              {request.kind === "special" ? "Special request" : request.purchase ? "Purchase request" : "Hire request"}{" "}
              {request.referenceNumber}
            </h1>
            <RequestStatusBadge status={request.status} />
          </div>
          <p className="mt-2 text-ink-muted">
            Received {request.receivedText}
            {request.erasedAt
              ? " · personal details erased"
              : request.hasTrackingLink
                ? " · the customer has a tracking link"
                : " · made before tracking links: the customer has none"}
          </p>
        </Container>
      </div>
      <Container className="grid gap-6 py-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <section aria-labelledby="items-heading" className={cardClasses({ className: "p-5 sm:p-6" })}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="items-heading" className="text-lg font-bold text-ink">
                Items and estimate
              </h2>
              <button
                type="button"
                onClick={() => window.print()}
                className={buttonClasses({ variant: "outline", size: "sm", className: "print:hidden" })}
              >
                <Printer aria-hidden="true" className="size-4" />
                Print
              </button>
            </div>
            <div className="mt-4">
              <EstimateTable estimate={request.estimate} />
            </div>
          </section>
          <section aria-labelledby="customer-heading" className={cardClasses({ className: "p-5 sm:p-6" })}>
            <h2 id="customer-heading" className="text-lg font-bold text-ink">
              {request.purchase ? "Customer and purchase" : "Customer and hire"}
            </h2>
            {request.erasedAt && <ErasedNote erasedAt={request.erasedAt} />}
            <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
              {request.rows.map(([label, value, href]) => (
                <div key={label} className="contents">
                  <dt className="text-ink-muted">{label}</dt>
                  <dd className="font-semibold break-words text-ink">
                    {href && value ? (
                      <a href={href} className="text-brand underline underline-offset-2">
                        {value}
                      </a>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <div className="min-w-0 space-y-6 print:hidden">
          <section aria-labelledby="status-heading" className={cardClasses({ className: "p-5 sm:p-6" })}>
            <h2 id="status-heading" className="text-lg font-bold text-ink">
              Move this request on
            </h2>
            <div className="mt-4">
              <RequestStatusForm
                reference={request.referenceNumber}
                next={request.nextStatuses}
                erased={request.erasedAt !== null}
                deliveryMethod={request.deliveryMethod}
              />
            </div>
          </section>
          {!request.erasedAt && (
            <section aria-labelledby="notes-heading" className={cardClasses({ className: "p-5 sm:p-6" })}>
              <h2 id="notes-heading" className="text-lg font-bold text-ink">
                Internal note
              </h2>
              <div className="mt-4">
                <RequestNoteForm reference={request.referenceNumber} />
              </div>
            </section>
          )}
          <section aria-labelledby="history-heading" className={cardClasses({ className: "p-5 sm:p-6" })}>
            <h2 id="history-heading" className="text-lg font-bold text-ink">
              History
            </h2>
            <ol className="mt-4 space-y-4 border-l-2 border-line pl-4">
              {request.history.map((change, index) => (
                <li key={index}>
                  <p className="text-sm font-semibold text-ink">
                    {change.label}
                    {change.internal && (
                      <span className="ml-2 text-xs font-normal text-ink-muted">not sent to the customer</span>
                    )}
                  </p>
                  <p className="text-xs text-ink-muted">
                    {change.at}
                    {change.actorEmail ? ` · ${change.actorEmail}` : ""}
                  </p>
                  {change.note && <p className="mt-1 text-sm whitespace-pre-line text-ink">{change.note}</p>}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </Container>
    </>
  );
}
