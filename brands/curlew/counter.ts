import type { BrandCounter } from "../brand.js";

/** What Curlew's branches ask for at the counter before a hire goes out (docs/white-label.md). */
export const counter: BrandCounter = {
  heading: "Bring these when you collect",
  items: [
    "Photo ID: a driving licence, passport or passport card",
    "Proof of address dated in the last three months: a utility bill, bank statement or letter from Revenue",
    "A debit or credit card in your name: the deposit is held on it and released when the equipment is returned",
  ],
};
