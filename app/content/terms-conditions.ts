import { headOfficeAddress, site } from "../../core/site.js";
import type { TextPage } from "~/content/types";

export const termsConditions: TextPage = {
  title: "Terms & Conditions",
  description: `The terms on which ${site.name} hires and sells equipment, and the terms of use of this website. Governed by Irish law.`,
  path: "/terms-conditions",
  keywords: ["hire terms and conditions", "terms of hire", "website terms"],
  updated: "January 2025",
  intro: `These terms apply when you use this website and when you hire or buy equipment from ${site.legalName} ("${site.name}", "we", "us"). Please read them before you send a MyList or collect equipment. A branch confirms every hire; no contract is formed until it does.`,
  sections: [
    {
      id: "website",
      heading: "1. Using this website",
      blocks: [
        "You may use this website to find equipment and branches and to send us a hire request. You must not misuse it, try to gain unauthorised access to it, or copy its content for commercial use without our written permission.",
        "We try to keep prices, descriptions and availability accurate, but the website is for information and may contain errors. Images are for illustration; the equipment supplied may differ in make or model while meeting the same specification.",
      ],
    },
    {
      id: "requests",
      heading: "2. MyList and hire requests",
      blocks: [
        "Sending a MyList is a request for a hire, not an order. The branch will contact you to confirm availability, the price, the hire period and any delivery charge. The hire contract is made when the branch confirms it to you and you accept.",
        "Totals shown online are estimates. The branch may apply a weekly, weekend or account rate that is different from the rate shown.",
      ],
    },
    {
      id: "prices",
      heading: "3. Prices and payment",
      blocks: [
        [
          "All prices on this website exclude VAT, which is added at the current rate.",
          "Items marked POA are priced on application: ask your branch for a quote.",
          "Cash and card customers pay a deposit before the hire starts, usually about a 2-week hire charge (or about twice the weekly rate for cash or debit card payments). We return the deposit, less any charges due, when the equipment is back and checked.",
          "For long hires paid by card, we take the hire charge every 2 weeks.",
          "Trade account customers pay within the credit terms agreed with us, up to 30 days.",
          "Collection from a branch is free. Delivery and collection charges are added when the branch confirms your hire.",
        ],
      ],
    },
    {
      id: "hire-period",
      heading: "4. The hire period",
      blocks: [
        "The hire starts when the equipment leaves the branch or is delivered to you, and ends when it is returned to the branch or we collect it. Call your branch to extend a hire or to arrange an off-hire collection; you remain responsible for the equipment until it is back with us.",
        "Our weekend offer gives 3 days for the price of 2 when you take equipment out from Friday midday and return it by Monday midday.",
      ],
    },
    {
      id: "identification",
      heading: "5. Identification",
      blocks: [
        "Customers without a trade account must show two forms of identification when collecting equipment: photo identification (such as a driving licence or passport) and proof of address dated in the last 3 months.",
      ],
    },
    {
      id: "your-responsibilities",
      heading: "6. Your responsibilities",
      blocks: [
        [
          "Use the equipment only for its intended purpose, by competent people, following the instructions and safety information we supply.",
          "Carry out daily checks, keep the equipment secure and do not move it to another site without telling us.",
          "Tell us at once if the equipment breaks down, is damaged, lost or stolen; report thefts to the police and give us the crime reference number.",
          "Return the equipment clean and in the condition it was supplied, apart from fair wear and tear. We may charge for cleaning, refuelling and repairs.",
        ],
      ],
    },
    {
      id: "damage",
      heading: "7. Loss, damage and damage waiver",
      blocks: [
        "You are responsible for the equipment from the start to the end of the hire, including loss, theft and damage, unless damage waiver applies. Damage waiver is charged at 16% of the hire charge and reduces your liability for accidental damage as explained on our Damage Waiver page. It does not cover theft, loss, misuse or negligence. Resale items are not covered.",
      ],
    },
    {
      id: "breakdowns",
      heading: "8. Breakdowns and our liability",
      blocks: [
        "If equipment fails through no fault of yours, we will repair or replace it as soon as we reasonably can and will not charge for the time it could not be used, once you have told us.",
        "We are not liable for indirect or consequential loss, such as loss of profit or delay to your project. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit.",
      ],
    },
    {
      id: "resale",
      heading: "9. Goods you buy",
      blocks: [
        "Resale items (consumables such as blades, bits, fuel and protective equipment) are sold, not hired. Consumers have the rights given by consumer law. Unused items in their original packaging may be returned to the branch within 14 days for a refund.",
      ],
    },
    {
      id: "cancellation",
      heading: "10. Cancelling a hire",
      blocks: [
        "You can cancel a confirmed hire free of charge by calling your branch before the equipment leaves the branch or is dispatched for delivery. We may charge for specialist equipment we have arranged especially for you.",
      ],
    },
    {
      id: "complaints",
      heading: "11. Complaints",
      blocks: [
        `If something goes wrong, speak to your branch first. If it is not resolved, write to Customer Services, ${site.legalName}, ${headOfficeAddress}, or e-mail ${site.customerServiceEmail}. We aim to reply within 10 working days.`,
      ],
    },
    {
      id: "law",
      heading: "12. Governing law",
      blocks: [
        "These terms, and any dispute or claim arising out of or in connection with them, are governed by the laws of Ireland, and the courts of Ireland have jurisdiction. If you are a consumer living in the United Kingdom, you keep the protection of the mandatory laws of the country where you live and may also bring proceedings in its courts.",
      ],
    },
  ],
};
