import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { contentSecurityPolicy } from "../server/security.js";

export const streamTimeout = 5_000;

const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g;

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    hashes.add(createHash("sha256").update(match[1]!).digest("base64"));
  }
  return [...hashes];
}

/**
 * Renders the whole page before answering, so crawlers always get complete HTML and the
 * Content-Security-Policy can allow exactly the inline scripts of this page by hash (DECISIONS O5).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        const html = Buffer.concat(chunks).toString("utf8");
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set(
          "Content-Security-Policy",
          contentSecurityPolicy(loadContext.services.config, inlineScriptHashes(html)),
        );
        if (!responseHeaders.has("Cache-Control")) {
          responseHeaders.set(
            "Cache-Control",
            responseStatusCode === 200 && !new URL(request.url).pathname.startsWith("/admin")
              ? "public, max-age=0, s-maxage=60, stale-while-revalidate=300"
              : "no-store",
          );
        }
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        pipe(sink);
      },
      onShellError(error) {
        reject(error);
      },
      onError(error) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
