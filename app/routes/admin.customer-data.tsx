import { AccessDenied } from "~/components/admin/access-denied";
import { CustomerDataTool } from "~/components/admin/customer-data-tool";
import { DeskPageHeader, deskBandClasses } from "~/components/admin/desk-page-header";
import { Container } from "~/components/ui/container";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import { administratorPage } from "~/routes/admin-session.server";
import type { Route } from "./+types/admin.customer-data";
import { configOf, publicUrlOf } from "../../server/context.js";

// Customers' personal data (UK GDPR; docs/decisions/operation.md Z6): access and erasure requests, administrators only
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
      <div className={deskBandClasses}>
        <Container className="py-6">
          <DeskPageHeader
            title="Customer data"
            description={`Answer a customer's access or erasure request. Personal details are erased on their own ${loaderData.retentionMonths} months after a request's last status change; the request stays for statistics. Every search, download and erasure is recorded in the audit log.`}
          />
        </Container>
      </div>
      <Container className="py-8">
        <CustomerDataTool />
      </Container>
    </>
  );
}
