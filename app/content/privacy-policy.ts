import { headOfficeAddress, site } from "../../core/site.js";
import type { TextPage } from "~/content/types";

/** The settings the policy states (docs/decisions/operation.md Z7): the page says what the site really does. */
export interface PrivacySettings {
  /** RETENTION_MONTHS: months after a request's last status change until its personal details are erased. */
  retentionMonths: number;
}

/** "24 months (2 years)", "18 months", "1 month". */
export function retentionPeriod(months: number): string {
  const text = `${months} month${months === 1 ? "" : "s"}`;
  if (months % 12 !== 0) return text;
  const years = months / 12;
  return `${text} (${years} year${years === 1 ? "" : "s"})`;
}

/** The privacy policy as the site's settings make it true. */
export const privacyPolicy = ({ retentionMonths }: PrivacySettings): TextPage => ({
  title: "Privacy Policy",
  description: `How ${site.name} collects, uses and protects your personal data when you use our website, build a MyList or ask us about a hire.`,
  path: "/privacy-policy",
  keywords: ["privacy policy", "GDPR", "personal data"],
  updated: "January 2025",
  intro: `${site.legalName} ("${site.name}", "we", "us") respects your privacy. This policy explains what personal data we collect through this website and our branches, why we collect it, how long we keep it and the rights you have over it.`,
  sections: [
    {
      id: "who-we-are",
      heading: "1. Who we are",
      blocks: [
        `${site.legalName} is the controller of the personal data described in this policy. Our head office is at ${headOfficeAddress}, ${site.headOffice.country}.`,
        `For any question about this policy or your data, write to our Data Protection Officer at the head office address or e-mail ${site.customerServiceEmail}.`,
      ],
    },
    {
      id: "what-we-collect",
      heading: "2. The data we collect",
      blocks: [
        "We only ask for what we need to arrange your hire. Depending on how you deal with us, this may include:",
        [
          "Contact details: your name, company name, e-mail address, telephone number and postal address.",
          "Hire details: the equipment on your MyList, your hire dates, your chosen branch, delivery or collection preferences and any notes you add.",
          "Location details: the postcode or town you search for to find your nearest branch. If you allow it, your browser's approximate location is used once for the search and is not stored.",
          "Account details: for trade account customers, your account code and the information given in your credit application.",
          "Identity documents: when you collect equipment, we check two forms of identification and may keep a record of the documents seen.",
          "Technical data: your IP address, browser type and the pages you request, recorded in our server logs to keep the site secure.",
        ],
        "We do not knowingly collect data from children, and we do not ask for special category data such as health information.",
      ],
    },
    {
      id: "how-we-use",
      heading: "3. How we use your data and our lawful basis",
      blocks: [
        [
          "To take steps at your request before entering into a hire contract, and to perform that contract: passing your MyList to the branch, contacting you to confirm availability, prices and dates, delivering and collecting equipment, and invoicing.",
          "To answer a special equipment request: we send it to the branch nearest the postcode you give us.",
          "To meet our legal obligations: keeping accounting records, checking identity to prevent fraud, and reporting to the authorities where the law requires.",
          "For our legitimate interests: keeping our website and systems secure, preventing misuse, improving our service and, for business customers, telling you about similar products and services (you can opt out at any time).",
        ],
        "We will only send consumer customers marketing e-mails with their consent.",
      ],
    },
    {
      id: "sharing",
      heading: "4. Who we share it with",
      blocks: [
        "We never sell your personal data. We share it only with:",
        [
          "our branches and merchant-partner counters that handle your hire;",
          "delivery partners, when you ask us to deliver or collect equipment;",
          "service providers who host our website, send our e-mails and look up postcodes for us, under contracts that require them to protect your data and use it only on our instructions;",
          "credit reference agencies, when you apply for a trade account;",
          "the police, insurers or other authorities where the law requires or to deal with lost, stolen or damaged equipment.",
        ],
        "Where a provider handles data outside the UK and the European Economic Area, we use safeguards approved under UK and EU law, such as standard contractual clauses.",
      ],
    },
    {
      id: "retention",
      heading: "5. How long we keep it",
      blocks: [
        [
          "MyLists that are never sent are deleted automatically 30 days after they were last changed.",
          `Hire requests and special equipment requests: your name, postal address, e-mail address, telephone number, trade account code and the notes we send you about the request are kept for ${retentionPeriod(retentionMonths)} after the last change to the request's status (for example when it was confirmed or completed), so that a branch can refer back to it.`,
          "After that period they are erased automatically, together with the e-mails we sent about the request. We keep only what no longer identifies you: the reference, the dates, the branch, the equipment, the estimated prices and the status, for our statistics.",
          "You can ask us for a copy of everything we hold under your e-mail address, or for it to be erased sooner, at any time (see section 7).",
          "Hire contracts, invoices and account records are kept for 6 years after the end of the financial year they relate to, as tax law requires.",
          "Server logs are kept for no longer than 90 days.",
        ],
      ],
    },
    {
      id: "security",
      heading: "6. Keeping your data safe",
      blocks: [
        "Our website is served over an encrypted connection, and access to customer data is limited to the staff who need it to arrange your hire. We review our security measures regularly and will tell you and the regulator about a breach where the law requires.",
      ],
    },
    {
      id: "your-rights",
      heading: "7. Your rights",
      blocks: [
        "Under the UK GDPR and, for customers in Ireland, the EU GDPR, you have the right to:",
        [
          "ask for a copy of the personal data we hold about you;",
          "ask us to correct data that is wrong or incomplete;",
          "ask us to delete your data where we no longer need it;",
          "object to, or ask us to restrict, the way we use your data;",
          "receive the data you gave us in a portable format;",
          "withdraw your consent to marketing at any time.",
        ],
        `To use any of these rights, e-mail ${site.customerServiceEmail} or call ${site.phone}. We will answer within one month and will not charge you.`,
        "If you are unhappy with how we have handled your data, you can complain to the Information Commissioner's Office (ico.org.uk) in the UK or the Data Protection Commission (dataprotection.ie) in Ireland. We would appreciate the chance to put things right first.",
      ],
    },
    {
      id: "cookies",
      heading: "8. Cookies",
      blocks: ["Our use of cookies and similar storage in your browser is explained in our Cookie Policy."],
    },
    {
      id: "changes",
      heading: "9. Changes to this policy",
      blocks: [
        "We may update this policy from time to time. The date at the top of the page shows when it last changed; we will tell account customers about significant changes by e-mail.",
      ],
    },
  ],
});
