import { Router } from "express";
import { z } from "zod";
import { PLAIN_QUERY_MESSAGE, plainLine } from "../../core/input-fields.js";
import { notFound } from "../errors.js";
import type { Services } from "../services/index.js";
import { normalisePostcode } from "../services/postcodes/format.js";
import { markDegraded, postcodeServiceUnavailable, unknownRoutingKey } from "./locations.js";
import { placeText } from "./query-schemas.js";
import { parseInput } from "./validate.js";

const autocompleteQuery = z.object({
  query: plainLine(z.string("must be text").max(20, "must be at most 20 characters"), PLAIN_QUERY_MESSAGE),
});
const geocodeQuery = z.object({ address: placeText });
const lookupQuery = z.object({
  postcode: z
    .string("must be text")
    .max(20, "must be at most 20 characters")
    .refine((value) => normalisePostcode(value) !== null, "Please enter a valid UK postcode (e.g. SW1A 1AA)"),
});

/** Postcodes and places for the browser, which never calls the public postcode service itself. */
export function addressesRouter({ postcodes }: Pick<Services, "postcodes">): Router {
  const router = Router();

  router.get("/autocomplete", async (req, res) => {
    const { query } = parseInput(autocompleteQuery, req.query);
    const { postcodes: suggestions, degraded } = await postcodes.autocomplete(query);
    markDegraded(res, degraded);
    res.set("Cache-Control", degraded ? "no-store" : "private, max-age=60");
    res.json(suggestions);
  });

  router.get("/geocode", async (req, res) => {
    const { address } = parseInput(geocodeQuery, req.query);
    const found = await postcodes.geocode(address);
    if (found.status === "unavailable") throw postcodeServiceUnavailable();
    if (found.status === "not-found") throw notFound(`No place found for "${address}"`);
    if (found.status === "unknown-routing-key") throw unknownRoutingKey("address", found.routingKey);
    markDegraded(res, found.degraded);
    res.json({ latitude: found.latitude, longitude: found.longitude });
  });

  router.get("/lookup", async (req, res) => {
    const { postcode } = parseInput(lookupQuery, req.query);
    const found = await postcodes.lookup(postcode);
    if (found.status === "unavailable") throw postcodeServiceUnavailable();
    if (found.status === "not-found") throw notFound("This postcode does not exist. Please check and try again.");
    res.json({
      postcode: found.postcode,
      town: found.town,
      region: found.region,
      latitude: found.latitude,
      longitude: found.longitude,
    });
  });

  return router;
}
