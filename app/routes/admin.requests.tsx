import { data, Link } from "react-router";
import { GetForm } from "~/render/get-form";
import { REQUEST_STATUS_LABELS, REQUEST_STATUS_NAMES } from "../../core/hire-request-status.js";
import { AccessDenied } from "~/components/admin/access-denied";
import { DeskActions } from "~/components/admin/desk-actions";
import { DAY_FIGURE_LABELS, DayView } from "~/components/admin/day-view";
import { DESK_COLUMNS, fulfilmentText } from "~/components/admin/desk-columns";
import { DeskPageHeader, deskBandClasses } from "~/components/admin/desk-page-header";
import { RequestStatusBadge } from "~/components/requests/status-badge";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import { staffOfRequest, deskFilters, deskQuery, signInPath } from "~/routes/admin-session.server";
import { londonDateTime } from "../../core/date-format.js";
import { deskDatesText } from "../../core/request-dates.js";
import { formatMoney } from "../../core/money.js";
import type { Route } from "./+types/admin.requests";
import { catalogueOf, deskOf, publicUrlOf, siteModeOf } from "../../server/context.js";
import { deskFieldClasses } from "~/components/admin/desk-form-parts";

// The request desk (docs/decisions/mylist.md D1-D17): every hire and special request, filtered and paged on the server.

export async function loader({ request, context }: Route.LoaderArgs) {
  const meta = seoMeta(
    { title: "Request desk", description: "Hire and special requests.", path: "/admin/requests", noindex: true },
    publicUrlOf(context),
  );
  const siteMode = siteModeOf(context);
  const staff = await staffOfRequest(request, context);
  if (!staff) return data({ signedIn: false as const, meta, siteMode, signIn: signInPath(request) }, { status: 401 });

  const url = new URL(request.url);
  const parsed = deskQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : {};
  const filterError = parsed.success ? null : parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
  // The desk sees the account's scope only; branch staff get their branches, "received" first (security.md A8, D8).
  const result = await deskOf(context).list(staff, deskFilters(query), query.page ?? 1);
  const administrator = staff.role === "administrator";
  // The day's figures open the desk; a filtered list goes straight to its results (docs/decisions/mylist.md D17).
  const firstScreen = ![...url.searchParams.keys()].some((key) => key !== "page");
  const exportQuery = new URLSearchParams(url.searchParams);
  exportQuery.delete("page");
  return {
    signedIn: true as const,
    meta,
    siteMode,
    email: staff.email,
    administrator,
    filters: {
      search: query.search ?? "",
      branch: query.branch === undefined ? "" : String(query.branch),
      status: query.status ?? "",
      from: query.from ?? "",
      to: query.to ?? "",
      day: query.day ?? "",
    },
    day: firstScreen ? await deskOf(context).day(staff) : null,
    dayLabel: query.day ? DAY_FIGURE_LABELS[query.day] : null,
    filterError,
    branches: catalogueOf(context)
      .branches()
      .filter((branch) => administrator || staff.branchIds.includes(branch.id))
      .map((branch) => ({ id: branch.id, name: branch.name })),
    exportHref: `/api/admin/requests/export.csv${exportQuery.size ? `?${exportQuery}` : ""}`,
    ...result,
    requests: result.requests.map((row) => ({
      ...row,
      receivedText: londonDateTime(row.receivedAt),
      customerName: row.erasedAt ? "Details erased" : row.customerName,
      periodText: deskDatesText(row.startDate, row.endDate),
      fulfilmentText: fulfilmentText(row.deliveryMethod),
    })),
  };
}

export const meta = metaFromLoader;

function pageLink(filters: Record<string, string>, page: number) {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  if (page > 1) query.set("page", String(page));
  return `/admin/requests${query.size ? `?${query}` : ""}`;
}

export default function Desk({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return <AccessDenied message="Sign in to see the request desk." signInHref={loaderData.signIn} />;
  }
  const { filters, requests, total, page, pages, branches } = loaderData;
  const from = total === 0 ? 0 : (page - 1) * loaderData.pageSize + 1;
  const to = Math.min(total, page * loaderData.pageSize);
  return (
    <>
      <div className={deskBandClasses}>
        <Container className="py-6">
          <DeskPageHeader
            title="Request desk"
            description={
              loaderData.administrator
                ? "Every branch's hire and special requests."
                : `For ${branches.map((branch) => branch.name).join(", ")} · requests still to call come first`
            }
            actions={<DeskActions exportHref={loaderData.exportHref} />}
          />
          {loaderData.day && <DayView {...loaderData.day} />}

          <GetForm
            action="/admin/requests"
            className={cardClasses({ className: "mt-6 grid gap-4 p-4 sm:p-5 md:grid-cols-12" })}
          >
            <label className="text-sm font-semibold text-ink md:col-span-4">
              Search requests
              <input
                type="search"
                name="search"
                defaultValue={filters.search}
                placeholder="Reference, name, e-mail or telephone"
                className={deskFieldClasses}
              />
            </label>
            <label className="text-sm font-semibold text-ink md:col-span-3">
              Branch
              <select name="branch" defaultValue={filters.branch} className={deskFieldClasses}>
                <option value="">{loaderData.administrator ? "All branches" : "All my branches"}</option>
                {branches.map((branch) => (
                  <option key={branch.id} value={branch.id}>
                    {branch.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-semibold text-ink md:col-span-2">
              Status
              <select name="status" defaultValue={filters.status} className={deskFieldClasses}>
                <option value="">Any status</option>
                {REQUEST_STATUS_NAMES.map((status) => (
                  <option key={status} value={status}>
                    {REQUEST_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="grid grid-cols-2 gap-3 md:col-span-3">
              <legend className="sr-only">Received between</legend>
              <label className="text-sm font-semibold text-ink">
                Received from
                <input type="date" name="from" defaultValue={filters.from} className={deskFieldClasses} />
              </label>
              <label className="text-sm font-semibold text-ink">
                to
                <input type="date" name="to" defaultValue={filters.to} className={deskFieldClasses} />
              </label>
            </fieldset>
            <div className="flex flex-wrap items-center gap-3 md:col-span-12">
              <button type="submit" className={buttonClasses({ variant: "primary" })}>
                Apply filters
              </button>
              <Link to="/admin/requests" className={buttonClasses({ variant: "ghost" })}>
                Clear
              </Link>
              {loaderData.dayLabel && (
                <p className="text-sm font-semibold text-ink">Showing only: {loaderData.dayLabel}</p>
              )}
              {loaderData.filterError && (
                <p role="alert" className="text-sm font-semibold text-red-800">
                  Check {loaderData.filterError}: those filters were not applied.
                </p>
              )}
            </div>
          </GetForm>
        </Container>
      </div>

      <Container className="py-8">
        <p className="text-sm text-ink-muted" role="status">
          {total === 0
            ? "No requests match these filters."
            : `Showing ${from}–${to} of ${total.toLocaleString("en-GB")} requests`}
        </p>

        {requests.length > 0 && (
          <>
            <div
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe scrollable-region-focusable)
              tabIndex={0}
              role="region"
              aria-label="Requests"
              className={cardClasses({ className: "mt-4 hidden overflow-x-auto lg:block" })}
            >
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Requests, newest first</caption>
                <thead className="bg-surface-muted text-xs tracking-wide text-ink-muted uppercase">
                  <tr>
                    {DESK_COLUMNS.map((heading) => (
                      <th key={heading} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {requests.map((row) => (
                    <tr key={row.referenceNumber} className="align-top hover:bg-surface-muted/60">
                      <td className="px-4 py-3 whitespace-nowrap">
                        <Link
                          to={`/admin/requests/${row.referenceNumber}`}
                          className="font-semibold text-brand underline-offset-2 hover:underline"
                        >
                          {row.referenceNumber}
                        </Link>
                        <span className="block text-xs text-ink-muted">
                          {row.kind === "hire" ? "MyList" : "Special"}
                        </span>
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap text-ink-muted">{row.receivedText}</td>
                      <td className="max-w-56 px-4 py-3">
                        <span className="block font-semibold text-ink">{row.customerName || "—"}</span>
                        <span className="block truncate text-ink-muted">{row.customerEmail}</span>
                        <span className="block text-ink-muted">{row.customerPhone}</span>
                      </td>
                      <td className="px-4 py-3">{row.branchName}</td>
                      <td className="px-4 py-3 whitespace-nowrap">{row.periodText}</td>
                      <td className="px-4 py-3 whitespace-nowrap">{row.fulfilmentText}</td>
                      <td className="max-w-64 px-4 py-3 text-ink-muted">
                        {row.itemsSummary}
                        {row.deliveryEstimate && <span className="mt-1 block text-xs">{row.deliveryEstimate}</span>}
                      </td>
                      <td className="px-4 py-3 font-semibold whitespace-nowrap tabular-nums">
                        {row.estimatedTotal === null ? "To quote" : formatMoney(row.estimatedTotal)}
                      </td>
                      <td className="px-4 py-3">
                        <RequestStatusBadge status={row.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <ul className="mt-4 space-y-3 lg:hidden" aria-label="Requests, newest first">
              {requests.map((row) => (
                <li key={row.referenceNumber} className={cardClasses({ className: "p-4" })}>
                  <div className="flex items-start justify-between gap-3">
                    <Link to={`/admin/requests/${row.referenceNumber}`} className="font-semibold text-brand underline">
                      {row.referenceNumber}
                    </Link>
                    <RequestStatusBadge status={row.status} />
                  </div>
                  <p className="mt-1 text-xs text-ink-muted">
                    {row.kind === "hire" ? "MyList" : "Special"} · received {row.receivedText}
                  </p>
                  <p className="mt-2 font-semibold text-ink">{row.customerName || row.customerEmail}</p>
                  <p className="text-sm break-all text-ink-muted">
                    {row.customerEmail} · {row.customerPhone}
                  </p>
                  <p className="mt-2 text-sm">
                    {row.branchName} · {row.periodText} · {row.fulfilmentText}
                  </p>
                  <p className="mt-1 text-sm text-ink-muted">{row.itemsSummary}</p>
                  {row.deliveryEstimate && <p className="mt-1 text-xs text-ink-muted">{row.deliveryEstimate}</p>}
                  <p className="mt-2 text-sm font-semibold">
                    {row.estimatedTotal === null ? "To quote" : `${formatMoney(row.estimatedTotal)} ex VAT`}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}

        {pages > 1 && (
          <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
            {page > 1 ? (
              <Link to={pageLink(filters, page - 1)} className={buttonClasses({ variant: "outline" })}>
                Previous
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-ink-muted">
              Page {page} of {pages.toLocaleString("en-GB")}
            </span>
            {page < pages ? (
              <Link to={pageLink(filters, page + 1)} className={buttonClasses({ variant: "outline" })}>
                Next
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </Container>
    </>
  );
}
