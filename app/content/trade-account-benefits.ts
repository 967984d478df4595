import { site } from "../../core/site.js";
import type { IconName } from "~/components/ui/icon";

export const tradeAccountPage = {
  title: "Trade Account Benefits",
  description: `Open a ${site.name} trade account: personalised pricing, credit facilities of up to 30 days and an online account service for your business.`,
  path: "/trade-account-benefits",
  keywords: ["trade account", "hire credit account", "business hire account"],
  intro:
    "Hire for your business on better terms. A trade account gives you prices set for the way you work, credit facilities and round-the-clock control of your hires online.",
};

export interface Benefit {
  title: string;
  text: string;
  points: string[];
  icon: IconName;
}

export const benefits: Benefit[] = [
  {
    title: "Personalised Pricing",
    text: "Rates agreed for your business, based on what you hire and how often.",
    points: [
      "Account rates across the whole range",
      "Discounts on long-term and repeat hires",
      "Quotes for large projects",
    ],
    icon: "badge-check",
  },
  {
    title: "Credit Facilities",
    text: "Hire now and pay on account, with no deposits to find at the counter.",
    points: ["Credit terms of up to 30 days", "One monthly statement", "No deposit on collection"],
    icon: "award",
  },
  {
    title: "Online Account Service",
    text: "See every hire, invoice and delivery for your account, any time, online.",
    points: ["Live on-hire reports", "Off-hire requests online", "Invoices and proof of delivery"],
    icon: "list-checks",
  },
];

export const onlineAccountFeatures: string[] = [
  "See everything on hire across all your sites, with start dates and costs to date",
  "Off-hire equipment online and receive an off-hire number straight away",
  "Download invoices, credit notes and monthly statements",
  "View proof of delivery and collection notes",
  "Add purchase order numbers and site references to each hire",
  "Set up users for each site manager, with spending limits",
  "Export reports to a spreadsheet for job costing",
];

export const applicationSteps: string[] = [
  "Complete the short online application with your company details.",
  "We run a credit check and agree your credit limit, usually within one working day.",
  "Your account code arrives by e-mail: use it at any branch straight away.",
];

export const applicationUrl = site.links.tradeAccountApplication;
