import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";

// Route tests (docs/decisions/operation.md E40): a route's component in a memory router, its loader a stub that
// answers plain data, so a page's states render in milliseconds without a server or a browser.

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/** The routes, opened at `url`: stand-ins render nothing while a loader answers. */
export function renderRoutes(routes: StubRoutes, url: string) {
  const Stub = createRoutesStub(routes.map((route) => ({ HydrateFallback: () => null, ...route })));
  return render(<Stub initialEntries={[url]} />);
}
