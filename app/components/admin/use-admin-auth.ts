import { useEffect, useState } from "react";

export type AdminAuth = { state: "checking" } | { state: "denied" } | { state: "admin"; email: string };

/** GET /api/admin/auth once, no retry (spec section 7): anything but a signed-in admin is 'denied'. */
export function useAdminAuth(): [AdminAuth, (auth: AdminAuth) => void] {
  const [auth, setAuth] = useState<AdminAuth>({ state: "checking" });
  useEffect(() => {
    let live = true;
    fetch("/api/admin/auth", { credentials: "same-origin" })
      .then(async (response) => {
        const body = response.ok ? ((await response.json()) as { isAdmin?: boolean; email?: string }) : undefined;
        if (!live) return;
        setAuth(body?.isAdmin ? { state: "admin", email: body.email ?? "" } : { state: "denied" });
      })
      .catch(() => live && setAuth({ state: "denied" }));
    return () => {
      live = false;
    };
  }, []);
  return [auth, setAuth];
}
