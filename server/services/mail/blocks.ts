import { site } from "../../../core/site.js";

// An e-mail as a list of blocks (rows, headings, paragraphs, tables, links), written out as plain text and as simple
// HTML, so both parts of every e-mail say the same.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A document of rows: [label, value] pairs and headed sections, rendered as text and as HTML. */
export type Block =
  | { heading: string }
  | { rows: [string, string][] }
  | { paragraph: string }
  /** Header row, then rows; `totals` ([label, amount]) sit under the last column, as on the printed estimate. */
  | { table: string[][]; totals?: [string, string][] }
  | { link: string; label: string };

export function renderText(blocks: Block[]): string {
  const out: string[] = [];
  for (const block of blocks) {
    if ("heading" in block) out.push("", block.heading.toUpperCase(), "-".repeat(block.heading.length));
    else if ("paragraph" in block) out.push("", block.paragraph);
    else if ("link" in block) out.push("", `${block.label}: ${block.link}`);
    else if ("rows" in block) for (const [label, value] of block.rows) out.push(`${label}: ${value}`);
    else {
      for (const row of block.table.slice(1)) out.push(`- ${row.join(" | ")}`);
      if (block.totals) out.push("", ...block.totals.map(([label, amount]) => `${label}: ${amount}`));
    }
  }
  return `${out.join("\n").trim()}\n\n${site.name} | ${site.phone} | ${site.email}\n`;
}

export function renderHtml(title: string, blocks: Block[]): string {
  const body = blocks
    .map((block) => {
      if ("heading" in block) return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.heading)}</h2>`;
      if ("paragraph" in block) return `<p style="margin:12px 0">${escapeHtml(block.paragraph)}</p>`;
      if ("link" in block) {
        return `<p style="margin:12px 0"><a href="${escapeHtml(block.link)}" style="color:${site.colors.brand};font-weight:700">${escapeHtml(block.label)}</a></p>`;
      }
      if ("rows" in block) {
        const rows = block.rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join("");
        return `<table role="presentation" style="border-collapse:collapse">${rows}</table>`;
      }
      const [head, ...rows] = block.table;
      // With totals, the last column holds amounts: right-aligned, so the totals line up under it.
      const align = (index: number) => (block.totals && index === head.length - 1 ? "right" : "left");
      const cell = (tag: string, text: string, index: number) =>
        `<${tag} align="${align(index)}" style="padding:6px 8px;border-bottom:1px solid #ddd">${escapeHtml(text)}</${tag}>`;
      const totals = (block.totals ?? [])
        .map(
          ([label, amount]) =>
            `<tr><th colspan="${head.length - 1}" align="right" style="padding:4px 8px;color:#555;font-weight:600">${escapeHtml(label)}</th><td align="right" style="padding:4px 8px">${escapeHtml(amount)}</td></tr>`,
        )
        .join("");
      return `<table style="border-collapse:collapse;width:100%"><thead><tr>${head.map((h, i) => cell("th", h, i)).join("")}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((c, i) => cell("td", c, i)).join("")}</tr>`)
        .join("")}</tbody>${totals ? `<tfoot>${totals}</tfoot>` : ""}</table>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<div style="max-width:640px;margin:0 auto;background:#ffffff">
<div style="background:${site.colors.brand};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:700">${escapeHtml(site.name)}</div>
<div style="padding:8px 24px 24px">
<h1 style="font-size:20px;margin:16px 0">${escapeHtml(title)}</h1>
${body}
</div>
<div style="padding:16px 24px;background:#f4f5f7;color:#555;font-size:12px">${escapeHtml(site.legalName)} | ${escapeHtml(site.phone)} | ${escapeHtml(site.email)}</div>
</div></body></html>
`;
}
