import { createElement, Fragment, Suspense, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.js";
import { contentSecurityPolicy, hashSource } from "../../server/http/security.js";
import { InlineStyle, RecordInlineScripts } from "~/render/inline-sources";
import { renderDocument } from "~/render/render-page.server";

const config = loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://hire.example", MAP_TILE_URL: "" });
const injected = "window.__pwned = true";
const brandCss = ":root{--brand:#0b3a66}";

/** Stands in for React Router's <Scripts>: an inline script and a JSON-LD data block. */
function FrameworkScripts({ route }: { route: string }) {
  return createElement(
    Fragment,
    null,
    createElement("script", { dangerouslySetInnerHTML: { __html: `window.__route = ${JSON.stringify(route)}` } }),
    createElement("script", { type: "application/ld+json", dangerouslySetInnerHTML: { __html: "{}" } }),
  );
}

/** Stands in for the stream transfer: one script per chunk, the next chunk nested in a Suspense. */
function ChunkedScripts({ chunk }: { chunk: number }): ReactNode {
  const script = createElement("script", { key: "script", dangerouslySetInnerHTML: { __html: `enqueue(${chunk})` } });
  return chunk === 3
    ? script
    : [script, createElement(Suspense, { key: "next" }, createElement(ChunkedScripts, { chunk: chunk + 1 }))];
}

function Page() {
  return createElement(
    "html",
    null,
    createElement("head", null, createElement(InlineStyle, { css: brandCss })),
    createElement(
      "body",
      null,
      // Catalogue HTML that reached the page unsanitised, as React renders it.
      createElement("div", { dangerouslySetInnerHTML: { __html: `<p>Drill</p><script>${injected}</script>` } }),
      createElement(RecordInlineScripts<{ route: string }>, { of: FrameworkScripts, props: { route: "home" } }),
      createElement(RecordInlineScripts<{ chunk: number }>, { of: ChunkedScripts, props: { chunk: 1 } }),
    ),
  );
}

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("the page CSP", () => {
  it("allows the scripts the framework produced and not a script injected through page HTML", async () => {
    const { html, inline } = await renderDocument(createElement(Page), (error) => {
      throw error;
    });
    expect(html.toString("utf8")).toContain(`<script>${injected}</script>`);
    const policy = contentSecurityPolicy(config, inline);
    const frameworkScripts = ['window.__route = "home"', "enqueue(1)", "enqueue(2)", "enqueue(3)"];
    expect(directive(policy, "script-src")).toEqual(["'self'", ...frameworkScripts.map(hashSource)]);
    expect(policy).not.toContain(hashSource(injected));
  });

  it("allows the brand style block by hash and no other inline style", async () => {
    const { inline } = await renderDocument(createElement(Page), (error) => {
      throw error;
    });
    const policy = contentSecurityPolicy(config, inline);
    expect(directive(policy, "style-src")).toEqual(["'self'", hashSource(brandCss)]);
  });

  it("frames nothing and plays media from this site only while no brochure or hero video is configured", () => {
    const policy = contentSecurityPolicy(config, { scripts: [], styles: [] });
    expect(directive(policy, "frame-src")).toEqual(["'none'"]);
    expect(directive(policy, "media-src")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
  });

  it("hashes the text as the browser parses it (CR LF read as LF)", () => {
    expect(hashSource("a\r\nb\rc")).toBe(hashSource("a\nb\nc"));
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(hashSource("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe("rendering a page", () => {
  it("leaves no timer behind once the page is written, which would hold the whole render in memory", async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
    const before = timers();
    await renderDocument(createElement(Page), (error) => {
      throw error;
    });
    expect(timers()).toBe(before);
  });
});
