import { deliveryEstimateText } from "../../../core/delivery-estimate.js";
import { site } from "../../../core/site.js";
import { requestDatesRow } from "../../../core/request-dates.js";
import { handoverRow } from "../../../core/handover.js";
import { hireRequestTotalRows } from "../../../core/estimate-totals.js";
import { formatMoney } from "../../../core/money.js";
import { lineRateText } from "../../../core/rate-bands-text.js";
import type { HireRequestSnapshot } from "../../../core/hire-request-snapshot.js";
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

// The e-mails about a checked-out MyList. They confirm that a request was received; prices are estimates ex VAT that
// the branch confirms (docs/decisions/money.md P2, P5), never a contract.

function hireRequestBody(request: HireRequestSnapshot, reader: Reader): Block[] {
  const { customer, period } = request;
  const itemTable = [
    ["Item", "Code", "Qty", "Rate", "Estimate"],
    ...request.items.map((item) => [
      item.name,
      item.productCode,
      String(item.quantity),
      lineRateText(item),
      formatMoney(item.totalCost),
    ]),
  ];
  const deliveryRows: [string, string][] =
    request.deliveryMethod === "delivery"
      ? [handoverRow(request, "full-address"), ["Delivery charge", deliveryEstimateText(request.deliveryEstimate)]]
      : [handoverRow(request, "full-address")];
  return [
    {
      rows: [["Reference", request.referenceNumber], requestDatesRow(period, request.items), ...deliveryRows],
    },
    { heading: "Items" },
    // The totals as the printed estimate shows them, ex and inc VAT (docs/decisions/money.md P11).
    { table: itemTable, totals: hireRequestTotalRows(request) },
    {
      // A purchase has no weekly or weekend rates (docs/decisions/mylist.md U14).
      paragraph: request.items.some((item) => item.type === "Hire")
        ? "Prices are estimates; item prices exclude VAT, which the totals add. The branch confirms availability and the final price, which may include weekly or weekend rates and delivery charges."
        : "Prices are estimates; item prices exclude VAT, which the totals add. The branch confirms availability and the final price, and any delivery charge.",
    },
    { heading: "Contact details" },
    {
      rows: [
        ["Name", `${customer.firstName} ${customer.lastName}`],
        ["Email", customer.email],
        ["Phone", customer.phone],
        ["Address", customer.address],
        [site.postcodes.label, postcodeText(customer, reader)],
        ...(customer.accountCode ? ([["Account code", customer.accountCode]] as [string, string][]) : []),
      ],
    },
  ];
}

/** Customer copy and branch enquiry for a checked-out MyList; the branch's links to the desk entry. */
export function hireRequestMails(
  request: HireRequestSnapshot,
  trackingLink?: string,
  deskLink?: string,
): OutgoingMail[] {
  const ref = request.referenceNumber;
  const customerTitle = `We have received your MyList request ${ref}`;
  const customerBlocks: Block[] = [
    greeting(request.customer.firstName),
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
    ...deskBlocks(deskLink),
    ...hireRequestBody(request, "branch"),
  ];
  return customerAndBranchMails("hire-request", request, {
    customer: { title: customerTitle, blocks: customerBlocks },
    branch: { title: branchTitle, blocks: branchBlocks },
  });
}
