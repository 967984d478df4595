import type { Brand } from "../brand.js";

/** The default demo company: a fictional UK hire company, in pounds with UK VAT. */
export const brand: Brand = {
  id: "kestrel",
  name: "Kestrel Hire",
  legalName: "Kestrel Tool & Plant Hire Ltd",
  tagline: "Tool and equipment hire for trade and DIY",
  description:
    "Kestrel Hire supplies tools, plant and access equipment for hire from over 300 branches across the UK and Ireland. Build your MyList online and a local branch confirms your hire.",
  foundedYear: 1957,
  phone: "0306 999 0123",
  phoneHref: "tel:+443069990123",
  email: "hire@kestrelhire.co.uk",
  customerServiceEmail: "customerservice@kestrelhire.co.uk",
  mailFrom: "Kestrel Hire <no-reply@kestrelhire.co.uk>",
  currency: { code: "GBP", symbol: "£" },
  vatRate: "0.20",
  postcodes: { first: "uk", example: "SW1A 1AA", exampleTown: "Leeds" },
  homeNation: "eng",
  headOffice: {
    street: "Unit 4, Trident Business Park, Coventry Road",
    locality: "Birmingham",
    postcode: "B26 3QL",
    country: "United Kingdom",
  },
  countryCode: "GB",
  locale: "en_GB",
  openingHours: [
    { days: "Mon-Fri", hours: "7:30 AM-5:30 PM" },
    { days: "Sat", hours: "8:00 AM-4:00 PM" },
    { days: "Sun", hours: "Closed" },
  ],
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
  brochures: { general: "", specialist: "" },
  heroVideoUrl: "",
  areas: { uk: "the UK", ireland: "Ireland", both: "the UK and Ireland" },
  claims: {
    locations: "over 300 locations",
    rating: "4.8/5",
    reviews: "1,250+ reviews",
    customers: "50,000+ customers",
  },
  colors: {
    brand: "#0b3a66",
    brandStrong: "#072a4b",
    brandSoft: "#e8f0f8",
    accent: "#ffb81c",
    accentStrong: "#e5a000",
    accentText: "#1a1a1a",
  },
  markPath: "M8.5 28.5 20 10l11.5 18.5-11.5-6z",
};
