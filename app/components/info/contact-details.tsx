import { headOfficeAddress, site } from "../../../core/site.js";
import { Icon } from "~/components/ui/icon";
import { cx } from "~/components/ui/cx";

/** Phone, e-mails, head office and opening hours from core/site.ts. `tone` matches the surface it sits on. */
export function ContactDetails({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const dark = tone === "dark";
  const iconClass = cx("mt-0.5 size-5 shrink-0", dark ? "text-accent" : "text-brand");
  const labelClass = cx("text-xs font-semibold uppercase tracking-wide", dark ? "text-white/85" : "text-ink-muted");
  const linkClass = cx("font-semibold underline-offset-4 hover:underline", dark ? "text-white" : "text-brand");
  return (
    <ul className={cx("space-y-5", className)}>
      <li className="flex gap-3">
        <Icon name="phone" className={iconClass} />
        <div>
          <p className={labelClass}>Hire desk</p>
          <a href={site.phoneHref} className={cx(linkClass, "text-xl tabular-nums")}>
            {site.phone}
          </a>
        </div>
      </li>
      <li className="flex gap-3">
        <Icon name="mail" className={iconClass} />
        <div className="min-w-0">
          <p className={labelClass}>E-mail</p>
          <a href={`mailto:${site.email}`} className={cx(linkClass, "break-all")}>
            {site.email}
          </a>
          <p className={cx("mt-1 text-sm", dark ? "text-white/85" : "text-ink-muted")}>
            Feedback and complaints:{" "}
            <a href={`mailto:${site.customerServiceEmail}`} className={cx(linkClass, "break-all font-medium")}>
              {site.customerServiceEmail}
            </a>
          </p>
        </div>
      </li>
      <li className="flex gap-3">
        <Icon name="map-pin" className={iconClass} />
        <div>
          <p className={labelClass}>Head office</p>
          <address className="not-italic">
            {site.legalName}
            <br />
            {headOfficeAddress}
          </address>
        </div>
      </li>
      <li className="flex gap-3">
        <Icon name="clock" className={iconClass} />
        <div className="w-full">
          <p className={labelClass}>Opening hours</p>
          <OpeningHours />
        </div>
      </li>
    </ul>
  );
}

/** The hours of core/site.ts as a definition list (Mon-Fri, Sat, Sun). */
export function OpeningHours({ className }: { className?: string }) {
  return (
    <dl className={cx("mt-1 grid max-w-72 grid-cols-[auto_1fr] gap-x-6 gap-y-1 tabular-nums", className)}>
      {site.openingHours.map((line) => (
        <div key={line.days} className="contents">
          <dt className="font-medium">{line.days}</dt>
          <dd>{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
