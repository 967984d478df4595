import { Link } from "react-router";
import { site } from "../../core/site.js";
import { ContactDetails } from "~/components/info/contact-details";
import { infoCrumbs } from "~/components/info/info-crumbs";
import { infoSeo } from "~/routes/info-seo.server";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { contactPage, contactReasons } from "~/content/contact";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/contact";
import { publicUrlOf } from "../../server/context.js";

/** schema.org day names for the Mon-Fri / Sat / Sun lines of core/site.ts. */
const schemaDays: Record<string, string[]> = {
  "Mon-Fri": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  Sat: ["Saturday"],
  Sun: ["Sunday"],
};

/** "7:30 AM" -> "07:30". */
function to24h(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) return time;
  const hour = (Number(match[1]) % 12) + (match[3].toUpperCase() === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${match[2]}`;
}

function openingHoursSpecification() {
  return site.openingHours
    .filter((line) => line.hours !== "Closed" && schemaDays[line.days])
    .map((line) => {
      const [opens, closes] = line.hours.split("-");
      return {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: schemaDays[line.days],
        opens: to24h(opens),
        closes: to24h(closes),
      };
    });
}

export function loader({ context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const seo = infoSeo(publicUrl, contactPage, {
    type: "ContactPage",
    extra: {
      mainEntity: {
        "@type": "Organization",
        name: site.name,
        url: `${publicUrl}/`,
        telephone: site.phone,
        email: site.email,
        contactPoint: [
          {
            "@type": "ContactPoint",
            contactType: "customer service",
            telephone: site.phone,
            email: site.email,
            areaServed: ["GB", "IE"],
            availableLanguage: "en",
          },
        ],
        location: {
          "@type": "Place",
          name: `${site.name} head office`,
          address: {
            "@type": "PostalAddress",
            streetAddress: site.headOffice.street,
            addressLocality: site.headOffice.locality,
            postalCode: site.headOffice.postcode,
            addressCountry: site.countryCode,
          },
          openingHoursSpecification: openingHoursSpecification(),
        },
      },
    },
  });
  return { intro: contactPage.intro, reasons: contactReasons, meta: seoMeta(seo, publicUrl) };
}

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { intro, reasons } = loaderData;
  return (
    <>
      <PageHeader breadcrumbs={infoCrumbs("Contact Us")} title="Contact Us" intro={intro} />
      <Container className="py-8 md:py-12">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
          <section aria-labelledby="get-in-touch" className="on-dark rounded-2xl bg-brand p-6 text-white sm:p-8">
            <h2 id="get-in-touch" className="text-2xl font-bold">
              Get in touch
            </h2>
            <p className="mt-2 text-white/85">
              Our hire desk can check availability, give you a quote and book delivery.
            </p>
            <ContactDetails tone="dark" className="mt-6" />
          </section>
          <div className="flex flex-col gap-6">
            <section aria-labelledby="visit-branch" className={cardClasses({ className: "p-6 sm:p-8" })}>
              <h2 id="visit-branch" className="text-xl font-bold text-ink">
                Visit your local branch
              </h2>
              <p className="mt-2 text-ink-muted">
                With {site.claims.locations} across {site.areas.both}, there is a branch near you. Find its address,
                phone number and opening hours, and get directions.
              </p>
              <Link to="/locations" className={buttonClasses({ className: "mt-5" })}>
                <Icon name="map-pin" className="size-4" />
                Find a branch
              </Link>
            </section>
            <section aria-labelledby="quick-answers" className={cardClasses({ className: "p-6 sm:p-8" })}>
              <h2 id="quick-answers" className="text-xl font-bold text-ink">
                Quick answers
              </h2>
              <p className="mt-2 text-ink-muted">
                Deposits, ID, weekend hire, damage waiver and more: most questions are answered in our FAQs.
              </p>
              <Link to="/faqs" className={buttonClasses({ variant: "outline", className: "mt-5" })}>
                Read our FAQs
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </section>
          </div>
        </div>

        <section aria-labelledby="why-choose" className="mt-14">
          <h2 id="why-choose" className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
            Why choose {site.name}?
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {reasons.map((reason) => (
              <li key={reason.title} className={cardClasses({ className: "flex gap-4 p-5" })}>
                <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand">
                  <Icon name={reason.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="font-bold text-ink">{reason.title}</h3>
                  <p className="mt-1 text-sm text-ink-muted">{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
