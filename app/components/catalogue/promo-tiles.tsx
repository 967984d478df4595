import { Link } from "react-router";
import { containerClasses } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import type { HomeTile } from "~/content/home";

/** The home page's three promo tiles (to /quick-hires, /categories, /trade-account-benefits). */
export function PromoTiles({ tiles }: { tiles: HomeTile[] }) {
  return (
    <ul className={`relative z-10 -mt-12 grid gap-3 sm:grid-cols-3 md:-mt-16 md:gap-4 ${containerClasses}`}>
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Link
            to={tile.to}
            className="group flex h-full gap-4 rounded-xl border border-line bg-white p-5 shadow-raised transition hover:-translate-y-0.5 hover:shadow-float"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-accent text-accent-ink">
              <Icon name={tile.icon} className="size-6" />
            </span>
            <span>
              <span className="block text-lg font-bold group-hover:text-brand">{tile.title}</span>
              <span className="mt-1 block text-sm text-ink-muted">{tile.text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
