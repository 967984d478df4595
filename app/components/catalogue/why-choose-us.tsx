import { Link } from "react-router";
import { site } from "../../../core/site.js";
import { containerClasses } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import type { HomeTile } from "~/content/home";

/** 'Why choose us' blurbs with a link to /about-us. */
export function WhyChooseUs({ reasons }: { reasons: Omit<HomeTile, "to">[] }) {
  return (
    <section aria-labelledby="why-choose-us" className="bg-surface-muted">
      <div className={`py-12 md:py-16 ${containerClasses}`}>
        <h2 id="why-choose-us" className="text-2xl font-extrabold tracking-tight md:text-3xl">
          Why choose {site.name}?
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {reasons.map((reason) => (
            <li key={reason.title} className="flex gap-4 rounded-xl bg-white p-5 shadow-card sm:block">
              <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand">
                <Icon name={reason.icon} className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-bold sm:mt-4">{reason.title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <Link to="/about-us" className="mt-8 inline-flex font-semibold text-brand underline underline-offset-4">
          Read more about us
        </Link>
      </div>
    </section>
  );
}
