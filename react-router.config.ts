import type { Config } from "@react-router/dev/config";
import { selectedBrandId } from "./brands/ids.js";

export default {
  ssr: true,
  // Each brand's pages in a folder of their own, build/<id>/ (server/paths.ts; docs/decisions/operation.md E30).
  buildDirectory: `build/${selectedBrandId()}`,
  // React Router 8's behaviour, adopted now (no future-flag warnings). Loaders read the normalised address from
  // their `url` argument: with v8_passThroughRequests, `request.url` is the raw request (a data request ends in .data).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
