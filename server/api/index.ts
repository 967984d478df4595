import { Router } from "express";
import type { Services } from "../services/index.js";
import { adminRouter } from "./admin.js";
import { v1Router } from "./v1/index.js";
import { categoriesRouter, equipmentRouter, specialsRouter } from "./catalogue.js";
import { relatedItemsRouter } from "./related-items.js";
import { reservationsRouter } from "./reservations.js";
import { hireRequestTrackingRouter } from "./hire-request-tracking.js";
import { addressesRouter } from "./addresses.js";
import { bankHolidaysRouter } from "./bank-holidays.js";
import { branchStockRouter, deliveryEstimateRouter } from "./branch-data.js";
import { locationsRouter } from "./locations.js";
import { siteSettingsRouter } from "./site-settings.js";
import { specialRequestRouter } from "./special-request.js";

/** /api: each router gets only the services it uses. */
export function apiRouter(services: Services): Router {
  const { config, catalogue, siteSettings, rateLimits, reservations, hireRequests, desk, admin, customerData } =
    services;
  const { branchFinder, postcodes, bankHolidays } = services;
  const router = Router();
  router.use("/site-settings", siteSettingsRouter({ siteSettings }));
  router.use("/categories", categoriesRouter({ catalogue }));
  router.use("/equipment", equipmentRouter({ catalogue }));
  router.use("/specials", specialsRouter({ catalogue }));
  router.use("/related-items", relatedItemsRouter({ catalogue }));
  router.use("/reservations", reservationsRouter({ reservations, hireRequests, desk }));
  router.use("/requests", hireRequestTrackingRouter({ desk }));
  router.use("/special-request", specialRequestRouter({ hireRequests }));
  router.use("/locations", locationsRouter({ branchFinder }));
  router.use("/addresses", addressesRouter({ postcodes }));
  router.use("/branch-stock", branchStockRouter({ branchData: services.branchData, catalogue }));
  router.use("/delivery-estimate", deliveryEstimateRouter({ hireRequests }));
  router.use("/bank-holidays", bankHolidaysRouter({ bankHolidays, branchFinder }));
  router.use(
    "/admin",
    adminRouter({
      config,
      admin,
      desk,
      rateLimits,
      customerData,
      apiKeys: services.apiKeys,
      webhooks: services.webhooks,
    }),
  );
  router.use("/v1", v1Router(services));
  return router;
}
