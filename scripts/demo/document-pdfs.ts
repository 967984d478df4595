import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { headOfficeAddress, site } from "../../core/site.js";
import type { DocumentRow } from "./documents.js";
import { guideFor, type Guide } from "./guide-words.js";
import type { CategoryTree } from "./tree.js";
import { renderPdf } from "../../server/pdf/pdf.js";

/**
 * One short safety-guide PDF per document link of the demo catalogue (data/demo/documents/<name>.pdf),
 * written from whatever titles scripts/demo/documents.ts holds, in the words guide-words.ts chooses.
 * Deterministic: fixed dates, no random choices.
 */

const NAVY = site.colors.brand;
const AMBER = site.colors.accent;
const INK = "#1a1a1a";
const MUTED = "#4b5563";
/** A fixed date so reruns write byte-identical files. */
const ISSUED = new Date(Date.UTC(2025, 0, 1));

/** Renders one guide as a one- or two-page A4 PDF. */
export function renderGuidePdf(guide: Guide): Promise<Buffer> {
  return renderPdf(
    {
      size: "A4",
      margins: { top: 56, bottom: 64, left: 56, right: 56 },
      info: {
        Title: guide.title,
        Subject: `${guide.title} for ${guide.category}`,
        Author: site.name,
        Creator: site.name,
        Producer: site.name,
        CreationDate: ISSUED,
        ModDate: ISSUED,
      },
      lang: "en-GB",
      displayTitle: true,
      compress: true,
      bufferPages: true,
    },
    (doc) => {
      const width = doc.page.width;
      const left = doc.page.margins.left;
      const textWidth = width - left - doc.page.margins.right;

      // Header band
      doc.rect(0, 0, width, 118).fill(NAVY);
      doc.rect(0, 118, width, 6).fill(AMBER);
      doc
        .fillColor(AMBER)
        .font("Helvetica-Bold")
        .fontSize(11)
        .text(site.name.toUpperCase(), left, 28, { characterSpacing: 1.5 });
      doc.fillColor("white").font("Helvetica-Bold").fontSize(22).text(guide.title, left, 46, { width: textWidth });
      doc.font("Helvetica").fontSize(11).fillColor("#dbe6f2").text(guide.subtitle, left, 80, { width: textWidth });

      doc.y = 146;
      doc
        .fillColor(INK)
        .font("Helvetica")
        .fontSize(11)
        .text(guide.intro, left, doc.y, { width: textWidth, lineGap: 2 });

      for (const section of guide.sections) {
        doc.moveDown(0.9);
        doc
          .fillColor(NAVY)
          .font("Helvetica-Bold")
          .fontSize(13)
          .text(section.heading, left, doc.y, { width: textWidth });
        doc.moveDown(0.3);
        doc.fillColor(INK).font("Helvetica").fontSize(10.5);
        for (const bullet of section.bullets) {
          const checkbox = bullet.startsWith("[  ]");
          doc.text(checkbox ? bullet : `•  ${bullet}`, left + 8, doc.y, { width: textWidth - 8, lineGap: 1.5 });
          doc.moveDown(0.25);
        }
      }

      doc.moveDown(1);
      doc
        .fillColor(MUTED)
        .font("Helvetica-Oblique")
        .fontSize(9)
        .text(
          "This guide is a summary for hire customers. It does not replace the manufacturer's instructions, your risk assessment or the law, including the Health and Safety at Work etc. Act 1974 and the regulations made under it.",
          left,
          doc.y,
          { width: textWidth },
        );

      // Footer on every page
      const range = doc.bufferedPageRange();
      for (let index = range.start; index < range.start + range.count; index++) {
        doc.switchToPage(index);
        const y = doc.page.height - 44;
        doc.page.margins.bottom = 0;
        doc
          .moveTo(left, y - 8)
          .lineTo(width - left, y - 8)
          .lineWidth(0.5)
          .strokeColor("#cbd5e1")
          .stroke();
        doc
          .fillColor(MUTED)
          .font("Helvetica")
          .fontSize(8)
          .text(
            `${site.legalName} · ${headOfficeAddress} · ${site.phone} · ${site.email} · Issued January 2025 · Page ${index + 1} of ${range.count}`,
            left,
            y,
            { width: textWidth, align: "center", lineBreak: false },
          );
      }
    },
  );
}

/**
 * Writes one PDF per distinct document URL into `folder`, after removing PDFs a previous run left
 * behind (a renamed title would otherwise leave an orphan). Returns counts for the generator's summary.
 */
export async function writeDocumentPdfs(
  documents: DocumentRow[],
  tree: CategoryTree,
  folder: string,
): Promise<{ count: number; bytes: number; largest: number }> {
  const bySlug = new Map(tree.nodes.map((node) => [node.slug, node]));
  await mkdir(folder, { recursive: true });
  for (const name of await readdir(folder)) if (name.endsWith(".pdf")) await rm(join(folder, name));

  const written = new Set<string>();
  let bytes = 0;
  let largest = 0;
  for (const document of documents) {
    const match = /^\/documents\/([a-z0-9][a-z0-9._-]*\.pdf)$/.exec(document.url);
    if (!match) throw new Error(`document URL ${document.url} is not /documents/<name>.pdf`);
    const name = basename(match[1]);
    if (written.has(name)) continue;
    const category = bySlug.get(document.categorySlug);
    if (!category) throw new Error(`document ${document.url} names unknown category ${document.categorySlug}`);
    const pdf = await renderGuidePdf(guideFor(document.title, category));
    await writeFile(join(folder, name), pdf);
    written.add(name);
    bytes += pdf.length;
    largest = Math.max(largest, pdf.length);
  }
  return { count: written.size, bytes, largest };
}
