import { CircleCheck, MessageCircleQuestion } from "lucide-react";
import { stockWording, type StockStatus } from "../../../core/stock-wording.js";

/** 'Usually available at Leeds' or 'Ask the branch' under a branch (docs/decisions/branches.md G9); nothing without data. */
export function BranchStockLine({ status, branchName }: { status: StockStatus | null; branchName: string }) {
  if (!status) return null;
  const Icon = status === "usually-available" ? CircleCheck : MessageCircleQuestion;
  return (
    <span
      data-testid="branch-stock"
      className={`mt-1 flex items-center gap-1.5 font-semibold ${status === "usually-available" ? "text-success" : "text-ink-muted"}`}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {stockWording(status, branchName)}
    </span>
  );
}
