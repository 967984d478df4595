import { Link } from "react-router";
import { site } from "../../../core/site.js";
import { buttonClasses } from "~/components/ui/button-classes";
import { Icon } from "~/components/ui/icon";

// Outline buttons for the brand-coloured band (buttonClasses' variants are for light surfaces).
const onDarkButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/60 px-6 text-base font-semibold text-white transition-colors hover:border-white hover:bg-white/10";

/** The closing call to action of an information page: call, e-mail, or read the FAQs. */
export function HelpBanner({
  heading = "Still have a question?",
  text = "Our hire desk is happy to help you choose the right equipment and plan your hire.",
  showFaqLink = true,
}: {
  heading?: string;
  text?: string;
  showFaqLink?: boolean;
}) {
  return (
    <section
      aria-labelledby="help-banner"
      className="on-dark mt-12 flex flex-col gap-6 rounded-2xl bg-brand p-6 text-white sm:p-8 lg:flex-row lg:items-center lg:justify-between"
    >
      <div>
        <h2 id="help-banner" className="text-2xl font-bold">
          {heading}
        </h2>
        <p className="mt-2 max-w-xl text-white/85">{text}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <a href={site.phoneHref} className={buttonClasses({ variant: "accent", size: "lg" })}>
          <Icon name="phone" className="size-5" />
          <span className="tabular-nums">Call {site.phone}</span>
        </a>
        <a href={`mailto:${site.email}`} className={onDarkButton}>
          <Icon name="mail" className="size-5" />
          E-mail us
        </a>
        {showFaqLink && (
          <Link to="/faqs" className={`${onDarkButton} border-transparent underline underline-offset-4`}>
            Read our FAQs
          </Link>
        )}
      </div>
    </section>
  );
}
