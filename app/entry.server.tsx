import { createHash } from "node:crypto";
import type { EntryContext, RouterContextProvider } from "react-router";
import { configOf } from "../server/context.js";
import { contentSecurityPolicy } from "../server/http/security.js";
import { renderPage, streamTimeout } from "~/render/render-page.server";

export { streamTimeout };

/**
 * React Router's server entry (docs/architecture.md, "Render pipeline"). Renders the whole page before answering, so
 * crawlers always get complete HTML and the Content-Security-Policy can allow exactly the inline scripts the framework
 * emitted for this page by hash (docs/decisions/security.md O5): hashed as React produces them, never found by reading
 * the HTML, where a script injected through catalogue HTML would look the same.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { html, inline } = await renderPage(routerContext, request, (error) => {
    responseStatusCode = 500;
    console.error(error);
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(configOf(loadContext), inline));
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
