import { Router } from "express";
import { z } from "zod";
import { SLUG_PATTERN } from "../../core/slug.js";
import { notFound } from "../errors.js";
import { myListSuggestions, relatedItemsOf } from "../services/catalogue/related-view.js";
import type { Services } from "../services/index.js";
import { sendSerialised } from "./snapshot-response.js";
import { parseInput } from "./validate.js";

// /api/related-items: an item's accessories, consumables and safety equipment, and MyList's suggestions
// (docs/decisions/catalogue-import.md C12-C14, docs/decisions/mylist.md U8).

/** More slugs than a list can hold lines (R11, with room for a raised MAX_LIST_LINES) is refused. */
const MAX_LISTED = 200;

const slugList = z
  .string("must be a comma-separated list of equipment slugs")
  .max(MAX_LISTED * 101, "is too long")
  .transform((text) => text.split(",").map((slug) => slug.trim()))
  .pipe(
    z
      .array(
        z.string().regex(SLUG_PATTERN, "must be equipment slugs separated by commas, such as floor-saw-petrol-450mm"),
      )
      .min(1, "must name at least one item")
      .max(MAX_LISTED, `must name at most ${MAX_LISTED} items`),
  );

const suggestionsQuery = z.object({ items: slugList });
const itemParams = z.object({ equipmentSlug: z.string().min(1).max(200) });

export function relatedItemsRouter({ catalogue }: Pick<Services, "catalogue">): Router {
  const router = Router();

  // GET /api/related-items/suggestions?items=a,b: at most three items that go with those listed and are not listed.
  // Slugs the catalogue does not know (a line 'No longer available') are passed over.
  router.get("/suggestions", (req, res) => {
    const { items } = parseInput(suggestionsQuery, req.query);
    const snapshot = catalogue.current();
    sendSerialised(req, res, snapshot.responses.jsonUncached({ suggestions: myListSuggestions(snapshot, items) }));
  });

  // GET /api/related-items/for/{equipmentSlug}: the item's related items in order; [] when it has none.
  router.get("/for/:equipmentSlug", (req, res) => {
    const { equipmentSlug } = parseInput(itemParams, req.params, "path");
    const snapshot = catalogue.current();
    const item = snapshot.equipmentBySlug(equipmentSlug);
    if (!item) throw notFound(`Equipment ${equipmentSlug} not found`);
    const key = `related:${item.id}`;
    sendSerialised(
      req,
      res,
      snapshot.responses.json(key, () => relatedItemsOf(snapshot, item.equipmentSlug)),
    );
  });

  return router;
}
