import { deliveryEstimateText } from "../../../core/delivery-estimate.js";
import { addDays } from "../../../core/hire-dates.js";
import type { Db } from "../../db/client.js";
import { customerRequests } from "../../db/schema.js";
import type { HireRequestSnapshot, SpecialRequestSnapshot } from "../../../core/hire-request-snapshot.js";
import { newTrackingToken } from "./tracking-token.js";

/** Digits of a telephone number, with a leading 44 (after + or 00) written as the national 0. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^00/, "");
  return /^44\d{9,10}$/.test(digits) ? `0${digits.slice(2)}` : digits;
}

type DeskRow = Omit<typeof customerRequests.$inferInsert, "trackingTokenHash">;

function hireRow(request: HireRequestSnapshot): DeskRow {
  const { customer } = request;
  return {
    kind: "hire",
    referenceNumber: request.referenceNumber,
    branchId: request.branch.id,
    branchName: request.branch.name,
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    customerSurname: customer.lastName,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    phoneDigits: phoneDigits(customer.phone),
    startDate: request.period.startDate,
    endDate: request.period.endDate,
    itemsSummary: request.items.map((item) => `${item.quantity} x ${item.name}`).join(", "),
    itemCount: request.items.length,
    estimatedTotal: request.totals.estimatedTotal,
    deliveryEstimate: request.deliveryEstimate ? deliveryEstimateText(request.deliveryEstimate) : null,
    deliveryMethod: request.deliveryMethod,
  };
}

function specialRow(request: SpecialRequestSnapshot): DeskRow {
  const { firstName = "", lastName = "" } = request.customer;
  return {
    kind: "special",
    referenceNumber: request.referenceNumber,
    branchId: request.branch.id,
    branchName: request.branch.name,
    customerName: `${firstName} ${lastName}`.trim(),
    customerSurname: lastName,
    customerEmail: request.customer.email,
    customerPhone: request.customer.telephone,
    phoneDigits: phoneDigits(request.customer.telephone),
    startDate: request.fromDate,
    endDate: addDays(request.fromDate, request.daysRequired),
    itemsSummary: `1 x ${request.equipment.name}`,
    itemCount: 1,
    estimatedTotal: null,
  };
}

type RecordedRequest =
  { kind: "hire"; snapshot: HireRequestSnapshot } | { kind: "special"; snapshot: SpecialRequestSnapshot };

/**
 * The desk's row for a request just recorded, and the customer's tracking token, which exists only in the row's
 * hash and in the customer's e-mail.
 */
export function deskRow(request: RecordedRequest, createdAt: Date) {
  const row = request.kind === "hire" ? hireRow(request.snapshot) : specialRow(request.snapshot);
  const { token, hash } = newTrackingToken();
  return { token, values: { ...row, trackingTokenHash: hash, createdAt, updatedAt: createdAt } };
}

/** Adds the desk's row for a request just recorded (same transaction) and answers the customer's tracking token. */
export async function recordDeskRow(tx: Db, request: RecordedRequest, createdAt: Date): Promise<string> {
  const { token, values } = deskRow(request, createdAt);
  await tx.insert(customerRequests).values(values);
  return token;
}
