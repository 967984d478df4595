import type { ServerResponse } from "node:http";
import type { CapturedResponse } from "./encoded-response.js";

/** Headers that belong to one request or one encoding; the fast path writes its own. */
const PER_REQUEST = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "x-request-id",
  "ratelimit",
  "ratelimit-policy",
]);

/** Responses larger than this are not worth a cache slot (none of ours come close). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * Records the response Express sends, as it leaves our code and before compression() encodes it, and hands it to
 * `done` (undefined when it may not be shared). Node offers no way to read a response's body as it is written, so
 * this wraps `res.write` and `res.end` as compression() does (docs/decisions/operation.md E39; upgrade test:
 * server/fast-path/capture.test.ts). Shared means: status 200, `Cache-Control: public`, no Set-Cookie. Pages render their own
 * Content-Security-Policy (inline-script hashes of that render) and it is recorded with them, so a cached page
 * always carries the policy it was rendered with.
 */
export function captureResponse(res: ServerResponse, done: (captured: CapturedResponse | undefined) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (tooBig || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > MAX_BODY_BYTES) tooBig = true;
    else chunks.push(buffer);
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    const result = end(chunk, ...rest);
    done(tooBig ? undefined : shareable(res, Buffer.concat(chunks)));
    return result;
  }) as ServerResponse["end"];
}

function shareable(res: ServerResponse, body: Buffer): CapturedResponse | undefined {
  if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return undefined;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (!/^public\b/i.test(cacheControl)) return undefined;
  const headers: [string, string][] = [];
  for (const name of res.getHeaderNames()) {
    if (PER_REQUEST.has(name)) continue;
    const value = res.getHeader(name);
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.push([name, item]);
    else headers.push([name, String(value)]);
  }
  const vary = String(res.getHeader("vary") ?? "");
  return {
    headers,
    body,
    etag: res.getHeader("etag") as string | undefined,
    compressible: /accept-encoding/i.test(vary),
  };
}
