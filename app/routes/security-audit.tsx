import { data } from "react-router";
import { cardClasses } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import { NotFoundCard } from "~/routes/not-found";
import { securityReport } from "~/routes/security-audit.server";
import type { Route } from "./+types/security-audit";
import { configOf, siteModeOf } from "../../server/context.js";

export function loader({ context }: Route.LoaderArgs) {
  const config = configOf(context);
  const meta = seoMeta(
    { title: "Security Audit", description: "Internal security audit.", path: "/security-audit", noindex: true },
    config.publicUrl,
  );
  // docs/decisions/catalogue-import.md A6: in LIVE mode the page does not exist.
  if (siteModeOf(context) !== "DEV") return data({ meta, report: null }, { status: 404 });
  return { meta, report: securityReport(config) };
}

export const meta = metaFromLoader;

export default function SecurityAudit({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  if (!report) return <NotFoundCard />;
  const rows = [
    { label: "Admin IP allowlist", value: report.allowlist },
    { label: "Admin session cookie", value: report.cookie },
    { label: "Dependencies last locked", value: `${report.dependenciesLocked} (run npm audit before going LIVE)` },
  ];
  return (
    <Container className="max-w-3xl py-12">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Security Audit</h1>
      <p className="mt-3 text-ink-muted">
        The security audit is only available in development mode. It reports the settings this server runs with.
      </p>
      <section aria-labelledby="audit-headers" className={cardClasses({ className: "mt-8 p-6" })}>
        <h2 id="audit-headers" className="text-lg font-bold text-ink">
          Security headers in force
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-muted">
          {report.headers.map((header) => (
            <li key={header}>{header}</li>
          ))}
        </ul>
      </section>
      <dl className={cardClasses({ className: "mt-6 divide-y divide-line" })}>
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 px-6 py-4 sm:grid-cols-3">
            <dt className="font-semibold text-ink">{row.label}</dt>
            <dd className="text-ink-muted sm:col-span-2">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Container>
  );
}
