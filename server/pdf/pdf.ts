// pdfkit (with its font metrics) is slow to load and holds heap; estimates are printed now and then, so it loads with the first one rather than at start-up (docs/decisions/performance.md N12).
let pdfkit: Promise<typeof import("pdfkit")> | undefined;

/** Draws a PDF with pdfkit and answers its bytes once pdfkit has written them all. */
export async function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  pdfkit ??= import("pdfkit").then((module) => module.default);
  const PDFDocument = await pdfkit;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}
