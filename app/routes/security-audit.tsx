import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/security-audit";

export function loader({ context }: Route.LoaderArgs) {
  return {
    meta: seoMeta(
      { title: "Security Audit", description: "Internal security audit.", path: "/security-audit", noindex: true },
      context.services.config.publicUrl,
    ),
  };
}

export const meta = metaFromLoader;

export default function SecurityAudit() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Security Audit</h1>
      <p className="mt-4 text-ink-muted">The security audit is only available in development mode.</p>
    </div>
  );
}
