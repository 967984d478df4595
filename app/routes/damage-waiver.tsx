import { Link } from "react-router";
import { TextPageView } from "~/components/info/text-page-view";
import { infoSeo } from "~/routes/info-seo.server";
import { damageWaiver, damageWaiverPercent } from "~/content/damage-waiver";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/damage-waiver";
import { publicUrlOf } from "../../server/context.js";

export function loader({ context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const seo = infoSeo(publicUrl, damageWaiver);
  return { page: damageWaiver, percent: damageWaiverPercent, meta: seoMeta(seo, publicUrl) };
}

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, percent } = loaderData;
  return (
    <TextPageView page={page}>
      <div className="mb-10 flex flex-col gap-4 rounded-2xl border border-accent bg-warning-soft p-6 sm:flex-row sm:items-center sm:gap-8">
        <p className="text-5xl font-extrabold tracking-tight text-brand tabular-nums">{percent}%</p>
        <p className="text-ink">
          of the hire charge, added when your branch confirms the hire. See it on the confirmation step of your MyList,
          or read how{" "}
          <Link to="/faqs#damage-waiver" className="font-semibold text-brand underline underline-offset-4">
            damage waiver works in our FAQs
          </Link>
          .
        </p>
      </div>
    </TextPageView>
  );
}
