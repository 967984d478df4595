// The 12 rotating header colours of the Quick Hires accordion: each pair has at least 4.5:1 contrast
// (the first two follow the brand colours of core/site.ts, which must already meet it). Classes, not
// style attributes, because the pages' CSP allows no inline styles (docs/decisions/security.md O5); the focus
// ring takes the text colour so it shows on every background.
export const specialColours: readonly string[] = [
  "bg-brand text-white [--focus-ring:#ffffff]",
  "bg-accent text-accent-ink [--focus-ring:var(--accent-text)]",
  "bg-[#15803d] text-white [--focus-ring:#ffffff]",
  "bg-[#b42318] text-white [--focus-ring:#ffffff]",
  "bg-[#6d28d9] text-white [--focus-ring:#ffffff]",
  "bg-[#0e7490] text-white [--focus-ring:#ffffff]",
  "bg-[#c2410c] text-white [--focus-ring:#ffffff]",
  "bg-[#1e293b] text-white [--focus-ring:#ffffff]",
  "bg-[#be185d] text-white [--focus-ring:#ffffff]",
  "bg-[#a3e635] text-[#1a1a1a] [--focus-ring:#1a1a1a]",
  "bg-[#4338ca] text-white [--focus-ring:#ffffff]",
  "bg-[#67e8f9] text-[#1a1a1a] [--focus-ring:#1a1a1a]",
];
