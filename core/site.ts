/**
 * The hire company's brand and contact details: the one file a company edits to re-brand the site.
 * Pages, e-mails and structured data all read from here. The demo company is fictional.
 */
export interface OpeningHoursLine {
  days: string;
  hours: string;
}

export const site = {
  name: "Kestrel Hire",
  legalName: "Kestrel Tool & Plant Hire Ltd",
  tagline: "Tool and equipment hire for trade and DIY",
  description:
    "Kestrel Hire supplies tools, plant and access equipment for hire from over 300 branches across the UK and Ireland. Build your MyList online and a local branch confirms your hire.",
  foundedYear: 1957,
  phone: "0306 999 0123",
  /** UK standard VAT rate as an exact decimal; prices are stored ex VAT (docs/decisions/money.md P5). */
  vatRate: "0.20",
  phoneHref: "tel:+443069990123",
  email: "hire@kestrelhire.co.uk",
  customerServiceEmail: "customerservice@kestrelhire.co.uk",
  /** The sender of the site's e-mails unless MAIL_FROM says otherwise; replies go to the branch or the customer. */
  mailFrom: "Kestrel Hire <no-reply@kestrelhire.co.uk>",
  headOffice: {
    street: "Unit 4, Trident Business Park, Coventry Road",
    locality: "Birmingham",
    postcode: "B26 3QL",
    country: "United Kingdom",
  },
  openingHours: [
    { days: "Mon-Fri", hours: "7:30 AM-5:30 PM" },
    { days: "Sat", hours: "8:00 AM-4:00 PM" },
    { days: "Sun", hours: "Closed" },
  ] satisfies OpeningHoursLine[],
  social: [
    { name: "Facebook", href: "https://www.facebook.com/kestrelhire" },
    { name: "Instagram", href: "https://www.instagram.com/kestrelhire" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/kestrel-hire" },
    { name: "YouTube", href: "https://www.youtube.com/@kestrelhire" },
    { name: "X", href: "https://x.com/kestrelhire" },
  ],
  links: {
    tradeAccountReports: "https://reports.kestrelhire.co.uk/",
    tradeAccountApplication: "https://www.kestrelhire.co.uk/trade-account/apply",
    digitalHireGuide: "https://www.kestrelhire.co.uk/hire-guide",
  },
  /** Embedded interactive brochures; empty strings show a friendly message instead of an empty frame. */
  brochures: {
    general: "",
    specialist: "",
  },
  /** A muted, looping hero video; empty uses the still image. */
  heroVideoUrl: "",
  /** Where the branches are, as the branch finder words it ('N locations available across the UK and Ireland'). */
  areas: { uk: "the UK", ireland: "Ireland", both: "the UK and Ireland" },
  claims: {
    locations: "over 300 locations",
    rating: "4.8/5",
    reviews: "1,250+ reviews",
    customers: "50,000+ customers",
  },
  /** Brand colours as CSS colour values, fed into CSS variables by the root layout. */
  colors: {
    brand: "#0b3a66",
    brandStrong: "#072a4b",
    brandSoft: "#e8f0f8",
    accent: "#ffb81c",
    accentStrong: "#e5a000",
    accentText: "#1a1a1a",
  },
} as const;

export type Site = typeof site;

export const headOfficeAddress = [site.headOffice.street, site.headOffice.locality, site.headOffice.postcode].join(
  ", ",
);
