import { Link } from "react-router";
import { site } from "../../../core/site.js";
import { Container } from "~/components/ui/container";
import { Icon, type IconName } from "~/components/ui/icon";
import { Logo } from "~/components/layout/logo";

const linkGroups = [
  {
    heading: "Hire with us",
    links: [
      { to: "/categories", label: "Equipment categories" },
      { to: "/quick-hires", label: "Quick Hires" },
      { to: "/locations", label: "Find a branch" },
      { to: "/trade-account-benefits", label: "Trade account benefits" },
      { to: "/damage-waiver", label: "Damage waiver" },
      { to: "/online-brochure", label: "Online brochure" },
      { to: "/faqs", label: "FAQs" },
    ],
  },
  {
    heading: "Company",
    links: [
      { to: "/about-us", label: "About us" },
      { to: "/contact", label: "Contact us" },
      { to: "/terms-conditions", label: "Terms & Conditions" },
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/cookie-policy", label: "Cookie Policy" },
      { to: "/modern-slavery", label: "Modern Slavery Act Statement" },
    ],
  },
];

const claims: { icon: IconName; title: string; text: string }[] = [
  { icon: "award", title: `Since ${site.foundedYear}`, text: "Hire experts for trade and DIY" },
  {
    icon: "map-pin",
    title: site.claims.locations.replace(/^./, (c) => c.toUpperCase()),
    text: `Across ${site.areas.both}`,
  },
  { icon: "star-filled", title: `${site.claims.rating} from ${site.claims.reviews}`, text: "Rated by our customers" },
  { icon: "users", title: site.claims.customers, text: "Trade and DIY, served every year" },
];

const socialIcons: Record<string, IconName> = {
  Facebook: "facebook",
  Instagram: "instagram",
  LinkedIn: "linkedin",
  YouTube: "youtube",
  X: "x-social",
};

const heading = "text-sm font-semibold tracking-wider text-accent uppercase";

/** The footer's content: rendered on the server only (site-footer.tsx). */
export function SiteFooterBody() {
  return (
    <>
      <section aria-labelledby="hire-guide-heading" className="bg-accent text-accent-ink">
        <Container className="flex flex-col items-start gap-4 py-8 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="hidden size-12 shrink-0 place-items-center rounded-xl bg-brand-strong text-accent sm:grid">
              <Icon name="book-open" className="size-6" />
            </span>
            <div>
              <h2 id="hire-guide-heading" className="text-xl font-bold tracking-tight">
                Our digital hire guide
              </h2>
              <p className="mt-1">Everything you need to know to hire with confidence, from ID to delivery.</p>
            </div>
          </div>
          <a
            href={site.links.digitalHireGuide}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-lg bg-brand-strong px-6 font-semibold text-white shadow-card hover:bg-brand"
          >
            Read the hire guide
            <Icon name="external-link" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Container>
      </section>

      <div className="on-dark bg-brand-strong text-white">
        <Container>
          <ul
            aria-label="Why customers choose us"
            className="grid gap-x-6 gap-y-5 border-b border-white/15 py-8 sm:grid-cols-2 lg:grid-cols-4"
          >
            {claims.map((claim) => (
              <li key={claim.title} className="flex items-start gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white/10 text-accent">
                  <Icon name={claim.icon} />
                </span>
                <span>
                  <span className="block font-bold tabular-nums">{claim.title}</span>
                  <span className="block text-sm text-white/75">{claim.text}</span>
                </span>
              </li>
            ))}
          </ul>

          <div className="grid gap-10 py-10 md:grid-cols-2 lg:grid-cols-12 lg:gap-8">
            <div className="lg:col-span-4">
              <Logo tone="dark" />
              <p className="mt-4 max-w-sm text-sm text-white/75">{site.description}</p>
              <h2 className="mt-6 text-sm font-semibold">Follow us</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {site.social.map((link) => (
                  <li key={link.name}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${site.name} on ${link.name} (opens in a new tab)`}
                      className="grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
                    >
                      <Icon name={socialIcons[link.name] ?? "external-link"} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>

            <div className="lg:col-span-3">
              <h2 className={heading}>Contact us</h2>
              <ul className="mt-4 space-y-3 text-sm">
                <li>
                  <a
                    href={site.phoneHref}
                    className="inline-flex items-center gap-3 text-lg font-bold tabular-nums hover:underline"
                  >
                    <Icon name="phone" className="text-accent" />
                    {site.phone}
                  </a>
                </li>
                <li>
                  <a href={`mailto:${site.email}`} className="inline-flex items-center gap-3 break-all hover:underline">
                    <Icon name="mail" className="text-accent" />
                    {site.email}
                  </a>
                </li>
                <li className="flex items-start gap-3">
                  <Icon name="map-pin" className="text-accent" />
                  <address className="text-white/85 not-italic">
                    <span className="block font-semibold text-white">Head office</span>
                    {site.headOffice.street}
                    <br />
                    {site.headOffice.locality} {site.headOffice.postcode}
                  </address>
                </li>
              </ul>
              <h2 className="mt-6 flex items-center gap-2 text-sm font-semibold">
                <Icon name="clock" className="size-4 text-accent" />
                Opening hours
              </h2>
              <dl className="mt-3 grid max-w-64 grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm tabular-nums">
                {site.openingHours.map((line) => (
                  <div key={line.days} className="contents">
                    <dt className="text-white/75">{line.days}</dt>
                    <dd className="text-right font-medium">{line.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>

            <nav aria-label="Information" className="grid grid-cols-2 gap-8 md:col-span-2 lg:col-span-5">
              {linkGroups.map((group) => (
                <div key={group.heading}>
                  <h2 className={heading}>{group.heading}</h2>
                  <ul className="mt-4 space-y-1 text-sm">
                    {group.links.map((link) => (
                      <li key={link.to}>
                        <Link to={link.to} className="footer-link">
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          </div>
        </Container>

        <div className="border-t border-white/15 bg-black/15">
          <Container className="flex flex-col gap-2 py-5 text-xs text-white/75 sm:flex-row sm:items-center sm:justify-between">
            <p>
              © {new Date().getFullYear()} {site.legalName}. All rights reserved.
            </p>
            <p className="font-semibold text-white">Prices exclude VAT.</p>
          </Container>
        </div>
      </div>
    </>
  );
}
