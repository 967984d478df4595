// The 12 rotating header colours of the Quick Hires accordion: each pair has at least 4.5:1 contrast
// (the first two follow the brand colours of core/site.ts, which must already meet it).
export const quickHireColours: readonly { background: string; color: string }[] = [
  { background: "var(--brand)", color: "#ffffff" },
  { background: "var(--accent)", color: "var(--accent-text)" },
  { background: "#15803d", color: "#ffffff" },
  { background: "#b42318", color: "#ffffff" },
  { background: "#6d28d9", color: "#ffffff" },
  { background: "#0e7490", color: "#ffffff" },
  { background: "#c2410c", color: "#ffffff" },
  { background: "#1e293b", color: "#ffffff" },
  { background: "#be185d", color: "#ffffff" },
  { background: "#a3e635", color: "#1a1a1a" },
  { background: "#4338ca", color: "#ffffff" },
  { background: "#67e8f9", color: "#1a1a1a" },
];
