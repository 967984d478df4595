import { Router } from "express";
import type { Services } from "../services/index.js";
import { adminRouter } from "./admin.js";
import { categoriesRouter, equipmentRouter, specialsRouter } from "./catalogue.js";
import { reservationsRouter } from "./reservations.js";
import { requestTrackingRouter, reservationEstimateRouter } from "./request-tracking.js";
import { addressesRouter } from "./addresses.js";
import { bankHolidaysRouter } from "./bank-holidays.js";
import { locationsRouter } from "./locations.js";
import { siteSettingsRouter } from "./site-settings.js";
import { specialRequestRouter } from "./special-request.js";

export function apiRouter(services: Services): Router {
  const router = Router();
  router.use("/site-settings", siteSettingsRouter(services.siteSettings));
  router.use("/categories", categoriesRouter(services.catalogue));
  router.use("/equipment", equipmentRouter(services.catalogue));
  router.use("/specials", specialsRouter(services.catalogue));
  router.use("/reservations", reservationEstimateRouter(services), reservationsRouter(services));
  router.use("/requests", requestTrackingRouter(services));
  router.use("/special-request", specialRequestRouter(services));
  router.use("/locations", locationsRouter(services.locations));
  router.use("/addresses", addressesRouter(services.postcodes));
  router.use("/bank-holidays", bankHolidaysRouter(services));
  router.use("/admin", adminRouter(services));
  return router;
}
