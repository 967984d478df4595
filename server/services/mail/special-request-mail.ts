import { longDate } from "../../../core/date-format.js";
import { site } from "../../../core/site.js";
import { formatRate } from "../../../core/money.js";
import type { SpecialRequestSnapshot } from "../../../core/hire-request-snapshot.js";
import type { Block } from "./blocks.js";
import type { OutgoingMail } from "./outbox.js";
import {
  branchRows,
  customerAndBranchMails,
  deskBlocks,
  greeting,
  postcodeText,
  trackingBlocks,
  type Reader,
} from "./request-mail-parts.js";

// The e-mails about a special request: the customer's copy and the branch's, which asks the branch to call.

function specialRequestBody(request: SpecialRequestSnapshot, reader: Reader): Block[] {
  const { customer, equipment } = request;
  const customerName = `${customer.firstName ?? ""} ${customer.lastName ?? ""}`.trim();
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
        ...(customerName ? [["Name", customerName] as [string, string]] : []),
        ["Email", customer.email],
        ["Telephone", customer.telephone],
        [site.postcodes.label, postcodeText(customer, reader)],
      ],
    },
  ];
}

/** Customer copy and branch e-mail for a special request. */
export function specialRequestMails(
  request: SpecialRequestSnapshot,
  trackingLink?: string,
  deskLink?: string,
): OutgoingMail[] {
  const ref = request.referenceNumber;
  const customerTitle = `We have received your request ${ref}`;
  const { firstName } = request.customer;
  const customerBlocks: Block[] = [
    // Without a name (the specification's payload) the e-mail reads as it always has, with no greeting.
    ...(firstName ? [greeting(firstName)] : []),
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
    ...deskBlocks(deskLink),
    ...specialRequestBody(request, "branch"),
  ];
  return customerAndBranchMails("special-request", request, {
    customer: { title: customerTitle, blocks: customerBlocks },
    branch: { title: branchTitle, blocks: branchBlocks },
  });
}
