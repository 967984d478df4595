import { LoginForm } from "~/components/admin/login-form";
import { ModeBadge } from "~/components/admin/mode-badge";
import { cardClasses } from "~/components/ui/card";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/admin.login";
import { publicUrlOf, siteModeOf } from "../../server/context.js";

export function loader({ context }: Route.LoaderArgs) {
  return {
    meta: seoMeta(
      { title: "Administrator sign in", description: "Administrator sign in.", path: "/admin/login", noindex: true },
      publicUrlOf(context),
    ),
    siteMode: siteModeOf(context),
  };
}

export const meta = metaFromLoader;

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-surface-muted px-4 py-12 sm:py-20">
      <div className={cardClasses({ className: "mx-auto max-w-md p-6 sm:p-8" })}>
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-ink">Administrator sign in</h1>
          <ModeBadge mode={loaderData.siteMode} />
        </div>
        <p className="mt-2 text-sm text-ink-muted">
          For staff who manage the catalogue. Customers do not need an account.
        </p>
        <LoginForm siteMode={loaderData.siteMode} />
      </div>
    </div>
  );
}
