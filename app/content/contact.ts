import { site } from "../../core/site.js";
import type { IconName } from "~/components/ui/icon";

export const contactPage = {
  title: "Contact Us",
  description: `Call ${site.phone}, e-mail ${site.email} or visit ${site.name}: head office address, opening hours and your nearest branch.`,
  path: "/contact",
  keywords: ["contact", "hire desk", "opening hours", "head office"],
  intro:
    "Talk to our hire desk, e-mail the team or visit one of our branches. We are here to help you find the right kit for the job.",
};

export interface ContactReason {
  title: string;
  text: string;
  icon: IconName;
}

export const contactReasons: ContactReason[] = [
  {
    title: `Hiring since ${site.foundedYear}`,
    text: "Decades of trade know-how behind every piece of advice we give.",
    icon: "construction",
  },
  {
    title: `${site.claims.locations.replace(/^over/, "Over")}`,
    text: `Branches, specialist depots and merchant-partner counters across ${site.areas.both}.`,
    icon: "map-pin",
  },
  {
    title: `Rated ${site.claims.rating}`,
    text: `From ${site.claims.reviews}, and trusted by ${site.claims.customers}.`,
    icon: "star",
  },
  {
    title: "Safety-checked kit",
    text: "Every machine is serviced and tested before it goes out, with safety guides supplied.",
    icon: "badge-check",
  },
  {
    title: "Collection is free",
    text: "Pick up from your local branch, or ask us to deliver to site.",
    icon: "house",
  },
  {
    title: "Trade accounts",
    text: "Personalised pricing and credit up to 30 days for your business.",
    icon: "award",
  },
];
