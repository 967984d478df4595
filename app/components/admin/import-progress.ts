/** Spec sections 4 and 9: 20 percent at start, 80 when the upload returns, 100 on completion. */
export function progressCaption(percent: number): string {
  if (percent < 50) return "Validating CSV data...";
  if (percent < 90) return "Updating database...";
  return "Finalizing import...";
}

/** The state resets this long after a successful import (docs/product.md "Timings"). */
export const RESET_AFTER_MS = 2000;
