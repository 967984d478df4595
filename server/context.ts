import type { Services } from "./services/index.js";

// Page loaders receive the process's services through React Router's context, so pages and the API read one
// catalogue snapshot; services hold no database handle, so loaders ask services. With middleware on
// (future.v8_middleware) the context is a RouterContextProvider; createApp's getLoadContext sets `services` on it,
// the migration path React Router documents for code written against AppLoadContext.
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
  }
  interface RouterContextProvider {
    services: Services;
  }
  // As react-router.config.ts sets it; typegen declares the same for the app, this is for the server's own compile.
  interface Future {
    v8_middleware: true;
  }
}

export {};
