import { STAFF_ROLE_LABELS } from "../../core/admin-roles.js";
import { londonDateTime } from "../../core/date-format.js";
import { AccessDenied } from "~/components/admin/access-denied";
import { ChangeAccountForm, CreateAccountForm } from "~/components/admin/account-forms";
import { DeskPageHeader, deskBandClasses } from "~/components/admin/desk-page-header";
import { cardClasses } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import { administratorPage } from "~/routes/admin-session.server";
import type { Route } from "./+types/admin.accounts";
import { adminOf, catalogueOf, publicUrlOf } from "../../server/context.js";

// Accounts and their roles (docs/decisions/security.md A7-A9): administrators only, like npm run admin.

export async function loader({ request, context }: Route.LoaderArgs) {
  const meta = seoMeta(
    {
      title: "Accounts",
      description: "Administrator and branch staff accounts.",
      path: "/admin/accounts",
      noindex: true,
    },
    publicUrlOf(context),
  );
  const gate = await administratorPage(request, context, meta);
  if (gate.denied) return gate.denied;
  const branches = catalogueOf(context)
    .branches()
    .map((branch) => ({ id: branch.id, name: branch.name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
  const accounts = await adminOf(context).accounts();
  return {
    state: "ok" as const,
    meta,
    email: gate.admin.email,
    branches,
    accounts: accounts.map((account) => ({
      email: account.email,
      role: account.role,
      branchIds: account.branchIds,
      disabled: account.disabled,
      hasSecondFactor: account.hasSecondFactor,
      createdText: londonDateTime(account.createdAt.toISOString()),
    })),
  };
}

export const meta = metaFromLoader;

export default function Accounts({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "signed-out") {
    return <AccessDenied message="Sign in as an administrator to manage accounts." signInHref={loaderData.signIn} />;
  }
  if (loaderData.state === "forbidden") {
    return (
      <AccessDenied signedIn message="Accounts are managed by administrators: branch staff use the request desk." />
    );
  }
  const { accounts, branches } = loaderData;
  const branchName = (id: number) => branches.find((branch) => branch.id === id)?.name ?? `Branch ${id}`;
  return (
    <>
      <div className={deskBandClasses}>
        <Container className="py-6">
          <DeskPageHeader
            title="Accounts"
            description="Administrators do everything; branch staff work the request desk for their own branches only."
          />
        </Container>
      </div>
      <Container className="grid gap-6 py-8 lg:grid-cols-5">
        <section aria-labelledby="accounts-heading" className="min-w-0 lg:col-span-3">
          <h2 id="accounts-heading" className="text-lg font-bold text-ink">
            {accounts.length === 1 ? "1 account" : `${accounts.length} accounts`}
          </h2>
          <ul className="mt-4 space-y-3">
            {accounts.map((account) => (
              <li key={account.email} className={cardClasses({ className: "p-4 sm:p-5" })}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold break-all text-ink">{account.email}</p>
                    <p className="mt-0.5 text-sm text-ink-muted">
                      {STAFF_ROLE_LABELS[account.role]}
                      {account.role === "branch-staff" && ` · ${account.branchIds.map(branchName).join(", ")}`}
                    </p>
                    <p className="mt-0.5 text-xs text-ink-muted">
                      Since {account.createdText}
                      {account.hasSecondFactor ? " · second factor" : " · no second factor"}
                    </p>
                  </div>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      account.disabled ? "bg-red-100 text-red-900" : "bg-emerald-100 text-emerald-900"
                    }`}
                  >
                    {account.disabled ? "Disabled" : "Active"}
                  </span>
                </div>
                {account.email !== loaderData.email && (
                  <details className="mt-3 border-t border-line pt-3">
                    <summary className="cursor-pointer text-sm font-semibold text-brand">
                      Change role, branches or access
                      <span className="sr-only"> for {account.email}</span>
                    </summary>
                    <ChangeAccountForm account={account} branches={branches} />
                  </details>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section className={cardClasses({ className: "h-fit p-5 sm:p-6 lg:col-span-2" })}>
          <CreateAccountForm branches={branches} />
          <p className="mt-4 text-xs text-ink-muted">
            Passwords are reset with <code>npm run admin -- reset-password</code>; every change here is written to the
            audit log with your account.
          </p>
        </section>
      </Container>
    </>
  );
}
