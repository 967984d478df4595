import { AccessDenied } from "~/components/admin/access-denied";
import { DeskPageHeader, deskBandClasses } from "~/components/admin/desk-page-header";
import { WebhooksManager } from "~/components/admin/webhooks-manager";
import { Container } from "~/components/ui/container";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import { administratorPage } from "~/routes/admin-session.server";
import type { Route } from "./+types/admin.webhooks";
import { publicUrlOf } from "../../server/context.js";

// Webhooks to the company's own systems, administrators only (docs/decisions/webhooks.md I11-I18). The page holds no
// data itself: the manager reads the admin API.

export async function loader({ request, context }: Route.LoaderArgs) {
  const meta = seoMeta(
    {
      title: "Webhooks",
      description: "Events sent to the company's own systems.",
      path: "/admin/webhooks",
      noindex: true,
    },
    publicUrlOf(context),
  );
  const gate = await administratorPage(request, context, meta);
  if (gate.denied) return gate.denied;
  return { state: "ok" as const, meta };
}

export const meta = metaFromLoader;

export default function Webhooks({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "signed-out") {
    return <AccessDenied message="Sign in as an administrator to manage webhooks." signInHref={loaderData.signIn} />;
  }
  if (loaderData.state === "forbidden") {
    return <AccessDenied signedIn message="Webhooks are managed by administrators." />;
  }
  return (
    <>
      <div className={deskBandClasses}>
        <Container className="py-6">
          <DeskPageHeader
            title="Webhooks"
            description="Your hire management system hears of each new request, status change and erasure as it happens. Each event is signed, retried until the system accepts it, and listed here with its answer."
          />
        </Container>
      </div>
      <Container className="py-8">
        <WebhooksManager />
      </Container>
    </>
  );
}
