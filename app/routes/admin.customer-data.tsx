import { Link } from "react-router";
import { AccessDenied } from "~/components/admin/access-denied";
import { CustomerDataTool } from "~/components/admin/customer-data-tool";
import { ModeBadge } from "~/components/admin/mode-badge";
import { buttonClasses } from "~/components/ui/button-classes";
import { Container } from "~/components/ui/container";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import { administratorPage } from "~/routes/admin-session.server";
import type { Route } from "./+types/admin.customer-data";
import { configOf, publicUrlOf, siteModeOf } from "../../server/context.js";

// Customers' personal data (issue 27, UK GDPR): access and erasure requests, administrators only
// (docs/decisions/operation.md Z6). The page itself holds no customer data: the tool asks the API by POST.

export async function loader({ request, context }: Route.LoaderArgs) {
  const meta = seoMeta(
    {
      title: "Customer data",
      description: "Customers' access and erasure requests.",
      path: "/admin/customer-data",
      noindex: true,
    },
    publicUrlOf(context),
  );
  const gate = await administratorPage(request, context, meta);
  if (gate.denied) return gate.denied;
  return {
    state: "ok" as const,
    meta,
    siteMode: siteModeOf(context),
    retentionMonths: configOf(context).RETENTION_MONTHS,
  };
}

export const meta = metaFromLoader;

export default function CustomerData({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "signed-out") {
    return (
      <AccessDenied
        message="Sign in as an administrator to answer customers' data requests."
        signInHref={loaderData.signIn}
      />
    );
  }
  if (loaderData.state === "forbidden") {
    return <AccessDenied signedIn message="Customers' data requests are answered by administrators." />;
  }
  return (
    <>
      <div className="border-b border-line bg-surface-muted">
        <Container className="py-8 sm:py-10">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Customer data</h1>
                <ModeBadge mode={loaderData.siteMode} />
              </div>
              <p className="mt-2 max-w-2xl text-ink-muted">
                Answer a customer&apos;s access or erasure request. Personal details are erased on their own{" "}
                {loaderData.retentionMonths} months after a request&apos;s last status change; the request stays for
                statistics. Every search, download and erasure is recorded in the audit log.
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link to="/admin/requests" className={buttonClasses({ variant: "outline" })}>
                Request desk
              </Link>
            </div>
          </div>
        </Container>
      </div>
      <Container className="py-8">
        <CustomerDataTool />
      </Container>
    </>
  );
}
