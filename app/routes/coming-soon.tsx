import { Link } from "react-router";
import { site } from "../../core/site.js";
import { infoSeo } from "~/routes/info-seo.server";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { comingSoonPage } from "~/content/coming-soon";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/coming-soon";
import { publicUrlOf } from "../../server/context.js";

export function loader({ context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  // A placeholder has nothing for search engines: kept out of the index and the sitemap.
  const seo = infoSeo(publicUrl, comingSoonPage, { noindex: true });
  return { intro: comingSoonPage.intro, meta: seoMeta(seo, publicUrl) };
}

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-12 md:py-20">
      <div className={cardClasses({ className: "mx-auto max-w-2xl p-8 text-center sm:p-12" })}>
        <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-accent text-accent-ink">
          <Icon name="construction" className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Coming Soon</h1>
        <p className="mt-3 text-lg text-ink-muted">{loaderData.intro}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses({ size: "lg" })}>
            <Icon name="house" className="size-5" />
            Back to home
          </Link>
          <Link to="/categories" className={buttonClasses({ variant: "outline", size: "lg" })}>
            Browse equipment
          </Link>
        </div>
        <p className="mt-8 text-sm text-ink-muted">
          Need help now? Call{" "}
          <a href={site.phoneHref} className="font-semibold text-brand tabular-nums underline underline-offset-4">
            {site.phone}
          </a>
        </p>
      </div>
    </Container>
  );
}
