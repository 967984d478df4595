import { clientOnly } from "~/components/layout/client-only";

/** The toast area, loaded after hydration so sonner stays out of first-load JS. */
export const Toaster = clientOnly(() => import("~/components/layout/sonner-toaster"));
