import type { BrandCounter } from "../brand.js";

/** What Kestrel's branches ask for at the counter before a hire goes out (docs/white-label.md). */
export const counter: BrandCounter = {
  heading: "What to bring to the counter",
  items: [
    "Photo ID: a driving licence or passport",
    "Proof of address dated in the last three months: a utility bill, bank statement or council tax bill",
    "A debit or credit card in your name for the deposit, which is refunded when the equipment comes back",
  ],
};
