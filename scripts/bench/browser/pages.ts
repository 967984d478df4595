// The public pages the browser benchmarks and the JavaScript budget test visit, from the demo catalogue.

/** Every kind of public page: the shell, the catalogue levels, search, branches and the info pages. */
export const firstLoadPages = [
  { name: "home", path: "/" },
  { name: "top-level category", path: "/categories/access" },
  { name: "level-1 category", path: "/categories/boom-lifts-and-cherry-pickers" },
  { name: "level-2 category", path: "/categories/articulated-boom-lifts" },
  { name: "equipment", path: "/equipment/combi-drill-110v" },
  { name: "quick hires", path: "/quick-hires" },
  { name: "search", path: "/equipment?search=drill" },
  { name: "locations", path: "/locations" },
  { name: "branch", path: "/locations/1" },
  { name: "about us", path: "/about-us" },
  { name: "FAQs", path: "/faqs" },
  { name: "contact", path: "/contact" },
] as const;

/** The pages with Lighthouse targets (docs/performance-figures.md "Current figures"). */
export const lighthousePages = firstLoadPages.filter((page) =>
  ["home", "level-2 category", "equipment", "locations", "quick hires", "search"].includes(page.name),
);
