/**
 * The demo safety guides of the brand BRAND names, into its demo folder (brands/<id>/demo.ts): the guides print the
 * company's name, phone, address and colours, so a second brand needs its own set (docs/decisions/operation.md O9).
 * Run by `npm run demo:generate` once per brand with a demo folder, as BRAND=<id> tsx <this file>: the guides read
 * the selected brand, as every page does.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brands } from "../../../brands/index.js";
import { selectedBrandId } from "../../../brands/ids.js";
import { writeDocumentPdfs } from "../document-pdfs.js";
import { buildDocuments } from "../documents.js";
import { buildCategoryTree } from "../tree.js";

const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));
const { demo } = brands[selectedBrandId()];
if (!demo.folder) throw new Error("this brand's demo is data/demo itself: nothing to write");
const tree = buildCategoryTree();
const folder = join(projectRoot, demo.folder, "documents");
const { count } = await writeDocumentPdfs(buildDocuments(tree), tree, folder);
console.log(`  ${"brand documents".padEnd(21)} ${join(demo.folder, "documents")}: ${count} PDFs`);
