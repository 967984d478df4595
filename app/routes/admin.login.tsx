import { LoginForm } from "~/components/admin/login-form";
import { ModeBadge } from "~/components/admin/mode-badge";
import { cardClasses } from "~/components/ui/card";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/admin.login";
import { publicUrlOf, siteModeOf } from "../../server/context.js";

/** Only this site's own admin pages: never another host, so the link cannot send anyone elsewhere (A10). */
const ADMIN_PAGE = /^\/admin\/[A-Za-z0-9/-]*(\?[\w=&%.+-]*)?$/;

export function loader({ request, context }: Route.LoaderArgs) {
  const next = new URL(request.url).searchParams.get("next");
  return {
    next: next && ADMIN_PAGE.test(next) && !next.startsWith("/admin/login") ? next : null,
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
          For administrators and branch staff. Customers do not need an account.
        </p>
        <LoginForm siteMode={loaderData.siteMode} next={loaderData.next} />
      </div>
    </div>
  );
}
