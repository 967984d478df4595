import { Link } from "react-router";
import { headOfficeAddress, site } from "../../../core/site.js";

const informationLinks = [
  { to: "/about-us", label: "About us" },
  { to: "/faqs", label: "FAQs" },
  { to: "/contact", label: "Contact us" },
  { to: "/locations", label: "Find a branch" },
  { to: "/trade-account-benefits", label: "Trade accounts" },
  { to: "/damage-waiver", label: "Damage waiver" },
  { to: "/online-brochure", label: "Online brochure" },
  { to: "/terms-conditions", label: "Terms & Conditions" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/cookie-policy", label: "Cookie Policy" },
  { to: "/modern-slavery", label: "Modern Slavery Act Statement" },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-strong text-white">
      <div className="bg-accent text-accent-ink">
        <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-3 px-4 py-6 sm:flex-row sm:items-center">
          <div>
            <p className="text-lg font-bold">Our digital hire guide</p>
            <p className="text-sm">Everything you need to hire with confidence, in one guide.</p>
          </div>
          <a
            href={site.links.digitalHireGuide}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-lg bg-brand-strong px-4 py-2 text-sm font-semibold text-white"
          >
            Read the hire guide
          </a>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{site.name}</p>
          <address className="mt-2 text-sm not-italic text-white/80">
            {headOfficeAddress}
            <br />
            <a href={site.phoneHref} className="font-semibold text-white">{site.phone}</a>
            <br />
            <a href={`mailto:${site.email}`} className="text-white">{site.email}</a>
          </address>
        </div>
        <nav aria-label="Information">
          <p className="font-semibold">Information</p>
          <ul className="mt-2 grid grid-cols-1 gap-1 text-sm text-white/80">
            {informationLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Social media">
          <p className="font-semibold">Follow us</p>
          <ul className="mt-2 text-sm text-white/80">
            {site.social.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-white/70">
        © {new Date().getFullYear()} {site.legalName}. Prices exclude VAT.
      </p>
    </footer>
  );
}
