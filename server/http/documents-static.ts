import { resolve } from "node:path";
import express from "express";
import { demoStaticFolders } from "../../brands/demo-data.js";
import { brands } from "../../brands/index.js";
import { selectedBrandId } from "../../brands/ids.js";
import { demoDataFolder, projectRoot } from "../paths.js";

/**
 * `/documents/{name}.pdf`: the catalogue's safety documents. A company's own PDFs in DATA_DIR/documents
 * take precedence over the generated demo guides (the brand's own demo folder, then data/demo/documents;
 * docs/decisions/operation.md O9), as category images do.
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
  for (const folder of demoStaticFolders(projectRoot, demoDataFolder, brands[selectedBrandId()].demo, "documents")) {
    router.use(express.static(folder, options));
  }
  router.use(notFound);
  return router;
}
