// The render pipeline's upgrade tests (docs/architecture.md, "Workarounds"). They render a page through the real
// React Router (its request handler, <ServerRouter>, <Scripts>) and our server entry, so an `npm update` that changes
// what app/render relies on fails here with a plain message, before a browser test finds a page that does not start.
import { createElement } from "react";
import {
  createRequestHandler,
  RouterContextProvider,
  Scripts,
  ScrollRestoration,
  type ServerBuild,
} from "react-router";
import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../server/config.js";
import { hashSource } from "../../server/http/security.js";
import handleRequest, { streamTimeout } from "~/entry.server";
import { RecordInlineScripts } from "~/render/inline-sources";
import reactRouterConfig from "../../react-router.config";

const config = loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://hire.example", MAP_TILE_URL: "" });

function Root() {
  return createElement(
    "html",
    null,
    createElement("head"),
    createElement(
      "body",
      null,
      createElement("p", null, "Drills"),
      createElement(RecordInlineScripts, { of: ScrollRestoration, props: {} }),
      createElement(RecordInlineScripts, { of: Scripts, props: {} }),
    ),
  );
}

const build = {
  entry: { module: { default: handleRequest, streamTimeout } },
  routes: {
    root: { id: "root", path: "", module: { default: Root, loader: () => ({ drills: ["Combi drill 110V"] }) } },
  },
  assets: {
    entry: { module: "/assets/entry.client-a.js", imports: ["/assets/ui-kit-b.js"] },
    routes: {
      root: {
        id: "root",
        path: "",
        module: "/assets/root-c.js",
        imports: [],
        hasLoader: true,
        hasAction: false,
        hasClientLoader: false,
        hasClientAction: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
      },
    },
    url: "/assets/manifest-d.js",
    version: "d",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: reactRouterConfig.future,
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

async function renderHome() {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const handler = createRequestHandler(build, "production");
    const response = await handler(
      new Request("https://hire.example/"),
      // The load context as server/context.ts makes it, with the one service the entry reads.
      Object.assign(new RouterContextProvider(), { pageServices: { config } }) as never,
    );
    return {
      html: await response.text(),
      policy: response.headers.get("Content-Security-Policy") ?? "",
      errors: errors.mock.calls.map((call) => call.map(String).join(" ")),
    };
  } finally {
    errors.mockRestore();
  }
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , source]) => source!);

describe("what the render pipeline relies on in React Router", () => {
  it("renders through the real <ServerRouter> and <Scripts>", async () => {
    const { html, errors } = await renderHome();
    expect(errors).toEqual([]);
    expect(html).toContain("<p>Drills</p>");
    expect(html).toContain("Combi drill 110V");
  });

  it("inline scripts: every one React Router sends (stream transfer, scroll restoration, bootstrap) is allowed by the CSP", async () => {
    const { html, policy } = await renderHome();
    const scripts = inlineScripts(html);
    expect(scripts.some((source) => source.includes("Combi drill 110V"))).toBe(true);
    expect(scripts.some((source) => source.includes("sessionStorage"))).toBe(true);
    const refused = scripts.filter((source) => !policy.includes(hashSource(source)));
    expect(
      refused,
      "React Router renders inline scripts that app/render does not record (its stream transfer or <Scripts> " +
        "changed shape), so the page's CSP refuses them: see docs/architecture.md, 'Workarounds'.",
    ).toEqual([]);
  });

  it("scripts after the first paint: <Scripts> still writes the bootstrap that app/render defers", async () => {
    const { html } = await renderHome();
    const message =
      "React Router's <Scripts> no longer writes module preloads and a bootstrap of static imports that " +
      "app/render/scripts-after-first-paint.server.ts can defer, so the page's scripts start before its first " +
      "paint: see docs/architecture.md, 'Workarounds'.";
    expect(html, message).not.toMatch(/<link[^>]*rel="modulepreload"/);
    const bootstrap = inlineScripts(html).find((source) => source.includes("/assets/entry.client-a.js"));
    expect(bootstrap, message).toContain("requestAnimationFrame");
    expect(bootstrap, message).toContain('import("/assets/root-c.js")');
  });
});
