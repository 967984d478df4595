import { Router } from "express";
import { z } from "zod";
import { notFound } from "../errors.js";
import type { CatalogueStore } from "../services/catalogue/store.js";
import {
  documentsForCategory,
  equipmentInCategory,
  findCategory,
  findCategoryBySlug,
  findEquipment,
  listCategories,
} from "../services/catalogue/queries.js";
import { categoryImagePath } from "../services/catalogue/images.js";
import { sendSerialised } from "./snapshot-response.js";
import { parseInput } from "./validate.js";

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug such as breakers-110v")
  .max(200);
const idOrSlug = z.string().min(1).max(200);

const categoryListQuery = z.object({
  level: z
    .enum(["0", "1", "2"], "must be 0, 1 or 2")
    .transform((level) => Number(level) as 0 | 1 | 2)
    .optional(),
  featured: z
    .enum(["true", "false"], "must be true or false")
    .transform((v) => v === "true")
    .optional(),
  parentSlug: slug.optional(),
});

const equipmentListQuery = z
  .object({
    search: z.string().max(200, "must be at most 200 characters").optional(),
    categorySlug: slug.optional(),
  })
  .refine((query) => query.search !== undefined || query.categorySlug !== undefined, {
    message: "give search or categorySlug",
    path: ["search"],
  });

export function categoriesRouter(catalogue: CatalogueStore): Router {
  const router = Router();

  router.get("/", (req, res) => {
    const filter = parseInput(categoryListQuery, req.query);
    const snapshot = catalogue.current();
    const key = `categories?${filter.level ?? ""}&${filter.featured ?? ""}&${filter.parentSlug ?? ""}`;
    sendSerialised(
      req,
      res,
      snapshot.json(key, () => listCategories(snapshot.data, filter)),
    );
  });

  router.get("/slug/:slug", (req, res) => {
    const params = parseInput(z.object({ slug }), req.params, "path");
    const snapshot = catalogue.current();
    const category = findCategoryBySlug(snapshot.data, params.slug);
    if (!category) throw notFound(`Category ${params.slug} not found`);
    sendSerialised(
      req,
      res,
      snapshot.json(`category:${category.id}`, () => category),
    );
  });

  router.get("/:categorySlug/documents", (req, res) => {
    const params = parseInput(z.object({ categorySlug: slug }), req.params, "path");
    const snapshot = catalogue.current();
    if (!findCategoryBySlug(snapshot.data, params.categorySlug))
      throw notFound(`Category ${params.categorySlug} not found`);
    sendSerialised(
      req,
      res,
      snapshot.json(`documents:${params.categorySlug}`, () => documentsForCategory(snapshot.data, params.categorySlug)),
    );
  });

  router.get("/:idOrCode", (req, res) => {
    const params = parseInput(z.object({ idOrCode: idOrSlug }), req.params, "path");
    const snapshot = catalogue.current();
    const category = findCategory(snapshot.data, params.idOrCode);
    if (!category) throw notFound(`Category ${params.idOrCode} not found`);
    sendSerialised(
      req,
      res,
      snapshot.json(`category:${category.id}`, () => category),
    );
  });

  return router;
}

export function equipmentRouter(catalogue: CatalogueStore): Router {
  const router = Router();

  router.get("/", (req, res) => {
    const query = parseInput(equipmentListQuery, req.query);
    const snapshot = catalogue.current();
    if (query.categorySlug !== undefined) {
      const categorySlug = query.categorySlug;
      if (!findCategoryBySlug(snapshot.data, categorySlug)) throw notFound(`Category ${categorySlug} not found`);
      sendSerialised(
        req,
        res,
        snapshot.json(`equipment?category=${categorySlug}`, () => equipmentInCategory(snapshot.data, categorySlug)),
      );
      return;
    }
    // G5: at most 100 best matches.
    sendSerialised(req, res, snapshot.jsonUncached(snapshot.search.search(query.search ?? "", 100)));
  });

  router.get("/:equipmentSlug/category-image", (req, res) => {
    const params = parseInput(z.object({ equipmentSlug: idOrSlug }), req.params, "path");
    const snapshot = catalogue.current();
    const item = findEquipment(snapshot.data, params.equipmentSlug);
    if (!item) throw notFound(`Equipment ${params.equipmentSlug} not found`);
    const path = categoryImagePath(snapshot.data, item);
    if (!path) throw notFound(`Equipment ${params.equipmentSlug} has no category image`);
    // C4: a redirect to the static image.
    res.set("Cache-Control", "public, max-age=300").redirect(302, path);
  });

  router.get("/:idOrSlug", (req, res) => {
    const params = parseInput(z.object({ idOrSlug }), req.params, "path");
    const snapshot = catalogue.current();
    const item = findEquipment(snapshot.data, params.idOrSlug);
    if (!item) throw notFound(`Equipment ${params.idOrSlug} not found`);
    sendSerialised(
      req,
      res,
      snapshot.json(`equipment:${item.id}`, () => item),
    );
  });

  return router;
}

export function specialsRouter(catalogue: CatalogueStore): Router {
  const router = Router();
  router.get("/featured", (req, res) => {
    const snapshot = catalogue.current();
    sendSerialised(
      req,
      res,
      snapshot.json("specials:featured", () => snapshot.data.featuredSpecials),
    );
  });
  router.get("/by-category", (req, res) => {
    const snapshot = catalogue.current();
    sendSerialised(
      req,
      res,
      snapshot.json("specials:by-category", () => snapshot.data.specialsByCategory),
    );
  });
  return router;
}
