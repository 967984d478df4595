import { clientOnly } from "./client-only";

/** The toast area, loaded after hydration so sonner stays out of first-load JS. */
export const Toaster = clientOnly(() => import("./sonner-toaster"));
