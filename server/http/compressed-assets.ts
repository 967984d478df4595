import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RequestHandler } from "express";
import { chooseEncoding } from "../fast-path/encoded-response.js";
import { ifNoneMatch } from "./if-none-match.js";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Compressed {
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * `/assets/*` (the build's content-hashed scripts and styles) sent as brotli at its highest quality, or gzip,
 * compressed once per file on first request and kept: these files never change under their names, and quality 11
 * is markedly smaller than compression()'s on-the-fly default (docs/decisions/performance.md N6, W3).
 * A client that accepts neither, or a name that is not a built file, falls through to express.static.
 */
export function compressedAssets(folder: string): RequestHandler {
  const files = new Map<string, Promise<Compressed | undefined>>();
  const load = (name: string) => {
    let pending = files.get(name);
    if (!pending) {
      pending = readFile(join(folder, name)).then(
        async (bytes) => ({
          br: await brotli(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
          gzip: await gzipAsync(bytes, { level: 9 }),
          etag: `"${createHash("sha1").update(bytes).digest("base64url")}`,
        }),
        () => undefined,
      );
      files.set(name, pending);
    }
    return pending;
  };

  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== "GET" && req.method !== "HEAD") || !/^[\w-]+(\.[\w-]+)*\.(js|css)$/.test(name)) return next();
    // The fast path's reading of Accept-Encoding: weighted or unusual headers go to compression(), which honours q.
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (encoding !== "br" && encoding !== "gzip") return next();
    load(name).then((file) => {
      if (!file) return next();
      const etag = `${file.etag}-${encoding}"`;
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("ETag", etag);
      res.type(extname(name));
      if (ifNoneMatch(req, etag)) {
        res.status(304).end();
        return;
      }
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", file[encoding].length);
      res.end(req.method === "HEAD" ? undefined : file[encoding]);
    }, next);
  };
}
