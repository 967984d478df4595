import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Mirrors docs/product.md "Pages". Anything else falls through to the 404 route at the end.
export default [
  index("routes/home.tsx"),
  route("equipment", "routes/equipment.tsx"),
  route("equipment/:idOrSlug", "routes/equipment.$idOrSlug.tsx"),
  route("categories", "routes/categories.tsx"),
  route("categories/:categorySlug", "routes/categories.$categorySlug.tsx"),
  route("locations", "routes/locations.tsx"),
  route("locations/browse-all", "routes/locations.browse-all.tsx"),
  route("locations/:id", "routes/locations.$id.tsx"),
  route("contact", "routes/contact.tsx"),
  route("faqs", "routes/faqs.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("modern-slavery", "routes/modern-slavery.tsx"),
  route("terms-conditions", "routes/terms-conditions.tsx"),
  route("damage-waiver", "routes/damage-waiver.tsx"),
  route("trade-account-benefits", "routes/trade-account-benefits.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("quick-hires", "routes/quick-hires.tsx"),
  route("online-brochure", "routes/online-brochure.tsx"),
  route("coming-soon", "routes/coming-soon.tsx"),
  route("security-audit", "routes/security-audit.tsx"),
  route("seo-analysis", "routes/seo-analysis.tsx"),
  route("admin/login", "routes/admin.login.tsx"),
  // The staff pages share one frame: brand, desk navigation and account menu (app/components/admin/staff-frame.tsx).
  layout("routes/admin.layout.tsx", [
    route("admin/import", "routes/admin.import.tsx"),
    route("admin/accounts", "routes/admin.accounts.tsx"),
    route("admin/customer-data", "routes/admin.customer-data.tsx"),
    route("admin/webhooks", "routes/admin.webhooks.tsx"),
    route("admin/requests", "routes/admin.requests.tsx"),
    route("admin/requests/:reference", "routes/admin.requests.$reference.tsx"),
  ]),
  route("requests/:reference", "routes/requests.$reference.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
