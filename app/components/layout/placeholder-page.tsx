import { Icon, type IconName } from "~/components/ui/icon";
import { Link } from "react-router";
import { site } from "../../../core/site.js";
import { cardClasses } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";

const ways: { to: string; icon: IconName; title: string; text: string }[] = [
  {
    to: "/categories",
    icon: "layout-grid",
    title: "Browse equipment categories",
    text: "Tools, plant and access kit, grouped the way the trade works.",
  },
  {
    to: "/equipment",
    icon: "search",
    title: "Search equipment",
    text: "Find a machine by name, product code or trade term.",
  },
  {
    to: "/locations",
    icon: "map-pin",
    title: "Find a branch",
    text: `Your nearest of ${site.claims.locations}, with opening hours.`,
  },
];

/** Stands in for a page whose issue has not landed yet: its title band and useful ways on. */
export function PlaceholderPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: React.ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Container className="py-10 sm:py-12">
        {children}
        <h2 className="text-xl font-bold tracking-tight text-ink">How can we help?</h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {ways.map(({ to, icon, title: heading, text }) => (
            <li key={to}>
              <Link to={to} className={cardClasses({ interactive: true, className: "group flex h-full flex-col p-6" })}>
                <span className="grid size-11 place-items-center rounded-lg bg-brand-soft text-brand">
                  <Icon name={icon} className="size-5" />
                </span>
                <span className="mt-4 font-semibold text-ink group-hover:text-brand group-hover:underline">
                  {heading}
                </span>
                <span className="mt-1 text-sm text-ink-muted">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
          <Icon name="phone" className="size-4 text-brand" />
          Prefer to talk it through? Call us on
          <a href={site.phoneHref} className="font-semibold text-brand tabular-nums underline-offset-4 hover:underline">
            {site.phone}
          </a>
        </p>
      </Container>
    </>
  );
}
