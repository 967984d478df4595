import { formatWholeMoney } from "../../core/money.js";
import { site } from "../../core/site.js";
import { damageWaiverPercent } from "~/content/damage-waiver";
import type { InfoLink, TextBlock } from "~/content/types";

export interface FaqItem {
  /** Anchor, so an answer can be linked to: /faqs#deposit. */
  id: string;
  question: string;
  answer: TextBlock[];
  link?: InfoLink;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

export const faqPage = {
  title: "Frequently Asked Questions",
  description: `Answers about hiring from ${site.name}: prices ex VAT, deposits, ID, weekend hire, damage waiver, opening hours and trade accounts.`,
  path: "/faqs",
  keywords: ["hire FAQ", "tool hire questions", "hire deposit", "weekend hire"],
  intro:
    "Everything you need to know before, during and after your hire. Can't find your answer? Our team is happy to help.",
};

// Business facts of docs/product.md "Timings" as the FAQ states them (docs/decisions/browser.md B6: Saturday 08:00-13:00 here).
export const faqGroups: FaqGroup[] = [
  {
    id: "pre-hire",
    title: "Pre Hire",
    items: [
      {
        id: "prices-vat",
        question: "Do your prices include VAT?",
        answer: [
          "No. All prices on our website are shown ex VAT. VAT is added at the current rate when your branch confirms the hire.",
        ],
      },
      {
        id: "poa",
        question: "What does POA mean?",
        answer: [
          "POA means price on application. Some equipment, such as large plant and specialist access, is priced to suit the job. Add it to your MyList or call your branch and we will give you a quote.",
        ],
      },
      {
        id: "deposit",
        question: "Do I need to pay a deposit?",
        answer: [
          "Customers without a trade account pay a deposit when they collect the equipment. It is usually about a 2-week hire charge, or about twice the weekly rate if you pay by cash or debit card.",
          "We refund the deposit, less any charges due, once the equipment is back and checked.",
        ],
      },
      {
        id: "identification",
        question: "What identification do I need?",
        answer: [
          "Please bring two forms of ID when you collect:",
          [
            "photo ID, such as a driving licence or passport;",
            "proof of address dated in the last 3 months, such as a utility bill or bank statement.",
          ],
          "Trade account customers just need their account code.",
        ],
      },
      {
        id: "weekend-hire",
        question: "Do you offer weekend hire?",
        answer: [
          "Yes. Our weekend offer gives you 3 days for the price of 2: collect from Friday midday and return by Monday midday.",
        ],
      },
      {
        id: "same-day",
        question: "Can I book equipment for today?",
        answer: [
          "Online requests start from tomorrow at the earliest, and hires cannot start or end on a Sunday. For same-day hire, call your local branch: they will tell you what is available now.",
        ],
        link: { to: "/locations", label: "Find your local branch" },
      },
    ],
  },
  {
    id: "using-the-provider",
    title: `Using ${site.name}`,
    items: [
      {
        id: "how-to-hire",
        question: "How do I hire equipment online?",
        answer: [
          "Add the equipment you need to your MyList, choose your hire dates and send it to us with your details. Your chosen branch checks availability and contacts you to confirm the hire, the price and any delivery. Nothing is charged online.",
        ],
      },
      {
        id: "delivery",
        question: "Can you deliver and collect?",
        answer: [
          "Yes. Collection from any branch is free. We can also deliver to your site and collect when you have finished; delivery charges depend on the distance and the equipment, and are added when your branch confirms the hire.",
        ],
      },
      {
        id: "damage-waiver",
        question: "What is damage waiver and how much does it cost?",
        answer: [
          `Damage waiver limits what you pay if hired equipment is accidentally damaged. It costs ${damageWaiverPercent}% of the hire charge and is added when your branch confirms the hire.`,
          "For large plant and long-term hires quoted by a branch, you can choose between two alternatives:",
          [
            `theft and damage cover at 15% of the hire charge, covering theft and damage up to ${formatWholeMoney("5000")};`,
            "accidental damage cover only at 10% of the hire charge.",
          ],
        ],
        link: { to: "/damage-waiver", label: "Read about damage waiver" },
      },
      {
        id: "training",
        question: "Do you provide training and safety information?",
        answer: [
          "Every hire comes with the operating instructions and safety guides for the equipment; you can also download them from each category page. Our branch teams will show you how to use the equipment safely when you collect, and can arrange accredited training for access equipment and plant.",
        ],
      },
      {
        id: "trade-account",
        question: "Can I open a trade account?",
        answer: [
          "Yes. A trade account gives your business personalised pricing, credit facilities and online account reports. Account customers can pay on credit terms of up to 30 days.",
        ],
        link: { to: "/trade-account-benefits", label: "See trade account benefits" },
      },
    ],
  },
  {
    id: "post-hire",
    title: "Post Hire",
    items: [
      {
        id: "extend",
        question: "How do I extend my hire?",
        answer: [
          "Call the branch you hired from before the hire is due to end. We will extend it if the equipment is not needed for another booking.",
        ],
      },
      {
        id: "long-term-payments",
        question: "How are long-term hires charged?",
        answer: [
          "If you pay by card, we take the hire charge every 2 weeks for as long as the hire runs. Trade account customers are invoiced and pay within their credit terms.",
        ],
      },
      {
        id: "off-hire",
        question: "How do I end a hire?",
        answer: [
          "Return the equipment to the branch, or call us to arrange a collection. When we collect, the hire ends when you call, provided the equipment is ready and accessible. Keep the off-hire number we give you.",
        ],
      },
      {
        id: "breakdown",
        question: "What if the equipment breaks down?",
        answer: [
          `Stop using it and call your branch or ${site.phone}. We will repair or swap it as quickly as we can, and you will not be charged for the time it could not be used.`,
        ],
      },
      {
        id: "return-condition",
        question: "Do I need to clean the equipment before returning it?",
        answer: [
          "Please return equipment reasonably clean, with all accessories and fuel topped up where it was supplied full. We may charge for cleaning or refuelling if it is not.",
        ],
      },
    ],
  },
  {
    id: "branches",
    title: "Branches",
    items: [
      {
        id: "opening-hours",
        question: "What are your opening hours?",
        answer: [
          "Most branches are open Monday to Friday 07:30-17:30 and Saturday 08:00-13:00, and closed on Sunday. Hours vary by branch, so check your branch's page before you travel.",
        ],
        link: { to: "/locations", label: "Find a branch and its opening hours" },
      },
      {
        id: "find-branch",
        question: "How do I find my nearest branch?",
        answer: [
          `Search by postcode or town on our branch finder, or browse the full list. We have ${site.claims.locations} across ${site.areas.both}, including hire counters inside merchant partners' stores.`,
        ],
        link: { to: "/locations", label: "Open the branch finder" },
      },
      {
        id: "different-branch",
        question: "Can I return equipment to a different branch?",
        answer: [
          "Often, yes, but please ask first: the branch that hired it to you will arrange the return so that your hire is closed correctly.",
        ],
      },
    ],
  },
  {
    id: "general",
    title: "General",
    items: [
      {
        id: "who-can-hire",
        question: "Who can hire from you?",
        answer: [
          "Anyone over 18: tradespeople, construction firms and DIY customers alike. Some equipment, such as powered access and plant, may only be operated by trained people.",
        ],
      },
      {
        id: "buy",
        question: "Can I buy equipment and consumables?",
        answer: [
          "Yes. Items marked Resale, such as diamond blades, drill bits, fuel and protective equipment, are for sale rather than hire. Add them to your MyList with your hire.",
        ],
      },
      {
        id: "special-equipment",
        question: "You don't list what I need. Can you get it?",
        answer: [
          "Very likely. Send us a special equipment request with your postcode and we will pass it to your nearest branch, who will source it for you.",
        ],
      },
      {
        id: "contact",
        question: "How do I contact you?",
        answer: [
          `Call ${site.phone} or e-mail ${site.email}. For feedback or a complaint, e-mail ${site.customerServiceEmail}.`,
        ],
        link: { to: "/contact", label: "All the ways to contact us" },
      },
    ],
  },
];
