/** Public pages of docs/product.md "Pages" that belong in the sitemap (internal and admin pages are left out). */
export const publicStaticPaths = [
  "/",
  "/equipment",
  "/categories",
  "/locations",
  "/locations/browse-all",
  "/contact",
  "/faqs",
  "/privacy-policy",
  "/cookie-policy",
  "/modern-slavery",
  "/terms-conditions",
  "/damage-waiver",
  "/trade-account-benefits",
  "/about-us",
  "/quick-hires",
  "/online-brochure",
] as const;
