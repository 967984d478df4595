import { Link } from "react-router";
import { site } from "../../core/site.js";
import { HelpBanner } from "~/components/info/help-banner";
import { infoCrumbs } from "~/components/info/info-crumbs";
import { infoSeo } from "~/routes/info-seo.server";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import {
  applicationSteps,
  applicationUrl,
  benefits,
  onlineAccountFeatures,
  tradeAccountPage,
} from "~/content/trade-account-benefits";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/trade-account-benefits";
import { publicUrlOf } from "../../server/context.js";

export function loader({ context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const seo = infoSeo(publicUrl, tradeAccountPage, {
    extra: {
      mainEntity: {
        "@type": "Service",
        name: `${site.name} trade account`,
        provider: { "@type": "Organization", name: site.name },
        areaServed: ["GB", "IE"],
        description: tradeAccountPage.description,
      },
    },
  });
  return {
    intro: tradeAccountPage.intro,
    benefits,
    features: onlineAccountFeatures,
    steps: applicationSteps,
    applicationUrl,
    meta: seoMeta(seo, publicUrl),
  };
}

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { intro, benefits: cards, features, steps, applicationUrl: applyUrl } = loaderData;
  const apply = (
    <a
      href={applyUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: "accent", size: "lg" })}
    >
      Apply for a trade account
      <Icon name="external-link" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
  return (
    <>
      <PageHeader breadcrumbs={infoCrumbs("Trade Account Benefits")} title="Trade Account Benefits" intro={intro}>
        <div className="mt-6 flex flex-wrap gap-3">
          {apply}
          <a href={site.phoneHref} className={buttonClasses({ variant: "outline", size: "lg" })}>
            <Icon name="phone" className="size-4" />
            <span className="tabular-nums">Call {site.phone}</span>
          </a>
        </div>
      </PageHeader>
      <Container className="py-10 md:py-14">
        <section aria-labelledby="benefits">
          <h2 id="benefits" className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
            Why open a trade account?
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {cards.map((benefit) => (
              <li key={benefit.title} className={cardClasses({ className: "flex flex-col p-6" })}>
                <span className="grid size-12 place-items-center rounded-xl bg-brand text-accent">
                  <Icon name={benefit.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-ink">{benefit.title}</h3>
                <p className="mt-2 text-ink-muted">{benefit.text}</p>
                <ul className="mt-4 space-y-2 text-sm text-ink">
                  {benefit.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Icon name="badge-check" className="mt-0.5 size-4 shrink-0 text-success" />
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-14 grid gap-8 lg:grid-cols-2 lg:gap-12">
          <section aria-labelledby="online-account" className={cardClasses({ className: "p-6 sm:p-8" })}>
            <h2 id="online-account" className="text-2xl font-bold tracking-tight text-ink">
              Your online account
            </h2>
            <p className="mt-2 text-ink-muted">Manage every hire on your account, from any device, day or night.</p>
            <ul className="mt-5 space-y-3">
              {features.map((feature) => (
                <li key={feature} className="flex gap-3 text-ink">
                  <Icon name="list-checks" className="mt-0.5 size-5 shrink-0 text-brand" />
                  {feature}
                </li>
              ))}
            </ul>
            <a
              href={site.links.tradeAccountReports}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-6 inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-4"
            >
              Already have an account? Sign in to your reports
              <Icon name="external-link" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </section>
          <section aria-labelledby="how-to-apply" className="rounded-2xl bg-surface-muted p-6 sm:p-8">
            <h2 id="how-to-apply" className="text-2xl font-bold tracking-tight text-ink">
              How to apply
            </h2>
            <ol className="mt-5 space-y-4">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand font-bold text-white tabular-nums">
                    {index + 1}
                  </span>
                  <span className="pt-1.5 text-ink">{step}</span>
                </li>
              ))}
            </ol>
            <div className="mt-6">{apply}</div>
            <p className="mt-4 text-sm text-ink-muted">
              Credit is subject to status. Questions about accounts? See our{" "}
              <Link to="/faqs#trade-account" className="font-semibold text-brand underline underline-offset-4">
                FAQs
              </Link>
              .
            </p>
          </section>
        </div>
        <HelpBanner
          heading="Talk to our accounts team"
          text="We can help with your application and set up your account pricing."
        />
      </Container>
    </>
  );
}
