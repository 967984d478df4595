import { formatDays } from "../../../core/hire-dates.js";
import { longDate } from "../../../core/date-format.js";
import { formatMoney, formatRate } from "../../../core/money.js";
import { site } from "../../../core/site.js";
import type { HireRequestSnapshot, SpecialRequestSnapshot } from "../../../core/hire-request-snapshot.js";
import type { OutgoingMail } from "./outbox.js";

// E-mails about requests, in plain text and simple HTML. They confirm that a request was received;
// prices are estimates ex VAT that the branch confirms (docs/decisions/money.md P2, P5), never a contract.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A document of rows: [label, value] pairs and headed sections, rendered as text and as HTML. */
type Block =
  | { heading: string }
  | { rows: [string, string][] }
  | { paragraph: string }
  | { table: string[][] }
  | { link: string; label: string };

function renderText(blocks: Block[]): string {
  const out: string[] = [];
  for (const block of blocks) {
    if ("heading" in block) out.push("", block.heading.toUpperCase(), "-".repeat(block.heading.length));
    else if ("paragraph" in block) out.push("", block.paragraph);
    else if ("link" in block) out.push("", `${block.label}: ${block.link}`);
    else if ("rows" in block) for (const [label, value] of block.rows) out.push(`${label}: ${value}`);
    else for (const row of block.table.slice(1)) out.push(`- ${row.join(" | ")}`);
  }
  return `${out.join("\n").trim()}\n\n${site.name} | ${site.phone} | ${site.email}\n`;
}

function renderHtml(title: string, blocks: Block[]): string {
  const body = blocks
    .map((block) => {
      if ("heading" in block) return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.heading)}</h2>`;
      if ("paragraph" in block) return `<p style="margin:12px 0">${escapeHtml(block.paragraph)}</p>`;
      if ("link" in block) {
        return `<p style="margin:12px 0"><a href="${escapeHtml(block.link)}" style="color:${site.colors.brand};font-weight:700">${escapeHtml(block.label)}</a></p>`;
      }
      if ("rows" in block) {
        const rows = block.rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join("");
        return `<table role="presentation" style="border-collapse:collapse">${rows}</table>`;
      }
      const [head, ...rows] = block.table;
      const cell = (tag: string, text: string) =>
        `<${tag} align="left" style="padding:6px 8px;border-bottom:1px solid #ddd">${escapeHtml(text)}</${tag}>`;
      return `<table style="border-collapse:collapse;width:100%"><thead><tr>${head.map((h) => cell("th", h)).join("")}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((c) => cell("td", c)).join("")}</tr>`)
        .join("")}</tbody></table>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<div style="max-width:640px;margin:0 auto;background:#ffffff">
<div style="background:${site.colors.brand};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:700">${escapeHtml(site.name)}</div>
<div style="padding:8px 24px 24px">
<h1 style="font-size:20px;margin:16px 0">${escapeHtml(title)}</h1>
${body}
</div>
<div style="padding:16px 24px;background:#f4f5f7;color:#555;font-size:12px">${escapeHtml(site.legalName)} | ${escapeHtml(site.phone)} | ${escapeHtml(site.email)}</div>
</div></body></html>
`;
}

function branchRows(branch: HireRequestSnapshot["branch"]): [string, string][] {
  return [
    ["Branch", branch.name],
    ["Address", `${branch.fullAddress}, ${branch.postcode}`],
    ["Phone", branch.phone],
  ];
}

type Reader = "customer" | "branch";

/** The postcode as given; the branch also learns when the postcode service could not confirm it. */
const postcodeText = (customer: { postcode: string; postcodeStatus: string }, reader: Reader) =>
  reader === "branch" && customer.postcodeStatus !== "verified"
    ? `${customer.postcode} (postcode unverified)`
    : customer.postcode;

function hireRequestBody(request: HireRequestSnapshot, reader: Reader): Block[] {
  const { customer, period, totals } = request;
  const itemTable = [
    ["Item", "Code", "Qty", "Rate", "Estimate"],
    ...request.items.map((item) => [
      item.name,
      item.productCode,
      String(item.quantity),
      formatRate(item.rate, item.rateType, item.type),
      formatMoney(item.totalCost),
    ]),
  ];
  const totalRows: [string, string][] = [
    ["Hire", formatMoney(totals.hireTotal)],
    ["Resale", formatMoney(totals.resaleTotal)],
  ];
  if (totals.damageWaiver.selected) {
    totalRows.push(["Damage waiver (16% of hire)", formatMoney(totals.damageWaiver.amount)]);
  }
  totalRows.push(["Estimated total (ex VAT)", formatMoney(totals.estimatedTotal)]);
  return [
    {
      rows: [
        ["Reference", request.referenceNumber],
        ["Hire period", `${longDate(period.startDate)} to ${longDate(period.endDate)} (${formatDays(period.days)})`],
        [
          "Delivery",
          request.deliveryMethod === "collection"
            ? `Collection from ${request.branch.name} (free)`
            : "Delivery (charges will be added on confirmation)",
        ],
      ],
    },
    { heading: "Items" },
    { table: itemTable },
    { rows: totalRows },
    {
      paragraph:
        "Prices are estimates, excluding VAT. The branch confirms availability and the final price, which may include weekly or weekend rates and delivery charges.",
    },
    { heading: "Contact details" },
    {
      rows: [
        ["Name", `${customer.firstName} ${customer.lastName}`],
        ["Email", customer.email],
        ["Phone", customer.phone],
        ["Address", customer.address],
        ["Postcode", postcodeText(customer, reader)],
        ...(customer.accountCode ? ([["Account code", customer.accountCode]] as [string, string][]) : []),
      ],
    },
  ];
}

/** The customer's private tracking link (docs/decisions/mylist.md D3), when the request has one. */
const trackingBlocks = (link: string | undefined): Block[] =>
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

/** Customer copy and branch enquiry for a checked-out MyList. */
export function hireRequestMails(request: HireRequestSnapshot, trackingLink?: string): OutgoingMail[] {
  const ref = request.referenceNumber;
  const customerTitle = `We have received your MyList request ${ref}`;
  const customerBlocks: Block[] = [
    { paragraph: `Dear ${request.customer.firstName},` },
    {
      paragraph: `Thank you for your request. This e-mail confirms that we have received it; it is not a confirmed booking. Our ${request.branch.name} branch will contact you on the details below to confirm availability and price.`,
    },
    ...hireRequestBody(request, "customer"),
    ...trackingBlocks(trackingLink),
    { heading: "Your branch" },
    { rows: branchRows(request.branch) },
  ];
  const branchTitle = `New MyList request ${ref} from ${request.customer.firstName} ${request.customer.lastName}`;
  const branchBlocks: Block[] = [
    {
      paragraph: `A customer has sent a MyList request through the website for ${request.branch.name}. Please contact them to confirm availability and price.`,
    },
    ...hireRequestBody(request, "branch"),
  ];
  return customerAndBranchMails("hire-request", ref, {
    customerEmail: request.customer.email,
    branchEmail: request.branch.email,
    customer: { title: customerTitle, blocks: customerBlocks },
    branch: { title: branchTitle, blocks: branchBlocks },
  });
}

function specialRequestBody(request: SpecialRequestSnapshot, reader: Reader): Block[] {
  const { customer, equipment } = request;
  return [
    {
      rows: [
        ["Reference", request.referenceNumber],
        ["Equipment", `${equipment.name} (${equipment.productCode})`],
        ["Rate", formatRate(equipment.rate, equipment.rateType, equipment.type)],
        ["From", longDate(request.fromDate)],
        ["Days required", String(request.daysRequired)],
      ],
    },
    { heading: "Contact details" },
    {
      rows: [
        ["Email", customer.email],
        ["Telephone", customer.telephone],
        ["Postcode", postcodeText(customer, reader)],
      ],
    },
  ];
}

/** Customer copy and branch e-mail for a special request. */
export function specialRequestMails(request: SpecialRequestSnapshot, trackingLink?: string): OutgoingMail[] {
  const ref = request.referenceNumber;
  const customerTitle = `We have received your request ${ref}`;
  const customerBlocks: Block[] = [
    {
      paragraph: `Thank you for your request for ${request.equipment.name}. This e-mail confirms that we have received it; it is not a confirmed booking. Our ${request.branch.name} branch will call you to discuss it.`,
    },
    ...specialRequestBody(request, "customer"),
    ...trackingBlocks(trackingLink),
    { heading: "Your branch" },
    { rows: branchRows(request.branch) },
  ];
  const branchTitle = `Special request ${ref}: ${request.equipment.name}`;
  const branchBlocks: Block[] = [
    { paragraph: "A customer has sent a special request through the website. Please call them." },
    ...specialRequestBody(request, "branch"),
  ];
  return customerAndBranchMails("special-request", ref, {
    customerEmail: request.customer.email,
    branchEmail: request.branch.email,
    customer: { title: customerTitle, blocks: customerBlocks },
    branch: { title: branchTitle, blocks: branchBlocks },
  });
}

interface MailContent {
  title: string;
  blocks: Block[];
}

/**
 * The pair every request sends: the customer's copy (replies go to the branch) and the branch's e-mail (replies go to
 * the customer; a branch without an address falls back to the company's). Each has the title as subject and first line.
 */
function customerAndBranchMails(
  kind: "hire-request" | "special-request",
  referenceNumber: string,
  mails: { customerEmail: string; branchEmail: string; customer: MailContent; branch: MailContent },
): OutgoingMail[] {
  const render = ({ title, blocks }: MailContent) => ({
    subject: title,
    text: renderText([{ paragraph: title }, ...blocks]),
    html: renderHtml(title, blocks),
  });
  return [
    {
      kind: `${kind}-customer`,
      referenceNumber,
      to: mails.customerEmail,
      replyTo: mails.branchEmail || undefined,
      ...render(mails.customer),
    },
    {
      kind: `${kind}-branch`,
      referenceNumber,
      to: mails.branchEmail || site.email,
      replyTo: mails.customerEmail,
      ...render(mails.branch),
    },
  ];
}

/** The customer's e-mail when the desk moves a request to another status (docs/decisions/mylist.md D2). */
export function requestStatusMail(change: {
  referenceNumber: string;
  customerEmail: string;
  customerName: string;
  branchName: string;
  branchEmail: string | null;
  status: string;
  statusLabel: string;
  meaning: string;
  note: string;
}): OutgoingMail {
  const title = `Your request ${change.referenceNumber}: ${change.statusLabel}`;
  const blocks: Block[] = [
    { paragraph: change.customerName ? `Dear ${change.customerName},` : "Hello," },
    { paragraph: `${change.meaning}` },
    {
      rows: [
        ["Reference", change.referenceNumber],
        ["Status", change.statusLabel],
        ["Branch", change.branchName],
      ],
    },
    ...(change.note
      ? ([{ heading: `A message from ${change.branchName}` }, { paragraph: change.note }] as Block[])
      : []),
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
