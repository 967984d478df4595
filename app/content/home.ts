import { site } from "../../core/site.js";
import type { IconName } from "~/components/ui/icon";

// The home page's marketing copy. Read by the home loader (server side), so the words travel
// as page data rather than as JavaScript.

export interface HomeTile {
  to: string;
  title: string;
  text: string;
  icon: IconName;
}

export const promoTiles: HomeTile[] = [
  {
    to: "/quick-hires",
    title: "Quick Hires",
    text: "Special offers on popular kit, ready to go from your local branch.",
    icon: "badge-check",
  },
  {
    to: "/categories",
    title: "Browse Categories",
    text: "Access, breaking, power, gardening and more, in three easy steps.",
    icon: "layout-grid",
  },
  {
    to: "/trade-account-benefits",
    title: "Trade Account Benefits",
    text: "Credit terms, account pricing and reports for your business.",
    icon: "award",
  },
];

export const reasons: Omit<HomeTile, "to">[] = [
  {
    title: `Hiring since ${site.foundedYear}`,
    text: "Generations of trade know-how, with kit serviced and safety-checked before every hire.",
    icon: "construction",
  },
  {
    title: "Local branches",
    text: `With ${site.claims.locations} across ${site.areas.both}, there is a branch near your job.`,
    icon: "map-pin",
  },
  {
    title: "Trusted by the trade",
    text: `Rated ${site.claims.rating} from ${site.claims.reviews} and relied on by ${site.claims.customers}.`,
    icon: "star",
  },
  {
    title: "Quick and easy",
    text: "Build your MyList online in minutes; your branch confirms and gets you working.",
    icon: "clock",
  },
];
