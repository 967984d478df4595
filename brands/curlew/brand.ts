import type { Brand } from "../brand.js";

/** The second demo company: a fictional Irish hire company, in euros with Irish VAT, every branch in Ireland. */
export const brand: Brand = {
  id: "curlew",
  name: "Curlew Hire",
  legalName: "Curlew Tool & Plant Hire Limited",
  tagline: "Tool and equipment hire for trade and DIY",
  description:
    "Curlew Hire supplies tools, plant and access equipment for hire from 25 branches across Ireland. Build your MyList online and your local branch confirms your hire.",
  foundedYear: 1978,
  phone: "01 555 0142",
  phoneHref: "tel:+35315550142",
  email: "hire@curlewhire.ie",
  customerServiceEmail: "help@curlewhire.ie",
  mailFrom: "Curlew Hire <no-reply@curlewhire.ie>",
  currency: { code: "EUR", symbol: "€" },
  vatRate: "0.23",
  postcodes: { label: "Eircode", first: "eircode", example: "D02 X285", exampleTown: "Galway" },
  distanceUnit: "km",
  homeNation: "roi",
  headOffice: {
    street: "Unit 9, Ballymount Cross Business Park",
    locality: "Dublin 24",
    postcode: "D24 K7P3",
    country: "Ireland",
  },
  countryCode: "IE",
  locale: "en_IE",
  openingHours: [
    { days: "Mon-Fri", hours: "7:30 AM-5:30 PM" },
    { days: "Sat", hours: "8:00 AM-1:00 PM" },
    { days: "Sun", hours: "Closed" },
  ],
  social: [
    { name: "Facebook", href: "https://www.facebook.com/curlewhire" },
    { name: "Instagram", href: "https://www.instagram.com/curlewhire" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/curlew-hire" },
  ],
  links: {
    tradeAccountReports: "https://reports.curlewhire.ie/",
    tradeAccountApplication: "https://www.curlewhire.ie/trade-account/apply",
    digitalHireGuide: "https://www.curlewhire.ie/hire-guide",
  },
  brochures: { general: "", specialist: "" },
  heroVideoUrl: "",
  areas: { uk: "Northern Ireland", ireland: "Ireland", both: "Ireland" },
  claims: {
    locations: "25 locations",
    rating: "4.9/5",
    reviews: "640+ reviews",
    customers: "12,000+ customers",
  },
  colors: {
    brand: "#0e5445",
    brandStrong: "#093b30",
    brandSoft: "#e5f2ee",
    accent: "#f7931e",
    accentStrong: "#dd7a06",
    accentText: "#1a1a1a",
  },
  markPath: "M7 29c3-10 10-17 26-18-8 3-13 8-15 18l-4-6z",
};
