import type { TextPage } from "~/content/types";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { HelpBanner } from "~/components/info/help-banner";
import { infoCrumbs } from "~/components/info/info-crumbs";
import { TextBlocks } from "~/components/info/text-blocks";

/** A page of running text (legal pages, damage waiver): title band, contents list, numbered sections. */
export function TextPageView({ page, children }: { page: TextPage; children?: React.ReactNode }) {
  return (
    <>
      <PageHeader
        breadcrumbs={infoCrumbs(page.title)}
        title={page.title}
        intro={page.updated ? <span className="text-base">Last updated: {page.updated}</span> : page.intro}
      />
      <Container className="py-8 md:py-12">
        <div className="grid gap-10 lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-16">
          <nav aria-labelledby="contents-heading" className="h-fit lg:sticky lg:top-36">
            <h2 id="contents-heading" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
              On this page
            </h2>
            <ol className="mt-3 space-y-2 border-l border-line text-sm">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-0.5 pl-3 text-ink-muted hover:border-brand hover:text-brand"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl">
            {page.updated && <p className="text-lg leading-relaxed text-ink">{page.intro}</p>}
            {children}
            {page.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="mt-10 scroll-mt-36 first:mt-0"
              >
                <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-ink">
                  {section.heading}
                </h2>
                <TextBlocks blocks={section.blocks} className="mt-4" />
              </section>
            ))}
            <HelpBanner />
          </div>
        </div>
      </Container>
    </>
  );
}
