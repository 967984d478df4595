// Which of a list's lines a branch's stock is judged by (docs/decisions/mylist.md U16): its Hire lines when it has
// any, for a branch sells consumables from the counter whatever its count says; Resale items alone are judged as they are.

/** The Hire lines of `lines`, or all of them when none is a Hire line. */
export function stockJudgedLines<Line extends { type: string }>(lines: readonly Line[]): readonly Line[] {
  const hire = lines.filter((line) => line.type === "Hire");
  return hire.length > 0 ? hire : lines;
}
