import { Link } from "react-router";
import { dayDate, londonDateTime } from "../../../core/date-format.js";
import type { CustomerRequestLine, CustomerRequestsFound } from "../../../core/customer-data-types.js";
import { isRequestStatus } from "../../../core/hire-request-status.js";
import { RequestStatusBadge } from "~/components/requests/status-badge";

// The requests found for one e-mail address on /admin/customer-data: a table from 768 px, cards below.

function Retention({ line }: { line: CustomerRequestLine }) {
  if (line.erasedAt) {
    return <span className="text-ink-muted">Erased {dayDate(line.erasedAt.slice(0, 10))}</span>;
  }
  return <span>Kept until {line.erasesOn ? dayDate(line.erasesOn.slice(0, 10)) : "—"}</span>;
}

function Status({ status }: { status: string }) {
  return isRequestStatus(status) ? <RequestStatusBadge status={status} /> : <span>{status}</span>;
}

export function Results({ found }: { found: CustomerRequestsFound }) {
  if (found.requests.length === 0) {
    return <p className="break-words text-ink-muted">No requests are stored under {found.emailAddress}.</p>;
  }
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">Requests made with {found.emailAddress}</caption>
        <thead className="bg-surface-muted text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            {["Reference", "Received", "Branch", "Items", "Status", "Personal details"].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {found.requests.map((line) => (
            <tr key={line.referenceNumber} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap">
                <Link to={`/admin/requests/${line.referenceNumber}`} className="font-semibold text-brand underline">
                  {line.referenceNumber}
                </Link>
                <span className="block text-xs text-ink-muted">{line.kind === "hire" ? "MyList" : "Special"}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-muted">{londonDateTime(line.receivedAt)}</td>
              <td className="px-4 py-3">{line.branchName}</td>
              <td className="max-w-64 px-4 py-3 text-ink-muted">{line.itemsSummary}</td>
              <td className="px-4 py-3">
                <Status status={line.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Retention line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label={`Requests made with ${found.emailAddress}`}>
        {found.requests.map((line) => (
          <li key={line.referenceNumber} className="rounded-lg border border-line p-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <Link to={`/admin/requests/${line.referenceNumber}`} className="font-semibold text-brand underline">
                {line.referenceNumber}
              </Link>
              <Status status={line.status} />
            </div>
            <p className="mt-1 text-xs text-ink-muted">
              {line.kind === "hire" ? "MyList" : "Special"} · {line.branchName} · received{" "}
              {londonDateTime(line.receivedAt)}
            </p>
            <p className="mt-2 text-ink-muted">{line.itemsSummary}</p>
            <p className="mt-2 font-semibold">
              <Retention line={line} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
