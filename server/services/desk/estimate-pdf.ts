import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { todayInLondon } from "../../../core/hire-dates.js";
import { headOfficeAddress, site } from "../../../core/site.js";
import { longDate } from "../../../core/date-format.js";
import type { EstimateDocument } from "./estimate.js";
import { renderPdf } from "../../pdf/pdf.js";
import { drawOnPdfThread } from "../../pdf/pdf-thread.js";

// A4 estimate in the look of the demo safety guides (scripts/demo/document-pdfs.ts): navy band, amber rule.
// Uncompressed, so the text stays searchable by simple tools; an estimate is a few kilobytes either way.

const NAVY = site.colors.brand;
const AMBER = site.colors.accent;
const INK = "#1a1a1a";
const MUTED = "#4b5563";
const RULE = "#cbd5e1";

/** Estimates kept, by content and day: the most recently printed lists, within 32 MB. */
const cache = new LRUCache<string, Buffer>({
  max: 64,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (pdf) => Math.max(1, pdf.length),
});
/** Estimates being drawn: a second request for the same one waits for the first drawing. */
const drawing = new Map<string, Promise<Buffer>>();

/**
 * The estimate as a PDF, drawn on the PDF thread (server/pdf/pdf-thread.ts) and cached. The key is a hash of everything
 * printed (lines, prices, dates, reference, customer, branch) and the day of issue (London), so any change to the list or its prices
 * draws a new one, and a visitor asking again for the same list gets the same bytes without drawing.
 */
export function renderEstimatePdf(estimate: EstimateDocument, issuedAt: Date): Promise<Buffer> {
  const day = todayInLondon(issuedAt);
  const key = `${day}:${createHash("sha256").update(JSON.stringify(estimate)).digest("base64url")}`;
  const cached = cache.get(key);
  if (cached) return Promise.resolve(cached);
  let pending = drawing.get(key);
  if (!pending) {
    pending = drawOnPdfThread({ document: "estimate", data: estimate, issuedAt: issuedAt.toISOString() })
      .then((pdf) => {
        cache.set(key, pdf);
        return pdf;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

/** Draws the estimate here, on this thread (the PDF thread calls this). */
export function drawEstimatePdf(estimate: EstimateDocument, issuedAt: Date): Promise<Buffer> {
  return renderPdf(
    {
      size: "A4",
      margins: { top: 56, bottom: 64, left: 48, right: 48 },
      info: {
        Title: estimate.title,
        Author: site.name,
        Creator: site.name,
        Producer: site.name,
        CreationDate: issuedAt,
      },
      lang: "en-GB",
      displayTitle: true,
      compress: false,
    },
    (doc) => {
      const width = doc.page.width;
      const left = doc.page.margins.left;
      const right = width - doc.page.margins.right;
      const textWidth = right - left;

      doc.rect(0, 0, width, 104).fill(NAVY);
      doc.rect(0, 104, width, 5).fill(AMBER);
      doc.fillColor(AMBER).font("Helvetica-Bold").fontSize(11).text(site.name.toUpperCase(), left, 26, {
        characterSpacing: 1.5,
      });
      doc.fillColor("white").font("Helvetica-Bold").fontSize(20).text(estimate.title, left, 44, { width: textWidth });
      doc
        .font("Helvetica")
        .fontSize(10)
        .fillColor("#dbe6f2")
        .text(`Estimate issued ${longDate(todayInLondon(issuedAt))}`, left, 72, { width: textWidth });

      doc.y = 128;
      const facts: [string, string][] = [];
      if (estimate.referenceNumber) facts.push(["Reference", estimate.referenceNumber]);
      if (estimate.customer?.name) facts.push(["Customer", estimate.customer.name]);
      if (estimate.customer?.handover) facts.push(estimate.customer.handover);
      if (estimate.dates) facts.push(estimate.dates);
      if (estimate.branch) {
        facts.push(
          ["Branch", `${estimate.branch.name}, ${estimate.branch.address}`],
          ["Branch phone", estimate.branch.phone],
        );
      }
      for (const [label, value] of facts) {
        const y = doc.y;
        doc.fillColor(MUTED).font("Helvetica-Bold").fontSize(10).text(label, left, y, { width: 110 });
        doc
          .fillColor(INK)
          .font("Helvetica")
          .text(value, left + 115, y, { width: textWidth - 115 });
        doc.moveDown(0.35);
      }

      // Items table: name (with code), quantity, rate, estimate.
      const columns = [
        // The Rate column is wide enough for how a line was priced (docs/decisions/money.md P9).
        { title: "Item", x: left, width: 205, align: "left" as const },
        { title: "Qty", x: left + 210, width: 35, align: "right" as const },
        { title: "Rate", x: left + 250, width: 155, align: "right" as const },
        { title: "Estimate", x: left + 410, width: textWidth - 410, align: "right" as const },
      ];
      doc.moveDown(1);
      let y = doc.y;
      doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(10);
      for (const column of columns) doc.text(column.title, column.x, y, { width: column.width, align: column.align });
      y = doc.y + 4;
      doc.moveTo(left, y).lineTo(right, y).lineWidth(0.8).strokeColor(NAVY).stroke();
      y += 6;
      for (const item of estimate.items) {
        if (y > doc.page.height - 160) {
          doc.addPage();
          y = doc.page.margins.top;
        }
        doc.fillColor(INK).font("Helvetica").fontSize(10);
        doc.text(item.name, columns[0].x, y, { width: columns[0].width });
        let rowBottom = doc.y;
        if (item.productCode) {
          doc
            .fillColor(MUTED)
            .fontSize(8.5)
            .text(item.productCode, columns[0].x, rowBottom, { width: columns[0].width });
          rowBottom = doc.y;
        }
        doc.fillColor(INK).fontSize(10);
        const cells = [String(item.quantity), item.rate, item.total];
        cells.forEach((cell, index) => {
          const column = columns[index + 1];
          doc.text(cell, column.x, y, { width: column.width, align: column.align });
          rowBottom = Math.max(rowBottom, doc.y);
        });
        y = rowBottom + 5;
        doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
        y += 6;
      }

      // Totals, right-aligned; the last (inc VAT) in bold.
      y += 6;
      estimate.totals.forEach(([label, amount], index) => {
        const last = index === estimate.totals.length - 1;
        doc
          .fillColor(last ? NAVY : INK)
          .font(last || label.startsWith("Estimated total ex VAT") ? "Helvetica-Bold" : "Helvetica")
          .fontSize(last ? 12 : 10);
        doc.text(label, left + 220, y, { width: 180, align: "right" });
        doc.text(amount, left + 410, y, { width: textWidth - 410, align: "right" });
        y = doc.y + 4;
      });

      doc.y = y + 14;
      doc.fillColor(MUTED).font("Helvetica-Oblique").fontSize(9.5).text(estimate.wording, left, doc.y, {
        width: textWidth,
        lineGap: 1.5,
      });

      const footerY = doc.page.height - 44;
      doc.page.margins.bottom = 0;
      doc
        .moveTo(left, footerY - 8)
        .lineTo(right, footerY - 8)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc
        .fillColor(MUTED)
        .font("Helvetica")
        .fontSize(8)
        .text(`${site.legalName} · ${headOfficeAddress} · ${site.phone} · ${site.email}`, left, footerY, {
          width: textWidth,
          align: "center",
          lineBreak: false,
        });
    },
  );
}
