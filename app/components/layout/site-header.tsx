import { ClipboardList, MapPin, Phone, FileBarChart } from "lucide-react";
import { Link } from "react-router";
import { site } from "../../../core/site.js";
import { MyListButton } from "./mylist-button";
import { NavLink } from "./nav-link";

export function SiteHeader({ siteMode }: { siteMode: string | undefined }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      {siteMode === "DEV" && (
        <div role="status" className="bg-accent px-4 py-1 text-center text-xs font-semibold text-accent-ink">
          Development mode: this site is for testing, requests are not sent to branches.
        </div>
      )}
      <div className="bg-brand-strong text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5 text-sm">
          <a href={site.phoneHref} className="inline-flex items-center gap-1.5 font-semibold tabular-nums hover:underline">
            <Phone aria-hidden className="size-4" /> {site.phone}
          </a>
          <nav aria-label="Quick links" className="flex items-center gap-4">
            <NavLink to="/locations" className="inline-flex items-center gap-1.5 hover:underline">
              <MapPin aria-hidden className="size-4" /> Find a branch
            </NavLink>
            <a
              href={site.links.tradeAccountReports}
              target="_blank"
              rel="noopener noreferrer"
              className="hidden items-center gap-1.5 hover:underline sm:inline-flex"
            >
              <FileBarChart aria-hidden className="size-4" /> Trade account reports
            </a>
          </nav>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand">
          <ClipboardList aria-hidden className="size-7 text-accent-strong" />
          {site.name}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-6 text-sm font-semibold text-ink md:flex">
          <NavLink to="/categories">Categories</NavLink>
          <NavLink to="/equipment">Search</NavLink>
          <NavLink to="/quick-hires">Quick Hires</NavLink>
          <NavLink to="/contact">Contact</NavLink>
        </nav>
        <MyListButton />
      </div>
    </header>
  );
}
