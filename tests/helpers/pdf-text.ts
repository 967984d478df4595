// The text of an uncompressed PDF written by pdfkit with its standard fonts: every `[<hex> kern <hex>] TJ` run,
// decoded as WinAnsi (Latin-1 for the characters we print), one run per line. Enough to check what an estimate says.

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  if (!source.startsWith("%PDF-")) throw new Error("Not a PDF");
  const runs: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/g)) {
    const pieces = [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) =>
      Buffer.from(piece[1], "hex").toString("latin1"),
    );
    runs.push(pieces.join(""));
  }
  return runs.join("\n");
}
