/** The main navigation, shared by the desktop bar and the mobile menu. */
export const mainNavigation = [
  { to: "/categories", label: "Categories" },
  { to: "/equipment", label: "Search equipment" },
  { to: "/quick-hires", label: "Quick Hires" },
  { to: "/locations", label: "Branches" },
  { to: "/trade-account-benefits", label: "Trade accounts" },
  { to: "/faqs", label: "FAQs" },
  { to: "/contact", label: "Contact" },
] as const;
