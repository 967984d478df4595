import { createElement, Fragment, isValidElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { deferBootstrap, startAfterFirstPaint } from "~/render/scripts-after-first-paint.server";

// The bootstrap React Router 7 writes in lazy route discovery mode (its <Scripts>, trimmed manifest).
const bootstrap = `;
import * as route0 from "/assets/root-a.js";
import * as route1 from "/assets/equipment-b.js";
  window.__reactRouterManifest = {"entry": {"module": "/assets/entry.client-c.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/equipment":route1};

import("/assets/entry.client-c.js");`;

const preload = (href: string) => createElement("link", { key: href, rel: "modulepreload", href });
const script = (html: string, type?: string) =>
  createElement("script", { type, async: type === "module", dangerouslySetInnerHTML: { __html: html } });

/** React Router's <Scripts> output: module preloads, then the context script and the bootstrap module. */
const scriptsOutput = createElement(
  Fragment,
  null,
  preload("/assets/entry.client-c.js"),
  [preload("/assets/ui-kit-d.js"), preload("/assets/root-a.js")],
  createElement(Fragment, null, script("window.__reactRouterContext = {}"), script(bootstrap, "module")),
);

/** Runs the deferred bootstrap against a stand-in page and reports what it did, and when. */
async function run(source: string, visibilityState: "visible" | "hidden") {
  const events: string[] = [];
  const frames: (() => void)[] = [];
  const page = {
    document: {
      visibilityState,
      createElement: () => ({}) as { rel?: string; href?: string },
      head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => frames.push(callback),
    load: (url: string) => {
      events.push(`import ${url}`);
      return Promise.resolve({ url });
    },
    window: {} as Record<string, unknown>,
  };
  const code = source.replace(/\bimport\(/g, "load(");
  new Function(...Object.keys(page), code)(...Object.values(page));
  await Promise.resolve();
  const beforePaint = [...events];
  while (frames.length) frames.shift()!();
  await new Promise((resolve) => setImmediate(resolve));
  return { beforePaint, events, window: page.window };
}

describe("the page's scripts start after the first paint (X2)", () => {
  it("moves the module preloads into the bootstrap and keeps the other scripts", () => {
    const output = startAfterFirstPaint(scriptsOutput) as ReactElement<{
      type?: string;
      dangerouslySetInnerHTML: { __html: string };
    }>[];
    expect(output.some((child) => isValidElement(child) && child.type === "link")).toBe(false);
    const scripts = output.filter(isValidElement);
    expect(scripts.map((child) => child.props.type)).toEqual([undefined, "module"]);
    expect(scripts[0].props.dangerouslySetInnerHTML.__html).toBe("window.__reactRouterContext = {}");
    expect(scripts[1].props.dangerouslySetInnerHTML.__html).not.toMatch(/^\s*import\s+\*/m);
  });

  it("fetches nothing before the frame is painted, then preloads, loads the routes and starts the app", async () => {
    const source = deferBootstrap(bootstrap, ["/assets/entry.client-c.js", "/assets/ui-kit-d.js"])!;
    const { beforePaint, events, window } = await run(source, "visible");
    expect(beforePaint).toEqual([]);
    expect(events).toEqual([
      "preload /assets/entry.client-c.js",
      "preload /assets/ui-kit-d.js",
      "import /assets/root-a.js",
      "import /assets/equipment-b.js",
      "import /assets/entry.client-c.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-a.js" },
      "routes/equipment": { url: "/assets/equipment-b.js" },
    });
  });

  it("starts at once in a hidden tab, which paints nothing", async () => {
    const source = deferBootstrap(bootstrap, [])!;
    const { beforePaint } = await run(source, "hidden");
    expect(beforePaint).toEqual(["import /assets/root-a.js", "import /assets/equipment-b.js"]);
  });

  it("leaves a bootstrap of another shape as React Router wrote it", () => {
    expect(deferBootstrap('import { a } from "/assets/x.js";\na();', [])).toBeNull();
    expect(deferBootstrap('import("/assets/entry.js");', [])).toBeNull();
    const unexpected = createElement(Fragment, null, preload("/x.js"), script('import { a } from "/x.js";', "module"));
    expect(startAfterFirstPaint(unexpected)).toBe(unexpected);
  });
});
