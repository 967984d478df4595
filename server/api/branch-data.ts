import { Router } from "express";
import { z } from "zod";
import { deliveryEstimateText } from "../../core/delivery-estimate.js";
import { SLUG_PATTERN } from "../../core/slug.js";
import { stockJudgedLines } from "../../core/stock-judged-lines.js";
import type { Services } from "../services/index.js";
import type { StockLine } from "../services/branch-data/index.js";
import { normalisePostcode } from "../services/postcodes/format.js";
import { parseInput } from "./validate.js";

const MAX_ITEMS = 50;
const MAX_BRANCHES = 100;

/** `slug` or `slug:quantity` (1-10), comma-separated. */
const itemsText = z
  .string("must be text")
  .max(4000, "must be at most 4000 characters")
  .transform((text) => text.split(",").filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[a-z0-9-]{1,200}(:(10|[1-9]))?$/, "must be slugs, each with an optional ':quantity' of 1 to 10")
          .transform((entry) => {
            const [slug, quantity = "1"] = entry.split(":");
            return { slug, quantity: Number(quantity) };
          })
          .refine((item) => SLUG_PATTERN.test(item.slug), "must be slugs such as '1-5t-mini-digger'"),
      )
      .min(1, "must name at least one item")
      .max(MAX_ITEMS, `must name at most ${MAX_ITEMS} items`),
  );

const branchIdsText = z
  .string("must be text")
  .max(1200, "must be at most 1200 characters")
  .transform((text) => text.split(",").filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/, "must be branch numbers")
          .transform(Number),
      )
      .min(1, "must name at least one branch")
      .max(MAX_BRANCHES, `must name at most ${MAX_BRANCHES} branches`),
  );

const stockQuery = z.object({ items: itemsText, branches: branchIdsText });

/**
 * GET /api/branch-stock?items=slug[:qty],...&branches=id,...: what the nightly stock export says of these items at
 * these branches (docs/decisions/branches.md G8, G9), judged by the Hire lines when there are any (mylist.md U16). `statuses` is null when the export says nothing fresh of any of
 * them; `suggestedBranchId` is the first branch, in the order given (nearest first), that usually has them all.
 */
export function branchStockRouter({ branchData, catalogue }: Pick<Services, "branchData" | "catalogue">): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    const { items, branches } = parseInput(stockQuery, req.query);
    const snapshot = catalogue.current();
    const listed = items.flatMap(({ slug, quantity }) => {
      const item = snapshot.equipmentBySlug(slug);
      return item ? [{ productCode: item.productCode, type: item.type, quantity }] : [];
    });
    // A list with Hire lines is judged by them alone (docs/decisions/mylist.md U16).
    const lines: StockLine[] = [...stockJudgedLines(listed)];
    const { stock } = await branchData.current();
    const now = Date.now();
    const statuses = branches.map((branchId) => ({ branchId, status: stock.statusAt(branchId, lines, now) }));
    const known = statuses.every((entry) => entry.status !== null);
    const suggested = known ? statuses.find((entry) => entry.status === "usually-available") : undefined;
    res.set("Cache-Control", "public, max-age=300");
    res.json({ statuses: known ? statuses : null, suggestedBranchId: suggested?.branchId ?? null });
  });
  return router;
}

const estimateQuery = z.object({
  postcode: z
    .string("must be text")
    .max(20, "must be at most 20 characters")
    .refine((value) => normalisePostcode(value) !== null || /^[A-Za-z0-9 ]{7,8}$/.test(value), "must be a postcode"),
});

/** GET /api/delivery-estimate?postcode=: checkout's delivery wording for a postcode (G10); `estimate` null: none. */
export function deliveryEstimateRouter({ hireRequests }: Pick<Services, "hireRequests">): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    const { postcode } = parseInput(estimateQuery, req.query);
    const estimate = await hireRequests.deliveryPreview(postcode);
    res.set("Cache-Control", estimate?.placedBy === "postcode" ? "private, max-age=300" : "no-store");
    res.json({ estimate, text: deliveryEstimateText(estimate) });
  });
  return router;
}
