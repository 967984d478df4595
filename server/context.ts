import type { Services } from "./services/index.js";

// Page loaders receive the process's services through React Router's load context, so pages and
// the API read one catalogue snapshot. Services hold no database handle: loaders ask services.
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
  }
}

export {};
