import { useState } from "react";
import { useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";
import { useHydrated } from "~/lib/use-hydrated";

const fieldClasses =
  "mt-1 block min-h-11 w-full rounded-lg border border-line-strong bg-white px-3 text-ink focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand";

/** POST /api/admin/login, then on to the import manager. */
export function LoginForm() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
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
        body: JSON.stringify({ email: form.get("email"), password: form.get("password") }),
      });
      if (response.ok) {
        await navigate("/admin/import");
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      setError(body.error ?? `Sign-in failed (${response.status})`);
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
