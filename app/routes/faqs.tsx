import { Link } from "react-router";
import { site } from "../../core/site.js";
import { FaqList } from "~/components/info/faq-list";
import { HelpBanner } from "~/components/info/help-banner";
import { infoCrumbs } from "~/components/info/info-crumbs";
import { infoSeo } from "~/routes/info-seo.server";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { faqGroups, faqPage } from "~/content/faqs";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/faqs";
import { publicUrlOf } from "../../server/context.js";

const plainAnswer = (blocks: (string | string[])[]) => blocks.map((block) => [block].flat().join(" ")).join(" ");

export function loader({ context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const seo = infoSeo(publicUrl, faqPage, {
    type: "FAQPage",
    extra: {
      mainEntity: faqGroups.flatMap((group) =>
        group.items.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: plainAnswer(item.answer) },
        })),
      ),
    },
  });
  return { groups: faqGroups, intro: faqPage.intro, meta: seoMeta(seo, publicUrl) };
}

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { groups, intro } = loaderData;
  return (
    <>
      <PageHeader breadcrumbs={infoCrumbs("FAQs")} title="Frequently Asked Questions" intro={intro}>
        <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-ink-muted">
          <span className="inline-flex items-center gap-2">
            <Icon name="phone" className="size-4 text-brand" />
            Call{" "}
            <a
              href={site.phoneHref}
              className="font-semibold text-brand tabular-nums underline-offset-4 hover:underline"
            >
              {site.phone}
            </a>
          </span>
          <Link
            to="/contact"
            className="inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
          >
            <Icon name="mail" className="size-4" />
            Contact us
          </Link>
        </p>
      </PageHeader>
      <Container className="py-8 md:py-12">
        <div className="grid gap-10 lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-16">
          <aside className="h-fit space-y-6 lg:sticky lg:top-36">
            <nav aria-labelledby="faq-topics">
              <h2 id="faq-topics" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
                Topics
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
                {groups.map((group) => (
                  <li key={group.id}>
                    <a
                      href={`#${group.id}`}
                      className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink hover:border-brand hover:text-brand lg:rounded-lg lg:border-transparent lg:bg-transparent lg:px-3"
                    >
                      {group.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="rounded-xl border border-line bg-brand-soft p-5">
              <h2 className="font-bold text-ink">Hiring for a business?</h2>
              <p className="mt-1 text-sm text-ink-muted">Personalised pricing and credit up to 30 days.</p>
              <Link
                to="/trade-account-benefits"
                className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand underline-offset-4 hover:underline"
              >
                Trade account benefits
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </div>
          </aside>
          <div className="min-w-0 max-w-3xl">
            <FaqList groups={groups} />
            <HelpBanner
              heading="Didn't find your answer?"
              text="Call our hire desk or send us an e-mail and we will get back to you."
              showFaqLink={false}
            />
            <p className="mt-6 text-ink-muted">
              You can also{" "}
              <Link to="/contact" className="font-semibold text-brand underline underline-offset-4">
                see all our contact details
              </Link>{" "}
              or{" "}
              <Link to="/locations" className="font-semibold text-brand underline underline-offset-4">
                find your nearest branch
              </Link>
              .
            </p>
          </div>
        </div>
      </Container>
    </>
  );
}
