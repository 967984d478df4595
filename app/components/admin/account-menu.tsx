import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { STAFF_ROLE_LABELS, type StaffRole } from "../../../core/admin-roles.js";
import { buttonClasses } from "~/components/ui/button-classes";

export interface SignedInAccount {
  email: string;
  role: StaffRole;
}

/**
 * Who is signed in, their role and sign-out, on every staff page. A <details> disclosure, so Enter or Space opens it
 * before and after hydration; Escape closes it and gives focus back to its toggle.
 */
export function AccountMenu({ account }: { account: SignedInAccount }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signOut() {
    setSigningOut(true);
    setFailed(false);
    const response = await fetch("/api/admin/logout", { method: "POST", credentials: "same-origin" }).catch(() => null);
    // 401: the session had already ended, which is what signing out wanted.
    if (response && (response.ok || response.status === 401)) {
      window.location.assign("/admin/login");
      return;
    }
    setSigningOut(false);
    setFailed(true);
  }

  // Escape closes the menu and gives focus back to its toggle (a listener: <details> takes no React key handler).
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    details.addEventListener("keydown", onKeyDown);
    return () => details.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <details ref={menu} data-menu="" className="group relative">
      <summary
        aria-label={`Account: ${account.email}`}
        className="flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-lg border border-white/25 px-2.5 text-sm font-semibold text-white select-none hover:bg-white/10 group-open:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&::-webkit-details-marker]:hidden"
      >
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-white text-xs font-bold text-brand uppercase"
        >
          {account.email.charAt(0)}
        </span>
        <span className="hidden max-w-48 truncate md:inline">{account.email}</span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div
        role="group"
        aria-label="Your account"
        className="absolute right-0 z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-white p-4 text-ink shadow-float"
      >
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Signed in as</p>
        <p className="mt-1 font-semibold break-all">{account.email}</p>
        <p className="mt-0.5 text-sm text-ink-muted">{STAFF_ROLE_LABELS[account.role]}</p>
        <div className="mt-4 grid gap-2 border-t border-line pt-4">
          {/* A whole new document: the public pages' header and footer are the server's markup (StaticMarkup). */}
          <a href="/" className={buttonClasses({ variant: "ghost", size: "sm", className: "justify-start" })}>
            View the website
          </a>
          <button
            type="button"
            onClick={() => void signOut()}
            disabled={signingOut}
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            {signingOut ? "Signing out…" : "Sign out"}
          </button>
          {failed && (
            <p role="alert" className="text-sm font-semibold text-red-800">
              Not signed out: check the connection and try again.
            </p>
          )}
        </div>
      </div>
    </details>
  );
}
