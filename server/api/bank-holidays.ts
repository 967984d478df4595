import { Router } from "express";
import { z } from "zod";
import { NATION_NAMES, NATIONS, nationOfPostcode, type Nation } from "../../core/bank-holidays.js";
import { notFound } from "../errors.js";
import type { Services } from "../services/index.js";
import { integerText } from "./query-schemas.js";
import { parseInput } from "./validate.js";

const query = z
  .object({
    nation: z.enum(NATIONS, `must be one of ${NATIONS.join(", ")}`).optional(),
    branch: integerText(1, 999_999_999).optional(),
  })
  .refine((q) => (q.nation === undefined) !== (q.branch === undefined), {
    path: ["nation"],
    message: "give either nation (eng, sct, nir or roi) or branch (a branch id)",
  });

/**
 * GET /api/bank-holidays?nation=eng|sct|nir|roi or ?branch={id}: the days branches of that nation close, from
 * 1 January this year for three years. The same for everyone all day, so shared caches may keep it.
 */
export function bankHolidaysRouter({
  bankHolidays,
  branchFinder,
}: Pick<Services, "bankHolidays" | "branchFinder">): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    const { nation: given, branch: branchId } = parseInput(query, req.query);
    let nation: Nation;
    if (branchId !== undefined) {
      const branch = branchFinder.byId(branchId);
      if (!branch) throw notFound(`Location ${branchId} not found`);
      nation = nationOfPostcode(branch.postcode);
    } else {
      nation = given!;
    }
    const holidays = await bankHolidays.window(nation);
    res.set("Cache-Control", "public, max-age=3600, stale-while-revalidate=86400");
    res.json({ nation, nationName: NATION_NAMES[nation], holidays });
  });
  return router;
}
