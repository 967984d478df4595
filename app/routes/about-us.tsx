import { Link } from "react-router";
import { site } from "../../core/site.js";
import { HelpBanner } from "~/components/info/help-banner";
import { infoCrumbs } from "~/components/info/info-crumbs";
import { infoSeo } from "~/routes/info-seo.server";
import { buttonClasses } from "~/components/ui/button-classes";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { aboutPage, figures, story, timeline, values } from "~/content/about-us";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/about-us";
import { publicUrlOf } from "../../server/context.js";

export function loader({ context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const seo = infoSeo(publicUrl, aboutPage, {
    type: "AboutPage",
    extra: {
      mainEntity: {
        "@type": "Organization",
        name: site.name,
        legalName: site.legalName,
        foundingDate: String(site.foundedYear),
        url: `${publicUrl}/`,
        aggregateRating: { "@type": "AggregateRating", ratingValue: "4.8", bestRating: "5", reviewCount: "1250" },
      },
    },
  });
  return { intro: aboutPage.intro, story, timeline, figures, values, meta: seoMeta(seo, publicUrl) };
}

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { intro, story: paragraphs, timeline: milestones, figures: numbers, values: principles } = loaderData;
  return (
    <>
      <PageHeader breadcrumbs={infoCrumbs("About Us")} title="About Us" intro={intro} />
      <Container className="py-10 md:py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <section aria-labelledby="our-story">
            <h2 id="our-story" className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
              Our story
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
          <section aria-labelledby="in-numbers" className="on-dark h-fit rounded-2xl bg-brand p-6 text-white sm:p-8">
            <h2 id="in-numbers" className="text-xl font-bold">
              {site.name} in numbers
            </h2>
            <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-8">
              {numbers.map((figure) => (
                <div key={figure.label} className="flex flex-col-reverse">
                  <dt className="mt-1 text-sm text-white/85">{figure.label}</dt>
                  <dd className="text-3xl font-extrabold text-accent tabular-nums">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <section aria-labelledby="our-history" className="mt-16">
          <h2 id="our-history" className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
            Our history
          </h2>
          <ol className="relative mt-8 space-y-8 border-l-2 border-brand-soft pl-8 md:ml-24 md:pl-10">
            {milestones.map((milestone) => (
              <li key={milestone.year} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1 -left-[41px] size-4 rounded-full border-4 border-white bg-accent ring-2 ring-brand md:-left-[49px]"
                />
                <p className="text-lg font-extrabold text-brand tabular-nums md:absolute md:-left-36 md:top-0 md:w-20 md:text-right">
                  {milestone.year}
                </p>
                <h3 className="text-xl font-bold text-ink">{milestone.title}</h3>
                <p className="mt-1 max-w-2xl text-ink-muted">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="what-we-stand-for" className="mt-16">
          <h2 id="what-we-stand-for" className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
            What we stand for
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {principles.map((value) => (
              <li key={value.title} className="rounded-xl border-t-4 border-accent bg-surface-muted p-6">
                <h3 className="text-lg font-bold text-ink">{value.title}</h3>
                <p className="mt-2 text-ink-muted">{value.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/categories" className={buttonClasses()}>
              Browse our equipment
            </Link>
            <Link to="/locations" className={buttonClasses({ variant: "outline" })}>
              Find your nearest branch
            </Link>
          </div>
        </section>
        <HelpBanner />
      </Container>
    </>
  );
}
