import { renderHtml, renderText, type Block } from "./blocks.js";
import type { OutgoingMail } from "./outbox.js";
import { greeting, trackingBlocks } from "./request-mail-parts.js";

/** The customer's e-mail when the desk moves a request to another status (docs/decisions/mylist.md D2). */
export function hireRequestStatusMail(change: {
  referenceNumber: string;
  customerEmail: string;
  /** As the checkout e-mail greeted them; null when the request has none (a special request). */
  customerFirstName: string | null;
  branchName: string;
  branchEmail: string | null;
  status: string;
  statusLabel: string;
  meaning: string;
  note: string;
  /** A fresh private link to the request (docs/decisions/mylist.md D13). */
  trackingLink: string;
  /** The price and time the branch agreed, as rows (core/agreed-terms.ts); empty when none was recorded. */
  agreed: [string, string][];
}): OutgoingMail {
  const title = `Your request ${change.referenceNumber}: ${change.statusLabel}`;
  const blocks: Block[] = [
    greeting(change.customerFirstName),
    { paragraph: `${change.meaning}` },
    {
      rows: [
        ["Reference", change.referenceNumber],
        ["Status", change.statusLabel],
        ["Branch", change.branchName],
        ...change.agreed,
      ],
    },
    ...(change.note
      ? ([{ heading: `A message from ${change.branchName}` }, { paragraph: change.note }] as Block[])
      : []),
    ...trackingBlocks(change.trackingLink),
    {
      paragraph:
        "Prices in your request are estimates, excluding VAT, until the branch confirms them. Reply to this e-mail to reach the branch.",
    },
  ];
  return {
    kind: `request-status-${change.status}`,
    referenceNumber: change.referenceNumber,
    to: change.customerEmail,
    replyTo: change.branchEmail || undefined,
    subject: title,
    text: renderText([{ paragraph: title }, ...blocks]),
    html: renderHtml(title, blocks),
  };
}
