import { londonDateTime } from "../../core/date-format.js";
import { AccessDenied } from "~/components/admin/access-denied";
import { CreateApiKeyForm, RevokeApiKey } from "~/components/admin/api-key-forms";
import { DeskPageHeader, deskBandClasses } from "~/components/admin/desk-page-header";
import { cardClasses } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import { administratorPage } from "~/routes/admin-session.server";
import type { Route } from "./+types/admin.api-keys";
import { apiKeysOf, publicUrlOf } from "../../server/context.js";

// The integration API's keys (docs/decisions/integration.md I3; docs/integration.md): administrators only, like
// npm run admin -- api-key.

export async function loader({ request, context }: Route.LoaderArgs) {
  const meta = seoMeta(
    {
      title: "API keys",
      description: "Keys for the hire company's own systems to use the integration API.",
      path: "/admin/api-keys",
      noindex: true,
    },
    publicUrlOf(context),
  );
  const gate = await administratorPage(request, context, meta);
  if (gate.denied) return gate.denied;
  const keys = await apiKeysOf(context).list();
  return {
    state: "ok" as const,
    meta,
    keys: keys.map((key) => ({ ...key, createdText: londonDateTime(key.createdAt) })),
  };
}

export const meta = metaFromLoader;

export default function ApiKeys({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "signed-out") {
    return <AccessDenied message="Sign in as an administrator to manage API keys." signInHref={loaderData.signIn} />;
  }
  if (loaderData.state === "forbidden") {
    return <AccessDenied signedIn message="API keys are managed by administrators." />;
  }
  const { keys } = loaderData;
  return (
    <>
      <div className={deskBandClasses}>
        <Container className="py-6">
          <DeskPageHeader
            title="API keys"
            description="Keys let your hire management system pull requests, move them on and send the nightly stock."
          />
        </Container>
      </div>
      <Container className="grid gap-6 py-8 lg:grid-cols-5">
        <section aria-labelledby="keys-heading" className="min-w-0 lg:col-span-3">
          <h2 id="keys-heading" className="text-lg font-bold text-ink">
            {keys.length === 1 ? "1 key in use" : `${keys.length} keys in use`}
          </h2>
          {keys.length === 0 && <p className="mt-2 text-sm text-ink-muted">No system is connected yet.</p>}
          <ul className="mt-4 space-y-3">
            {keys.map((key) => (
              <li key={key.id} className={cardClasses({ className: "p-4 sm:p-5" })}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-all text-ink">{key.name}</p>
                    <p className="mt-0.5 text-sm text-ink-muted">
                      <code>{key.keyPrefix}…</code> · {key.scopes.join(", ")}
                    </p>
                    <p className="mt-0.5 text-xs text-ink-muted">
                      {key.allowedCidrs.length ? `From ${key.allowedCidrs.join(", ")}` : "From any address"} · Since{" "}
                      {key.createdText}
                      {key.createdBy ? ` by ${key.createdBy}` : ""}
                    </p>
                  </div>
                  <RevokeApiKey id={key.id} name={key.name} />
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section className={cardClasses({ className: "h-fit p-5 sm:p-6 lg:col-span-2" })}>
          <CreateApiKeyForm />
          <p className="mt-4 text-xs text-ink-muted">
            How to use a key: docs/integration.md. Creating and revoking keys, and everything a key changes, is written
            to the audit log.
          </p>
        </section>
      </Container>
    </>
  );
}
