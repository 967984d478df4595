import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { headOfficeAddress, site } from "../../core/site.js";
import { buttonClasses } from "~/components/ui/button-classes";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { metaFromLoader } from "~/lib/route-meta";
import { pageSeo } from "~/routes/page-seo.server";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/online-brochure";
import { publicUrlOf } from "../../server/context.js";

const page = {
  title: "Online Brochure",
  description:
    "Browse our general and specialist hire brochures online, then find the kit in our categories or Quick Hires.",
  path: "/online-brochure",
};

const trail = [
  { name: "Home", path: "/" },
  { name: "Online Brochure", path: "/online-brochure" },
];

const brochures = [
  {
    key: "general",
    title: "General Hire Brochure",
    text: "Tools, plant, access and power for every trade.",
    url: site.brochures.general,
  },
  {
    key: "specialist",
    title: "Specialist Hire Brochure",
    text: "Specialist and heavy equipment for larger projects.",
    url: site.brochures.specialist,
  },
];

export function loader({ context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const seo = pageSeo(publicUrl, trail, {
    ...page,
    keywords: ["hire brochure", "equipment catalogue"],
    jsonLd: [{ "@type": "WebPage", name: page.title, description: page.description, url: `${publicUrl}${page.path}` }],
  });
  return { meta: seoMeta(seo, publicUrl) };
}

export const meta = metaFromLoader;

function Brochure({ title, text, url, id }: { title: string; text: string; url: string; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-6">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-ink-muted">{text}</p>
      {url ? (
        <div className="mt-4">
          <iframe
            src={url}
            title={title}
            loading="lazy"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="aspect-[4/5] w-full rounded-lg border border-line bg-surface-muted sm:aspect-[16/10]"
          />
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-block text-sm font-semibold text-brand underline"
          >
            Open the {title.toLowerCase()} in a new tab
          </a>
        </div>
      ) : (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-surface-muted px-6 py-12 text-center">
          <Icon name="book-open" className="size-10 text-ink-muted" />
          <p className="font-semibold text-ink">This brochure is not available online at the moment.</p>
          <p className="max-w-md text-sm text-ink-muted">
            Call us on{" "}
            <a href={site.phoneHref} className="font-semibold text-brand underline">
              {site.phone}
            </a>{" "}
            and we will send you a copy, or browse the full range in our categories.
          </p>
        </div>
      )}
    </section>
  );
}

export default function OnlineBrochure() {
  return (
    <>
      <PageHeader
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Online Brochure" }]}
        title="Online Brochure"
        intro="Leaf through our hire brochures, then add what you need to your MyList from the categories."
      >
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/quick-hires" className={buttonClasses({ variant: "accent" })}>
            See Quick Hires offers
          </Link>
          <Link to="/categories" className={buttonClasses({ variant: "outline" })}>
            Browse categories
          </Link>
        </div>
      </PageHeader>
      <Container className="grid gap-8 py-8 md:py-10 lg:grid-cols-[1fr_320px]">
        <div className="space-y-8">
          {brochures.map((brochure) => (
            <Brochure
              key={brochure.key}
              id={`brochure-${brochure.key}`}
              title={brochure.title}
              text={brochure.text}
              url={brochure.url}
            />
          ))}
        </div>
        <aside
          aria-labelledby="brochure-contact"
          className="h-fit on-dark rounded-2xl bg-brand p-6 text-white lg:sticky lg:top-36"
        >
          <h2 id="brochure-contact" className="text-xl font-bold">
            Talk to our team
          </h2>
          <p className="mt-2 text-white/85">Not sure what you need? We are happy to help you choose.</p>
          <ul className="mt-5 space-y-4 text-sm">
            <li className="flex gap-3">
              <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-accent" />
              <a href={site.phoneHref} className="text-lg font-bold tabular-nums hover:underline">
                {site.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-accent" />
              <a href={`mailto:${site.email}`} className="break-all hover:underline">
                {site.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>
                {site.openingHours.map((line) => (
                  <span key={line.days} className="block">
                    {line.days}: {line.hours}
                  </span>
                ))}
              </span>
            </li>
          </ul>
          <address className="mt-5 border-t border-white/20 pt-4 text-sm not-italic text-white/85">
            {headOfficeAddress}
          </address>
          <Link to="/locations" className={buttonClasses({ variant: "accent", className: "mt-5 w-full" })}>
            Find your nearest branch
          </Link>
        </aside>
      </Container>
    </>
  );
}
