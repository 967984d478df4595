import { about } from "../../brands/selected/about.js";
import { site } from "../../core/site.js";

// The company's own story comes from its brand folder (brands/<id>/about.ts); the rest of the page is shared.

export const aboutPage = {
  title: "About Us",
  // This page's description counts branches (over 140 for the demo); the claims count every location.
  description: `${site.name} has hired tools and equipment since ${site.foundedYear}. Today ${about.branches} and ${site.claims.locations} serve trade and DIY customers across ${site.areas.both}.`,
  path: "/about-us",
  keywords: ["about us", "company history", `hire since ${site.foundedYear}`],
  intro: about.intro,
};

export const story: string[] = about.story;

export type Milestone = (typeof about.timeline)[number];

export const timeline: Milestone[] = about.timeline;

export const figures: { value: string; label: string }[] = [
  { value: String(site.foundedYear), label: "Hiring since" },
  {
    value: site.claims.locations.replace(/^over /, "").replace(/ locations$/, "+"),
    label: `Locations across ${site.areas.both}`,
  },
  { value: site.claims.rating, label: `Customer rating from ${site.claims.reviews}` },
  { value: site.claims.customers.replace(/ customers$/, ""), label: "Customers" },
];

export const values: { title: string; text: string }[] = [
  {
    title: "Safety first",
    text: "Every hire comes with the safety guides and instructions for the equipment, and advice from people who use it.",
  },
  {
    title: "Local service",
    text: "Branch teams who know their area and their customers, backed by a national network.",
  },
  {
    title: "Straight talking",
    text: "Clear prices ex VAT, no surprises, and a branch that calls you back to confirm every hire.",
  },
];
