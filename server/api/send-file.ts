import type { Response } from "express";

/** A PDF shown in the browser (estimates). */
export function sendPdf(res: Response, fileName: string, pdf: Buffer): void {
  res.status(200).type("application/pdf").set("Content-Disposition", `inline; filename="${fileName}"`).send(pdf);
}

/** A CSV download, never stored by a cache (exports and templates). */
export function sendCsv(res: Response, fileName: string, body: string): void {
  res
    .status(200)
    .type("text/csv; charset=utf-8")
    .set("Content-Disposition", `attachment; filename="${fileName}"`)
    .set("Cache-Control", "no-store")
    // A byte-order mark, so Excel reads the file as UTF-8 (the importer skips it).
    .send(`\uFEFF${body}`);
}
