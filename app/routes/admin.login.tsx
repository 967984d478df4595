import { LoginForm } from "~/components/admin/login-form";
import { StaffFrame } from "~/components/admin/staff-frame";
import { cardClasses } from "~/components/ui/card";
import { metaFromLoader } from "~/lib/route-meta";
import { STAFF_CHROME } from "~/lib/staff-chrome";
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

// The staff frame without navigation or account (app/routes/admin.layout.tsx frames the pages behind it).
export const handle = STAFF_CHROME;

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame siteMode={loaderData.siteMode} account={null}>
      <div className="px-4 py-12 sm:py-20">
        <div className={cardClasses({ className: "mx-auto max-w-md p-6 sm:p-8" })}>
          <h1 className="text-2xl font-bold tracking-tight text-ink">Administrator sign in</h1>
          <p className="mt-2 text-sm text-ink-muted">
            For administrators and branch staff. Customers do not need an account.
          </p>
          <LoginForm siteMode={loaderData.siteMode} next={loaderData.next} />
        </div>
      </div>
    </StaffFrame>
  );
}
