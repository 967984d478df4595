import { createHash } from "node:crypto";
import { isValidElement, useContext, type ReactNode } from "react";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { contentSecurityPolicy } from "../server/security.js";
import { StaticSectionContext } from "~/components/layout/static-section-cache";
import { InlineSourceContext } from "~/lib/inline-sources";
import { staticSectionRenderer } from "~/lib/static-sections.server";
import { renderDocument, streamTimeout } from "~/lib/render-document.server";

export { streamTimeout };

/**
 * React Router's <ServerRouter>, recording the scripts of its stream transfer (the loader data handed
 * to the browser, one script per chunk) as they are produced. The stream transfer is not exported, so
 * it is found in ServerRouter's output by its props; should that change, its scripts go unrecorded and
 * the browser refuses them, which the page tests catch.
 */
function RecordedServerRouter({ context, url }: { context: EntryContext; url: string }) {
  const output = ServerRouter({ context, url });
  const streamTransfer = findComponent(output, (props) => "reader" in props && "identifier" in props);
  const recorder = useContext(InlineSourceContext);
  return recorder && streamTransfer ? recorder.recordScripts(output, streamTransfer) : output;
}

type Component = (props: object) => ReactNode;

function findComponent(node: ReactNode, matches: (props: object) => boolean): Component | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findComponent(child as ReactNode, matches);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
  if (typeof node.type === "function" && matches(node.props)) return node.type as Component;
  return findComponent(node.props.children, matches);
}

/**
 * Renders the whole page before answering, so crawlers always get complete HTML and the
 * Content-Security-Policy can allow exactly the inline scripts the framework emitted for this page
 * by hash (docs/decisions.md O5): hashed as React produces them, never found by reading the HTML,
 * where a script injected through catalogue HTML would look the same.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { html, inline } = await renderDocument(
    <StaticSectionContext.Provider value={staticSectionRenderer(new URL(request.url).pathname)}>
      <RecordedServerRouter context={routerContext} url={request.url} />
    </StaticSectionContext.Provider>,
    (error) => {
      responseStatusCode = 500;
      console.error(error);
    },
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(loadContext.services.config, inline));
  const shared = responseStatusCode === 200 && !new URL(request.url).pathname.startsWith("/admin");
  if (!responseHeaders.has("Cache-Control")) {
    responseHeaders.set(
      "Cache-Control",
      shared ? "public, max-age=0, s-maxage=60, stale-while-revalidate=300" : "no-store",
    );
  }
  // A strong validator of the exact HTML, so browsers and CDNs revalidate with If-None-Match and the fast path
  // (server/fast-path) answers 304 while the page is unchanged.
  if (shared) responseHeaders.set("ETag", `"${createHash("sha1").update(html).digest("base64url")}"`);
  // Buffer.concat's result lives in an ordinary ArrayBuffer, never a shared one.
  return new Response(html as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode });
}
