import { Router } from "express";
import { publicStaticPaths } from "../../core/public-routes.js";
import type { Services } from "../services/index.js";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every public URL: the static pages, then categories, equipment and branches from the snapshot. */
export function sitemapPaths({ catalogue }: Pick<Services, "catalogue">): string[] {
  const snapshot = catalogue.current();
  return [
    ...publicStaticPaths,
    ...snapshot.categories().map((category) => `/categories/${encodeURIComponent(category.categorySlug)}`),
    ...snapshot.equipment().map((item) => `/equipment/${encodeURIComponent(item.equipmentSlug)}`),
    ...snapshot.branches().map((branch) => `/locations/${branch.id}`),
  ];
}

export function seoRouter({ config, catalogue }: Pick<Services, "config" | "catalogue">): Router {
  const router = Router();
  const base = config.publicUrl;

  router.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=3600")
      .send(
        [
          "User-agent: *",
          "Disallow: /admin/",
          "Disallow: /api/",
          "Disallow: /security-audit",
          "Disallow: /seo-analysis",
          `Sitemap: ${base}/sitemap.xml`,
          "",
        ].join("\n"),
      );
  });

  router.get("/sitemap.xml", (_req, res) => {
    const snapshot = catalogue.current();
    const { body, etag } = snapshot.responses.text("sitemap.xml", () => {
      const urls = sitemapPaths({ catalogue }).map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
    });
    res.type("application/xml").set("ETag", etag).set("Cache-Control", "public, max-age=3600").send(body);
  });
  return router;
}
