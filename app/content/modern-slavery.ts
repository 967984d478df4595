import { site } from "../../core/site.js";
import type { TextPage } from "~/content/types";

export const modernSlavery: TextPage = {
  title: "Modern Slavery Act Statement",
  description: `${site.name}'s statement under section 54 of the Modern Slavery Act 2015: our business, supply chains and the steps we take against slavery and human trafficking.`,
  path: "/modern-slavery",
  keywords: ["modern slavery statement", "Modern Slavery Act 2015", "ethical sourcing"],
  updated: "January 2025",
  intro: `This statement is made under section 54(1) of the Modern Slavery Act 2015 for the financial year ending 31 December 2024. It sets out the steps ${site.legalName} has taken to make sure that slavery and human trafficking are not taking place in our business or our supply chains.`,
  sections: [
    {
      id: "our-business",
      heading: "1. Our business",
      blocks: [
        `${site.name} has hired tools and equipment to trade and DIY customers since ${site.foundedYear}. We operate from ${site.claims.locations} across the UK and Ireland, including our own hire centres, specialist powered access and lifting depots, and hire counters inside merchant partners' stores. Our head office is in ${site.headOffice.locality}.`,
      ],
    },
    {
      id: "supply-chains",
      heading: "2. Our supply chains",
      blocks: [
        "We buy equipment, spare parts and consumables from manufacturers and distributors in the UK, Europe and Asia, and we use subcontractors for transport, cleaning, facilities and some equipment servicing. We recognise that the manufacture of tools and personal protective equipment, and labour-intensive services such as logistics and cleaning, carry a higher risk of forced labour.",
      ],
    },
    {
      id: "policies",
      heading: "3. Our policies",
      blocks: [
        [
          "Supplier Code of Conduct: every principal supplier must confirm that it does not use forced, bonded or child labour, pays at least the legal minimum wage and allows workers to leave their employment freely.",
          "Recruitment: we recruit directly wherever possible, check every employee's right to work, and use only licensed agencies that do not charge workers fees.",
          "Whistleblowing: employees, agency workers and suppliers' staff can report concerns in confidence, without fear of reprisal, through our independent helpline.",
        ],
      ],
    },
    {
      id: "due-diligence",
      heading: "4. Due diligence and risk assessment",
      blocks: [
        "Each year we assess our suppliers by country, sector and spend. Suppliers we consider higher risk complete a detailed questionnaire and may be audited on site. During 2024 we assessed all of our principal equipment suppliers and found no instances of modern slavery. Where we find shortcomings, we agree an improvement plan with the supplier and stop trading with any that will not act.",
      ],
    },
    {
      id: "training",
      heading: "5. Training",
      blocks: [
        "Managers, buyers and recruiting staff complete training on how to recognise the signs of modern slavery and what to do about them. Branch teams receive a briefing as part of their induction, as many of our branches deal with labour-intensive subcontractors every day.",
      ],
    },
    {
      id: "next-steps",
      heading: "6. Our priorities for the coming year",
      blocks: [
        [
          "Extend supplier questionnaires to all transport and cleaning subcontractors.",
          "Add modern slavery clauses to every new supplier contract.",
          "Report the number of concerns raised and how they were resolved.",
        ],
      ],
    },
    {
      id: "approval",
      heading: "7. Approval",
      blocks: [
        `This statement was approved by the board of ${site.legalName}, signed by the Managing Director, and is reviewed every year.`,
      ],
    },
  ],
};
