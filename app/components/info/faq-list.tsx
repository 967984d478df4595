import { Link } from "react-router";
import type { FaqGroup } from "~/content/faqs";
import { Icon } from "~/components/ui/icon";
import { TextBlocks } from "~/components/info/text-blocks";

/**
 * The FAQ groups as native disclosures: each <details> opens and closes on its own, several can be
 * open at once, and it all works before (or without) JavaScript.
 */
export function FaqList({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="space-y-12">
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="scroll-mt-36">
          <h2 id={`${group.id}-heading`} className="text-2xl font-bold tracking-tight text-ink">
            {group.title}
          </h2>
          <div className="mt-4 divide-y divide-line overflow-hidden rounded-xl border border-line bg-white shadow-card">
            {group.items.map((item) => (
              <details key={item.id} id={item.id} className="group scroll-mt-36">
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-ink hover:bg-surface-muted sm:px-6 [&::-webkit-details-marker]:hidden">
                  <h3 className="text-base">{item.question}</h3>
                  <Icon
                    name="chevron-right"
                    className="size-5 shrink-0 text-brand transition-transform group-open:rotate-90 motion-reduce:transition-none"
                  />
                </summary>
                <div className="px-4 pb-5 sm:px-6">
                  <TextBlocks blocks={item.answer} className="text-ink-muted" />
                  {item.link && (
                    <Link
                      to={item.link.to}
                      className="mt-3 inline-flex items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline"
                    >
                      {item.link.label}
                      <Icon name="arrow-right" className="size-4" />
                    </Link>
                  )}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
