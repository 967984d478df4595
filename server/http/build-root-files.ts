import { readdirSync } from "node:fs";
import express, { type RequestHandler } from "express";

/**
 * The files at the top of the browser build (icons, the sharing picture), served as they are. Only their own paths
 * reach express.static: the folder is listed once at start, since a build never changes under a running server, so a
 * page's path costs no look-up on disk (docs/decisions/performance.md N53).
 */
export function buildRootFiles(folder: string): RequestHandler {
  const paths = new Set(
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const serve = express.static(folder, { maxAge: "1h", index: false });
  return (req, res, next) => (paths.has(req.path) ? serve(req, res, next) : next());
}
