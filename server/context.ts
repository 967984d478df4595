import type { Services } from "./services/index.js";

// Page loaders receive the process's services through React Router's load context,
// so pages and the API share one database handle and one catalogue snapshot.
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
  }
}

export {};
