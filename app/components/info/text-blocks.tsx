import type { TextBlock } from "~/content/types";
import { cx } from "~/components/ui/cx";

/** Paragraphs and bulleted lists of an information page, in a comfortable reading measure. */
export function TextBlocks({ blocks, className }: { blocks: TextBlock[]; className?: string }) {
  return (
    <div className={cx("space-y-4 leading-relaxed text-ink", className)}>
      {blocks.map((block, index) =>
        typeof block === "string" ? (
          <p key={index}>{block}</p>
        ) : (
          <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand">
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
