import { site } from "../../../core/site.js";
import type { HireRequestSnapshot } from "../../../core/hire-request-snapshot.js";
import { renderHtml, renderText, type Block } from "./blocks.js";
import type { OutgoingMail } from "./outbox.js";

// What the e-mails about a hire request and a special request share: the branch's rows, the postcode as each reader
// sees it, the tracking link, and the pair of e-mails (customer's copy, branch's) every request sends.

export function branchRows(branch: HireRequestSnapshot["branch"]): [string, string][] {
  return [
    ["Branch", branch.name],
    ["Address", `${branch.fullAddress}, ${branch.postcode}`],
    ["Phone", branch.phone],
  ];
}

export type Reader = "customer" | "branch";

/** How every e-mail to a customer opens: by first name, as the checkout e-mail always has (docs/decisions/mylist.md D13). */
export const greeting = (firstName: string | null | undefined): Block => ({
  paragraph: firstName?.trim() ? `Dear ${firstName.trim()},` : "Hello,",
});

/** The postcode as given; the branch also learns when the postcode service could not confirm it. */
export const postcodeText = (customer: { postcode: string; postcodeStatus: string }, reader: Reader) =>
  reader === "branch" && customer.postcodeStatus !== "verified"
    ? `${customer.postcode} (postcode unverified)`
    : customer.postcode;

/** The customer's private tracking link (docs/decisions/mylist.md D3), when the request has one. */
export const trackingBlocks = (link: string | undefined): Block[] =>
  link
    ? [
        { heading: "Follow your request" },
        {
          paragraph:
            "See the status of your request at any time, and print or save it as a PDF, at your private link. Anyone with the link can see this request, so keep it to yourself.",
        },
        { link, label: "Track your request" },
      ]
    : [];

/**
 * The branch's link to the request on the desk (docs/decisions/mylist.md D7): staff sign in, then land on it. It
 * carries no token, so the e-mail alone opens nothing.
 */
export const deskBlocks = (link: string | undefined): Block[] =>
  link
    ? [
        { paragraph: "Record each call on the request desk, so everyone at the branch can see where it stands." },
        { link, label: "Open it on the request desk (sign-in required)" },
      ]
    : [];

export interface MailContent {
  title: string;
  blocks: Block[];
}

/**
 * The pair every request sends: the customer's copy (replies go to the branch) and the branch's e-mail (replies go to
 * the customer; a branch without an address falls back to the company's). Each has the title as subject and first line.
 */
export function customerAndBranchMails(
  kind: "hire-request" | "special-request",
  request: { referenceNumber: string; customer: { email: string }; branch: { email: string } },
  mails: { customer: MailContent; branch: MailContent },
): OutgoingMail[] {
  const { referenceNumber } = request;
  const customerEmail = request.customer.email;
  const branchEmail = request.branch.email;
  const render = ({ title, blocks }: MailContent) => ({
    subject: title,
    text: renderText([{ paragraph: title }, ...blocks]),
    html: renderHtml(title, blocks),
  });
  return [
    {
      kind: `${kind}-customer`,
      referenceNumber,
      to: customerEmail,
      replyTo: branchEmail || undefined,
      ...render(mails.customer),
    },
    {
      kind: `${kind}-branch`,
      referenceNumber,
      to: branchEmail || site.email,
      replyTo: customerEmail,
      ...render(mails.branch),
    },
  ];
}
