// What a brand is: everything about the hire company that pages, e-mails, documents and structured data show
// (docs/white-label.md). One folder per brand, brands/<id>/, holds it; BRAND=<id> picks one at start.

export interface OpeningHoursLine {
  days: string;
  hours: string;
}

export interface Brand {
  /** The folder name and the BRAND setting's value. */
  id: string;
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  foundedYear: number;
  phone: string;
  phoneHref: string;
  email: string;
  customerServiceEmail: string;
  /** The sender of the site's e-mails unless MAIL_FROM says otherwise; replies go to the branch or the customer. */
  mailFrom: string;
  /** Prices are stored, imported and sent as plain decimals in this currency (docs/decisions/money.md V8). */
  currency: { code: "GBP" | "EUR"; symbol: string };
  /** Standard VAT rate as an exact decimal; prices are stored ex VAT (docs/decisions/money.md P5, V8). */
  vatRate: string;
  /**
   * Which postcode system the forms name first, the postcode field's label and its example (docs/decisions/operation.md
   * O8, branches.md G15).
   */
  postcodes: { first: "uk" | "eircode"; label: "Postcode" | "Eircode"; example: string; exampleTown: string };
  /** How pages, e-mails and documents show distances; searches and stored figures stay in miles (branches.md G14). */
  distanceUnit: "miles" | "km";
  /** The nation whose bank holidays apply before a branch is chosen: "eng" for a UK company, "roi" for an Irish one. */
  homeNation: "eng" | "sct" | "nir" | "roi";
  headOffice: { street: string; locality: string; postcode: string; country: string };
  /** The head office's country as structured data writes it (ISO 3166), and the pages' language and region. */
  countryCode: "GB" | "IE";
  locale: "en_GB" | "en_IE";
  openingHours: readonly OpeningHoursLine[];
  social: readonly { name: string; href: string }[];
  links: { tradeAccountReports: string; tradeAccountApplication: string; digitalHireGuide: string };
  /** Embedded interactive brochures; empty strings show a friendly message instead of an empty frame. */
  brochures: { general: string; specialist: string };
  /** A muted, looping hero video; empty uses the still image. */
  heroVideoUrl: string;
  /** Where the branches are, as the branch finder words it ('N locations available across the UK and Ireland'). */
  areas: { uk: string; ireland: string; both: string };
  claims: { locations: string; rating: string; reviews: string; customers: string };
  /** Brand colours as CSS colour values, fed into CSS variables by the root layout and drawn into the icons. */
  colors: {
    brand: string;
    brandStrong: string;
    brandSoft: string;
    accent: string;
    accentStrong: string;
    accentText: string;
  };
  /** The logo mark: an SVG path on a 40 x 40 tile, drawn in the accent colour on the brand colour. */
  markPath: string;
}

/** What a brand's branch pages say of each kind of branch. */
export interface BrandBranches {
  /**
   * 'Services Available' by branch type (the `type` column of the locations import); a type not named here shows the
   * product's list (core/branch-services.ts, docs/decisions/branches.md L17).
   */
  services: Readonly<Record<string, readonly string[]>>;
}

/** The About Us page's own copy: a company's history is its own to write (docs/white-label.md). */
export interface BrandAbout {
  /** How many branches, as the page's description counts them ('over 140 branches'). */
  branches: string;
  /** The first sentence under the heading. */
  intro: string;
  story: string[];
  timeline: { year: string; title: string; text: string }[];
}

/**
 * What a customer brings to the branch to collect a hire: the company's own rules on identity, address and deposit,
 * listed on the request's page once it is sent (docs/decisions/mylist.md U19).
 */
export interface BrandCounter {
  heading: string;
  items: string[];
}

/** What the demo data generator writes for a brand (scripts/demo/branches/brand-locations.ts). */
export interface BrandDemo {
  /** The folder whose CSV files replace data/demo's for this brand ('' for none: data/demo is this brand's). */
  folder: string;
  /** The country parts its demo branches are in: ENG, SCT, WLS, NIR, IE. */
  countries: readonly ("ENG" | "SCT" | "WLS" | "NIR" | "IE")[];
}
