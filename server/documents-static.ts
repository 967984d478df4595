import { join, resolve } from "node:path";
import express from "express";
import { demoDataFolder } from "./paths.js";

/**
 * `/documents/{name}.pdf`: the catalogue's safety documents. A company's own PDFs in DATA_DIR/documents
 * take precedence over the generated demo guides (data/demo/documents), as category images do.
 * Only PDFs are served, so a stray HTML file in the folder can never run as a page of the site.
 */
export function documentsStatic(dataDir: string): express.Router {
  const router = express.Router();
  const options = { maxAge: "1d", index: false as const, dotfiles: "ignore" as const };
  const notFound: express.RequestHandler = (_req, res) => {
    res.status(404).type("text/plain").send("Document not found");
  };
  router.use((req, res, next) => (/^\/[\w.-]+\.pdf$/i.test(req.path) ? next() : notFound(req, res, next)));
  router.use(express.static(resolve(dataDir, "documents"), options));
  router.use(express.static(join(demoDataFolder, "documents"), options));
  router.use(notFound);
  return router;
}
