import { useEffect, useState } from "react";

export type AdminAuth =
  { state: "checking" } | { state: "denied" } | { state: "staff"; email: string } | { state: "admin"; email: string };

/**
 * GET /api/admin/auth once, no retry (spec section 7): a signed-in administrator is 'admin', signed-in branch staff
 * 'staff' (docs/decisions/security.md A8), anything else 'denied'.
 */
export function useAdminAuth(): [AdminAuth, (auth: AdminAuth) => void] {
  const [auth, setAuth] = useState<AdminAuth>({ state: "checking" });
  useEffect(() => {
    let live = true;
    fetch("/api/admin/auth", { credentials: "same-origin" })
      .then(async (response) => {
        const body = response.ok ? ((await response.json()) as { isAdmin?: boolean; email?: string }) : undefined;
        if (!live) return;
        const email = body?.email ?? "";
        setAuth(!body ? { state: "denied" } : body.isAdmin ? { state: "admin", email } : { state: "staff", email });
      })
      .catch(() => live && setAuth({ state: "denied" }));
    return () => {
      live = false;
    };
  }, []);
  return [auth, setAuth];
}
