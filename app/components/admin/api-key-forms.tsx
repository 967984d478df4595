import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { API_KEY_SCOPES, type ApiKeyScope } from "../../../core/api-key-scopes.js";
import { adminFieldClasses } from "~/components/admin/branch-picker";
import { buttonClasses } from "~/components/ui/button-classes";
import { ApiError, apiRequest } from "~/lib/api-client";

// The API keys page's forms (docs/decisions/integration.md I3): POST and DELETE /api/admin/api-keys, then the page's
// loader runs again. The server checks everything; these forms show what it answers.

const SCOPE_MEANINGS: Record<ApiKeyScope, string> = {
  "requests:read": "Read hire and special requests, with customers' details",
  "requests:write": "Change requests' status, as the desk does",
  "imports:write": "Replace catalogue tables, such as the nightly stock",
};

type Message = { ok: boolean; text: string } | null;

const failure = (err: unknown) =>
  (err instanceof ApiError ? err.answer?.error : undefined) ?? "Nothing was saved: check the connection and try again.";

/** Addresses as typed, separated by commas, spaces or lines. */
const addressesOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

export function CreateApiKeyForm() {
  const id = useId();
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [addresses, setAddresses] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setCreated(null);
    try {
      const body = { name, scopes, allowedCidrs: addressesOf(addresses) };
      const answer = await apiRequest<{ name: string; key: string }>("POST", "/api/admin/api-keys", body);
      setCreated({ name: answer.name, key: answer.key });
      setName("");
      setScopes([]);
      setAddresses("");
      await revalidator.revalidate();
    } catch (err) {
      setMessage({ ok: false, text: failure(err) });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((other) => other !== scope)));

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold text-ink">
        New key
      </h2>
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-semibold text-ink">
          Name of the system using it
        </label>
        <input
          id={`${id}-name`}
          required
          maxLength={80}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="InspHire"
          className={adminFieldClasses}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">What it may do</legend>
        <div className="mt-1 grid gap-2">
          {API_KEY_SCOPES.map((scope) => (
            <div
              key={scope}
              className="flex min-h-11 items-start gap-3 rounded-lg border border-line-strong p-3 text-sm has-checked:border-brand has-checked:bg-brand/5"
            >
              <input
                id={`${id}-${scope}`}
                type="checkbox"
                className="mt-0.5 size-5"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                aria-describedby={`${id}-${scope}-meaning`}
              />
              <div>
                <label htmlFor={`${id}-${scope}`} className="cursor-pointer font-mono font-semibold text-ink">
                  {scope}
                </label>
                <p id={`${id}-${scope}-meaning`} className="text-ink-muted">
                  {SCOPE_MEANINGS[scope]}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-addresses`} className="text-sm font-semibold text-ink">
          Allowed addresses (optional)
        </label>
        <input
          id={`${id}-addresses`}
          autoComplete="off"
          value={addresses}
          onChange={(event) => setAddresses(event.target.value)}
          placeholder="192.0.2.0/24, 198.51.100.7"
          aria-describedby={`${id}-addresses-hint`}
          className={adminFieldClasses}
        />
        <p id={`${id}-addresses-hint`} className="mt-1 text-xs text-ink-muted">
          Addresses or CIDR ranges the key may be used from; empty: anywhere.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={buttonClasses({ variant: "primary" })}>
          {busy ? "Creating…" : "Create key"}
        </button>
        <p role="status" className="text-sm font-semibold text-red-800">
          {message?.text ?? ""}
        </p>
      </div>
      {created && <NewKey name={created.name} secret={created.key} />}
    </form>
  );
}

/** The key, this once: the site keeps only its hash. */
function NewKey({ name, secret }: { name: string; secret: string }) {
  const id = useId();
  return (
    <div role="status" className="rounded-lg border border-emerald-700 bg-emerald-50 p-4">
      <label htmlFor={id} className="text-sm font-semibold text-emerald-900">
        Key for {name}: copy it now, it is not shown again
      </label>
      <input
        id={id}
        readOnly
        value={secret}
        onFocus={(event) => event.target.select()}
        className={`${adminFieldClasses} font-mono`}
      />
    </div>
  );
}

export function RevokeApiKey({ id, name }: { id: number; name: string }) {
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");

  async function revoke() {
    setBusy(true);
    setProblem("");
    try {
      await apiRequest("DELETE", `/api/admin/api-keys/${id}`);
      await revalidator.revalidate();
    } catch (err) {
      setProblem(failure(err));
      setBusy(false);
    }
  }

  if (!asking) {
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className={buttonClasses({ variant: "outline", size: "sm" })}
      >
        Revoke<span className="sr-only"> the key for {name}</span>
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-ink">Revoke now? The system using it stops at once.</span>
      <button
        type="button"
        disabled={busy}
        onClick={revoke}
        className={buttonClasses({ variant: "primary", size: "sm" })}
      >
        {busy ? "Revoking…" : `Revoke ${name}`}
      </button>
      <button
        type="button"
        onClick={() => setAsking(false)}
        className={buttonClasses({ variant: "ghost", size: "sm" })}
      >
        Keep it
      </button>
      <p role="status" className="text-sm font-semibold text-red-800">
        {problem}
      </p>
    </div>
  );
}
