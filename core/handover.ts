import type { HireRequestSnapshot } from "./hire-request-snapshot.js";

// How a hire request changes hands, as e-mails and estimates label it (docs/decisions/mylist.md D13).

/**
 * ["Collection", branch] or ["Delivery", where to]. `postcode-only` is for what a tracking link opens, which shows no
 * address (D3); the e-mails to the customer and the branch give the whole address.
 */
export function handoverRow(request: HireRequestSnapshot, detail: "full-address" | "postcode-only"): [string, string] {
  if (request.deliveryMethod === "collection") return ["Collection", request.branch.name];
  const { address, postcode } = request.customer;
  return ["Delivery", detail === "full-address" ? `To ${address}, ${postcode}` : `To ${postcode}`];
}
