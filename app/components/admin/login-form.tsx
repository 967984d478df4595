import { useState } from "react";
import { useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";
import { apiError } from "~/lib/api-client";
import { useHydrated } from "~/lib/use-hydrated";

const fieldClasses =
  "mt-1 block min-h-11 w-full rounded-lg border border-line-strong bg-white px-3 text-ink focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand";

/**
 * POST /api/admin/login, then on to the import manager. In LIVE mode every administrator has a second factor, so
 * the code field is always there and the server gives one answer to any mistake. In DEV mode an account with a
 * second factor is answered with an issue on `code`; the form then asks for the 6 digits and sends all three again.
 */
export function LoginForm({ siteMode, next }: { siteMode: "DEV" | "LIVE"; next?: string | null }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [codeAsked, setCodeAsked] = useState(false);
  const askCode = siteMode === "LIVE" || codeAsked;
  const [pending, setPending] = useState(false);
  // Before hydration a plain submit would put the password in the address bar, so the button waits.
  const hydrated = useHydrated();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const response = await fetch("/api/admin/login", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: form.get("email"),
          password: form.get("password"),
          ...(askCode ? { code: form.get("code") } : {}),
        }),
      });
      if (response.ok) {
        // Back to the page that asked for a sign-in (an e-mail's desk link, A10), else the account's home page.
        const { role } = (await response.json()) as { role?: string };
        await navigate(next ?? (role === "administrator" ? "/admin/import" : "/admin/requests"));
        return;
      }
      const { answer } = await apiError(response);
      if (answer?.issues.some((issue) => issue.field === "code")) setCodeAsked(true);
      setError(answer?.error ?? `Sign-in failed (${response.status})`);
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-4">
      <div>
        <label htmlFor="admin-email" className="block text-sm font-semibold text-ink">
          E-mail address
        </label>
        <input id="admin-email" name="email" type="email" autoComplete="username" required className={fieldClasses} />
      </div>
      <div>
        <label htmlFor="admin-password" className="block text-sm font-semibold text-ink">
          Password
        </label>
        <input
          id="admin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={fieldClasses}
        />
      </div>
      {askCode && (
        <div>
          <label htmlFor="admin-code" className="block text-sm font-semibold text-ink">
            Authenticator code
          </label>
          <input
            id="admin-code"
            name="code"
            type="text"
            inputMode="numeric"
            pattern="[0-9]{6}"
            maxLength={6}
            autoComplete="one-time-code"
            required
            // In DEV mode the field appears after a first attempt; focus takes the administrator straight to it.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={codeAsked}
            aria-describedby="admin-code-hint"
            className={fieldClasses}
          />
          <p id="admin-code-hint" className="mt-1 text-sm text-ink-muted">
            The 6 digits your authenticator app shows for this site.
            {siteMode === "LIVE" && " No authenticator yet? Ask the site's operator to enrol one for your account."}
          </p>
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={pending || !hydrated}
        className={buttonClasses({ size: "lg", className: "w-full" })}
      >
        {pending ? "Signing in..." : "Sign in"}
      </button>
    </form>
  );
}
