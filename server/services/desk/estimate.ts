import type { EstimateDocument } from "../../../core/estimate-document.js";
import { estimateTotalRows, hireRequestTotalRows } from "../../../core/estimate-totals.js";
import { handoverRow } from "../../../core/handover.js";
import { formatMoney, formatRate } from "../../../core/money.js";
import { lineRateText } from "../../../core/rate-bands-text.js";
import { requestDatesRow } from "../../../core/request-dates.js";
import type { Reservation } from "../../../core/reservation-types.js";
export type { EstimateDocument };
import type { HireRequestSnapshot, SpecialRequestSnapshot } from "../../../core/hire-request-snapshot.js";

export const ESTIMATE_WORDING =
  "This is an estimate for a hire request, not a contract or a confirmed booking. Hire prices exclude VAT; the branch confirms availability and the final price, which may include weekly or weekend rates and delivery charges.";
/** For Resale items alone: a purchase has no hire or rates (docs/decisions/mylist.md U14). */
const PURCHASE_WORDING =
  "This is an estimate for a request to buy, not a contract or a confirmed order. Prices exclude VAT; the branch confirms availability and the final price, and any delivery charge.";
const wordingFor = (items: readonly { type: string }[]) =>
  items.some((item) => item.type === "Hire") ? ESTIMATE_WORDING : PURCHASE_WORDING;

const money = formatMoney;

/** From the visitor's MyList as the server prices it now (P3); the damage waiver is offered at checkout. */
export function estimateFromReservation(reservation: Reservation): EstimateDocument {
  return {
    referenceNumber: null,
    title: "MyList estimate",
    dates: requestDatesRow(
      reservation,
      reservation.items.map((item) => item.equipment),
    ),
    customer: null,
    branch: null,
    items: reservation.items.map((item) => ({
      name: item.equipment.name,
      productCode: item.equipment.productCode,
      quantity: item.quantity,
      rate: item.available ? lineRateText({ ...item.equipment, ...item }) : "No longer available",
      total: money(item.totalCost),
    })),
    totals: estimateTotalRows({
      hire: reservation.hireTotal,
      resale: reservation.resaleTotal,
      waiver: null,
      exVat: reservation.totalCost,
    }),
    wording: wordingFor(reservation.items.map((item) => item.equipment)),
  };
}

/** From the snapshot recorded at checkout. */
export function estimateFromHireRequest(request: HireRequestSnapshot): EstimateDocument {
  return {
    referenceNumber: request.referenceNumber,
    title: `${request.items.some((item) => item.type === "Hire") ? "Hire" : "Purchase"} request ${request.referenceNumber}`,
    dates: requestDatesRow(request.period, request.items),
    customer: {
      name: `${request.customer.firstName} ${request.customer.lastName}`.trim(),
      handover: handoverRow(request, "postcode-only"),
    },
    branch: {
      name: request.branch.name,
      phone: request.branch.phone,
      address: `${request.branch.fullAddress}, ${request.branch.postcode}`,
    },
    items: request.items.map((item) => ({
      name: item.name,
      productCode: item.productCode,
      quantity: item.quantity,
      rate: lineRateText(item),
      total: money(item.totalCost),
    })),
    totals: hireRequestTotalRows(request),
    wording: wordingFor(request.items),
  };
}

/** A special request has no total: the branch prices it. */
export function estimateFromSpecialRequest(request: SpecialRequestSnapshot): EstimateDocument {
  const { equipment } = request;
  return {
    referenceNumber: request.referenceNumber,
    title: `Special request ${request.referenceNumber}`,
    dates: null,
    customer: null,
    branch: {
      name: request.branch.name,
      phone: request.branch.phone,
      address: `${request.branch.fullAddress}, ${request.branch.postcode}`,
    },
    items: [
      {
        name: equipment.name,
        productCode: equipment.productCode,
        quantity: 1,
        rate: formatRate(equipment.rate, equipment.rateType, equipment.type),
        total: `${request.daysRequired} days from ${request.fromDate}`,
      },
    ],
    totals: [],
    wording: `${ESTIMATE_WORDING} The branch will price this request when it calls you.`,
  };
}
