import type { DeliveryEstimate } from "./delivery-estimate.js";
import type { DeliveryMethod } from "./request-schemas.js";
import type { EquipmentSummary } from "./catalogue-types.js";
import type { LinePricing } from "./rate-bands-text.js";

/** How the postcode was checked (docs/decisions/branches.md G1, G2). */
export type PostcodeStatus = "verified" | "unverified" | "eircode-format-only";

export interface BranchSnapshot {
  id: number;
  name: string;
  email: string;
  phone: string;
  fullAddress: string;
  postcode: string;
  /** How the branch was chosen: by the customer, nearest by distance (G3), or the best guess without one. */
  chosenBy: "customer" | "nearest" | "postcode-area" | "fallback";
  distanceMiles: number | null;
}

export interface HireRequestSnapshot {
  referenceNumber: string;
  submittedAt: string;
  reservationId: number;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    postcode: string;
    postcodeStatus: PostcodeStatus;
    town: string | null;
    region: string | null;
    accountCode: string | null;
  };
  deliveryMethod: DeliveryMethod;
  /** The delivery estimate shown at checkout (docs/decisions/branches.md G10); absent without delivery bands. */
  deliveryEstimate?: DeliveryEstimate;
  branch: BranchSnapshot;
  period: { startDate: string; endDate: string; days: number };
  /** `pricing`: how the line was priced (docs/decisions/money.md P9); absent in requests recorded before it. */
  items: (EquipmentSummary & {
    quantity: number;
    dailyRate: string;
    totalCost: string;
    pricing?: LinePricing | null;
  })[];
  totals: {
    hireTotal: string;
    resaleTotal: string;
    /** Hire + resale, ex VAT (P2). */
    totalCost: string;
    damageWaiver: { selected: boolean; amount: string };
    /** totalCost plus the damage waiver when selected. */
    estimatedTotal: string;
  };
  termsAccepted: true;
}

export interface SpecialRequestSnapshot {
  referenceNumber: string;
  submittedAt: string;
  customer: {
    /** Absent when the request came without a name (the specification's payload, docs/decisions/browser.md B11). */
    firstName?: string;
    lastName?: string;
    email: string;
    telephone: string;
    postcode: string;
    postcodeStatus: PostcodeStatus;
    town: string | null;
    region: string | null;
  };
  daysRequired: number;
  fromDate: string;
  equipment: EquipmentSummary;
  branch: BranchSnapshot;
}
