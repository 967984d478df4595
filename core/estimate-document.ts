/** What a printed estimate shows (PDF and print pages), whichever way it was made: MyList or a recorded request. */
export interface EstimateDocument {
  referenceNumber: string | null;
  title: string;
  /** [label, value]: the hire period, or the day Resale items alone are wanted from (core/request-dates.ts). */
  dates: [string, string] | null;
  /**
   * Who asked and how the hire changes hands ([label, value], core/handover.ts); null for a MyList before checkout,
   * which has no customer yet, and for a special request, which records neither (docs/decisions/mylist.md D13).
   */
  customer: { name: string; handover: [string, string] | null } | null;
  branch: { name: string; phone: string; address: string } | null;
  items: { name: string; productCode: string; quantity: number; rate: string; total: string }[];
  /** [label, amount] from the first subtotal to the total inc VAT; empty for a request the branch prices. */
  totals: [string, string][];
  wording: string;
}
