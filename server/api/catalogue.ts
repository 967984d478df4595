import { type Request, type RequestHandler, Router } from "express";
import { z } from "zod";
import type { Equipment } from "../../core/catalogue-types.js";
import { SLUG_PATTERN } from "../../core/slug.js";
import { notFound } from "../errors.js";
import type { CatalogueSnapshot } from "../services/catalogue/snapshot.js";
import type { CatalogueStore } from "../services/catalogue/store.js";
import type { Services } from "../services/index.js";
import { sendSerialised } from "./snapshot-response.js";
import { parseInput } from "./validate.js";
import {
  isNarrowed,
  level2CategoriesBy,
  narrowSearch,
  searchNarrowingShape,
} from "../services/catalogue/search-narrowing.js";
import { searchHref, type SearchNarrowing } from "../../core/search-state.js";

const slug = z.string().max(200).regex(SLUG_PATTERN, "must be a lower-case slug such as breakers-110v");
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
    // A page of search results (SEARCH_PAGE_SIZE each); a category list is always whole.
    page: z
      .string()
      .regex(/^[1-9][0-9]{0,5}$/, "must be a page number: 1, 2, 3...")
      .transform(Number)
      .optional(),
    // Lists carry what a list shows; API clients that want every field ask for it.
    fields: z.enum(["full"], "must be full").optional(),
    // A search's category, Hire or Resale, and order, as on the search page (docs/decisions/catalogue-import.md Q4).
    ...searchNarrowingShape,
  })
  .refine((query) => query.search !== undefined || query.categorySlug !== undefined, {
    message: "give search or categorySlug",
    path: ["search"],
  });

/** Search results per API page (docs/decisions/branches.md G5). */
const SEARCH_PAGE_SIZE = 100;

function searchPageUrl(search: string, narrowing: SearchNarrowing, page: number, fields: string | undefined): string {
  const address = searchHref({ term: search, ...narrowing, page }).replace("/equipment?", "/api/equipment?");
  return fields ? `${address}&fields=${fields}` : address;
}

/** A response: the memo key and how to produce the value; thrown errors (404, 400) answer instead. */
type Memoised = [key: string, produce: () => unknown];

/** A GET handler serving JSON serialised once per snapshot and key, with its ETag (304 on a match). */
function memoised(catalogue: CatalogueStore, respond: (snapshot: CatalogueSnapshot, req: Request) => Memoised) {
  const handler: RequestHandler = (req, res) => {
    const snapshot = catalogue.current();
    const [key, produce] = respond(snapshot, req);
    sendSerialised(req, res, snapshot.responses.json(key, produce));
  };
  return handler;
}

function existingCategory(snapshot: CatalogueSnapshot, categorySlug: string) {
  const category = snapshot.categoryBySlug(categorySlug);
  if (!category) throw notFound(`Category ${categorySlug} not found`);
  return category;
}

export function categoriesRouter({ catalogue }: Pick<Services, "catalogue">): Router {
  const router = Router();

  router.get(
    "/",
    memoised(catalogue, (snapshot, req) => {
      const filter = parseInput(categoryListQuery, req.query);
      // An unknown parent answers 404 before anything is memoised, so invented slugs cannot fill the memo.
      if (filter.parentSlug !== undefined) existingCategory(snapshot, filter.parentSlug);
      const key = `categories?${filter.level ?? ""}&${filter.featured ?? ""}&${filter.parentSlug ?? ""}`;
      return [key, () => snapshot.categories(filter)];
    }),
  );

  router.get(
    "/slug/:slug",
    memoised(catalogue, (snapshot, req) => {
      const params = parseInput(z.object({ slug }), req.params, "path");
      const category = existingCategory(snapshot, params.slug);
      return [`category:${category.id}`, () => category];
    }),
  );

  router.get(
    "/:categorySlug/documents",
    memoised(catalogue, (snapshot, req) => {
      const params = parseInput(z.object({ categorySlug: slug }), req.params, "path");
      const category = existingCategory(snapshot, params.categorySlug);
      return [`documents:${category.id}`, () => snapshot.documentsFor(category.categorySlug)];
    }),
  );

  router.get(
    "/:idOrCode",
    memoised(catalogue, (snapshot, req) => {
      const params = parseInput(z.object({ idOrCode: idOrSlug }), req.params, "path");
      const category = snapshot.findCategory(params.idOrCode);
      if (!category) throw notFound(`Category ${params.idOrCode} not found`);
      return [`category:${category.id}`, () => category];
    }),
  );

  return router;
}

export function equipmentRouter({ catalogue }: Pick<Services, "catalogue">): Router {
  const router = Router();

  router.get("/", async (req, res) => {
    const query = parseInput(equipmentListQuery, req.query);
    const snapshot = catalogue.current();
    // Lists carry no descriptions unless asked: those are read from the database (docs/decisions/performance.md N33).
    const shape = (items: readonly Equipment[]) =>
      query.fields === "full" ? snapshot.withDescriptions(items) : Promise.resolve(items);
    if (query.categorySlug !== undefined) {
      const category = existingCategory(snapshot, query.categorySlug);
      const key = `equipment?category=${category.id}&fields=${query.fields ?? "list"}`;
      sendSerialised(
        req,
        res,
        await snapshot.responses.jsonAwaited(key, () => shape(snapshot.equipmentIn(category.categorySlug))),
      );
      return;
    }
    // G5: 100 best matches a page; X-Total-Count counts them all (up to MAX_MATCHES), Link names the next page.
    const narrowing = { category: query.category, type: query.type, sort: query.sort };
    const found = snapshot.searchMatches(query.search ?? "").matches;
    const level2Of = level2CategoriesBy((slug) => snapshot.categoryBySlug(slug));
    const matches = isNarrowed(narrowing) ? narrowSearch(found, narrowing, level2Of).items : found;
    const page = query.page ?? 1;
    const pages = Math.ceil(matches.length / SEARCH_PAGE_SIZE);
    const pageLink = (n: number) => `<${searchPageUrl(query.search ?? "", narrowing, n, query.fields)}>`;
    const links = [
      ...(page > 1 ? [`${pageLink(page - 1)}; rel="prev"`] : []),
      ...(page < pages ? [`${pageLink(page + 1)}; rel="next"`] : []),
    ];
    res.set("X-Total-Count", String(matches.length));
    if (links.length > 0) res.set("Link", links.join(", "));
    const onPage = matches.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
    sendSerialised(req, res, snapshot.responses.jsonUncached(await shape(onPage)));
  });

  router.get("/:equipmentSlug/category-image", (req, res) => {
    const params = parseInput(z.object({ equipmentSlug: idOrSlug }), req.params, "path");
    const snapshot = catalogue.current();
    const item = snapshot.findEquipment(params.equipmentSlug);
    if (!item) throw notFound(`Equipment ${params.equipmentSlug} not found`);
    const path = snapshot.imageUrlOf(item);
    if (!path) throw notFound(`Equipment ${params.equipmentSlug} has no category image`);
    // C4: a redirect to the static image.
    res.set("Cache-Control", "public, max-age=300").redirect(302, path);
  });

  router.get("/:idOrSlug", async (req, res) => {
    const params = parseInput(z.object({ idOrSlug }), req.params, "path");
    const snapshot = catalogue.current();
    const item = snapshot.findEquipment(params.idOrSlug);
    if (!item) throw notFound(`Equipment ${params.idOrSlug} not found`);
    const produce = async () => (await snapshot.withDescriptions([item]))[0];
    sendSerialised(req, res, await snapshot.responses.jsonAwaited(`equipment:${item.id}`, produce));
  });

  return router;
}

export function specialsRouter({ catalogue }: Pick<Services, "catalogue">): Router {
  const router = Router();
  router.get(
    "/featured",
    // Keyed by the specials' day as well as the snapshot: dated specials come and go at midnight.
    memoised(catalogue, (snapshot) => {
      const day = snapshot.specialsDay();
      return [`specials:featured:${day}`, () => snapshot.featuredSpecials(day)];
    }),
  );
  router.get(
    "/by-category",
    // A JSON object keyed by category name (docs/product.md "API"); fromEntries defines each name as an own
    // property, so "__proto__" or "constructor" are ordinary keys.
    memoised(catalogue, (snapshot) => {
      const day = snapshot.specialsDay();
      return [`specials:by-category:${day}`, () => Object.fromEntries(snapshot.specialsByCategory(day))];
    }),
  );
  return router;
}
