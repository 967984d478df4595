import type { EstimateDocument } from "../../../core/estimate-document.js";
import { withVat, vatPercent } from "../../../core/estimate-vat.js";
import { formatMoney, formatRate } from "../../../core/money.js";
import { lineRateText } from "../../../core/rate-bands-text.js";
import type { Reservation } from "../../../core/reservation-types.js";
export type { EstimateDocument };
import type { HireRequestSnapshot, SpecialRequestSnapshot } from "../../../core/hire-request-snapshot.js";

export const ESTIMATE_WORDING =
  "This is an estimate for a hire request, not a contract or a confirmed booking. Hire prices exclude VAT; the branch confirms availability and the final price, which may include weekly or weekend rates and delivery charges.";

const money = formatMoney;
const isZero = (amount: string) => Number(amount) === 0;

function totalRows(parts: { hire: string; resale: string; waiver: string | null; exVat: string }): [string, string][] {
  const vat = withVat(parts.exVat);
  // A part the request does not have (no Hire items, or no Resale items) is left out rather than shown as £0.00.
  const bothZero = isZero(parts.hire) && isZero(parts.resale);
  return [
    ...(bothZero || !isZero(parts.hire) ? ([["Hire", money(parts.hire)]] as [string, string][]) : []),
    ...(!isZero(parts.resale) ? ([["Resale", money(parts.resale)]] as [string, string][]) : []),
    ...(parts.waiver ? ([["Damage waiver (16% of hire)", money(parts.waiver)]] as [string, string][]) : []),
    ["Estimated total ex VAT", money(vat.exVat)],
    [`VAT at ${vatPercent()}`, money(vat.vat)],
    ["Estimated total inc VAT", money(vat.incVat)],
  ];
}

/** From the visitor's MyList as the server prices it now (P3); the damage waiver is offered at checkout. */
export function estimateFromReservation(reservation: Reservation): EstimateDocument {
  return {
    referenceNumber: null,
    title: "MyList estimate",
    period: { startDate: reservation.startDate, endDate: reservation.endDate, days: reservation.days },
    branch: null,
    items: reservation.items.map((item) => ({
      name: item.equipment.name,
      productCode: item.equipment.productCode,
      quantity: item.quantity,
      rate: item.available ? lineRateText({ ...item.equipment, ...item }) : "No longer available",
      total: money(item.totalCost),
    })),
    totals: totalRows({
      hire: reservation.hireTotal,
      resale: reservation.resaleTotal,
      waiver: null,
      exVat: reservation.totalCost,
    }),
    wording: ESTIMATE_WORDING,
  };
}

/** From the snapshot recorded at checkout. */
export function estimateFromHireRequest(request: HireRequestSnapshot): EstimateDocument {
  const { totals } = request;
  return {
    referenceNumber: request.referenceNumber,
    title: `Hire request ${request.referenceNumber}`,
    period: request.period,
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
    totals: totalRows({
      hire: totals.hireTotal,
      resale: totals.resaleTotal,
      waiver: totals.damageWaiver.selected ? totals.damageWaiver.amount : null,
      exVat: totals.estimatedTotal,
    }),
    wording: ESTIMATE_WORDING,
  };
}

/** A special request has no total: the branch prices it. */
export function estimateFromSpecialRequest(request: SpecialRequestSnapshot): EstimateDocument {
  const { equipment } = request;
  return {
    referenceNumber: request.referenceNumber,
    title: `Special request ${request.referenceNumber}`,
    period: null,
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
