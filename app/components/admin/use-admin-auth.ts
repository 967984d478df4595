import { useEffect, useState } from "react";

export type AdminAuth =
  | { state: "checking" }
  | { state: "denied" }
  | { state: "staff"; email: string }
  | { state: "administrator"; email: string };

/** What the staff frame's loader already knows of the account, as the page's first answer. */
export function knownAuth(account: { email: string; role: string } | null | undefined): AdminAuth | undefined {
  if (account === undefined) return undefined;
  if (!account) return { state: "denied" };
  return account.role === "administrator"
    ? { state: "administrator", email: account.email }
    : { state: "staff", email: account.email };
}

/**
 * GET /api/admin/auth once, no retry: a signed-in administrator is 'administrator', signed-in branch staff
 * 'staff' (docs/decisions/security.md A8), anything else 'denied'. A page that already knows the account from the
 * frame's loader shows it at once and lets the answer correct it (docs/decisions/performance.md N29).
 */
export function useAdminAuth(known?: AdminAuth): [AdminAuth, (auth: AdminAuth) => void] {
  const [auth, setAuth] = useState<AdminAuth>(known ?? { state: "checking" });
  useEffect(() => {
    let live = true;
    fetch("/api/admin/auth", { credentials: "same-origin" })
      .then(async (response) => {
        const body = response.ok ? ((await response.json()) as { isAdmin?: boolean; email?: string }) : undefined;
        if (!live) return;
        const email = body?.email ?? "";
        setAuth(
          !body ? { state: "denied" } : body.isAdmin ? { state: "administrator", email } : { state: "staff", email },
        );
      })
      .catch(() => live && setAuth({ state: "denied" }));
    return () => {
      live = false;
    };
  }, []);
  return [auth, setAuth];
}
