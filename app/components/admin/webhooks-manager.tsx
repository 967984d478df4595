import { Plus } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import {
  WEBHOOK_EVENTS,
  type WebhookDeliverySummary,
  type WebhookEndpointSummary,
  type WebhookEvent,
} from "../../../core/webhook-events.js";
import { deskFieldClasses, DeskFormMessage, type DeskFormOutcome } from "~/components/admin/desk-form-parts";
import { WebhookEndpointCard } from "~/components/admin/webhook-endpoint-card";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { apiError } from "~/lib/api-client";

// The admin page's webhooks (docs/decisions/webhooks.md I11-I18): add an endpoint (its secret shown once), see each
// endpoint's recent deliveries, resend one, remove an endpoint.

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`/api/admin/webhooks${path}`, {
    credentials: "same-origin",
    ...init,
    headers: init.body ? { "content-type": "application/json" } : undefined,
  });
  if (!response.ok) throw await apiError(response);
  return response;
}

const listEndpoints = async () =>
  ((await (await call("")).json()) as { endpoints: WebhookEndpointSummary[] }).endpoints;

const reasonOf = (err: unknown, fallback: string) =>
  err instanceof Error && "reason" in err ? String((err as { reason: string }).reason) : fallback;

export function WebhooksManager() {
  const [endpoints, setEndpoints] = useState<WebhookEndpointSummary[] | null>(null);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DeskFormOutcome | null>(null);
  const urlId = useId();

  const reload = useCallback(async () => setEndpoints(await listEndpoints()), []);

  useEffect(() => {
    let live = true;
    listEndpoints()
      .then((listed) => live && setEndpoints(listed))
      .catch(
        (err: unknown) =>
          live && setMessage({ ok: false, text: reasonOf(err, "The webhooks could not be loaded: reload the page.") }),
      );
    return () => {
      live = false;
    };
  }, []);

  async function run(work: () => Promise<string | void>, failure: string) {
    setBusy(true);
    setMessage(null);
    try {
      const done = await work();
      if (done) setMessage({ ok: true, text: done });
      await reload();
    } catch (err) {
      setMessage({ ok: false, text: reasonOf(err, failure) });
    } finally {
      setBusy(false);
    }
  }

  const add = () =>
    run(async () => {
      const answer = (await (await call("", { method: "POST", body: JSON.stringify({ url, events }) })).json()) as {
        secret: string;
      };
      setCreated({ url, secret: answer.secret });
      setUrl("");
    }, "The endpoint was not added: check the connection and try again.");

  const resend = (endpoint: WebhookEndpointSummary, delivery: WebhookDeliverySummary) =>
    run(async () => {
      await call(`/${endpoint.id}/deliveries/${delivery.id}/resend`, { method: "POST" });
      return `${delivery.type} ${delivery.referenceNumber ?? ""} will be sent again to ${endpoint.url}.`;
    }, "Nothing was resent: check the connection and try again.");

  const remove = (endpoint: WebhookEndpointSummary) =>
    run(async () => {
      await call(`/${endpoint.id}`, { method: "DELETE" });
      return `${endpoint.url} was removed: nothing more is sent to it.`;
    }, "The endpoint was not removed: check the connection and try again.");

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) => WEBHOOK_EVENTS.filter((name) => (name === event ? on : current.includes(name))));

  return (
    <div className="space-y-6">
      <form
        className={cardClasses({ className: "space-y-4 p-4 sm:p-5" })}
        onSubmit={(submitted) => {
          submitted.preventDefault();
          void add();
        }}
      >
        <h2 className="text-lg font-bold text-ink">Add an endpoint</h2>
        <label htmlFor={urlId} className="block text-sm font-semibold text-ink">
          Address that receives the events
          <input
            id={urlId}
            type="url"
            required
            autoComplete="off"
            value={url}
            onChange={(changed) => setUrl(changed.target.value)}
            placeholder="https://hire-system.example.internal/webhooks"
            className={deskFieldClasses}
          />
        </label>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Events</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex min-h-9 items-center gap-2 font-mono text-sm text-ink">
                <input
                  type="checkbox"
                  checked={events.includes(event)}
                  onChange={(changed) => toggle(event, changed.target.checked)}
                  className="size-4 accent-brand"
                />
                {event}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" disabled={busy || events.length === 0} className={buttonClasses({ variant: "primary" })}>
          <Plus aria-hidden="true" className="size-4" />
          Add endpoint
        </button>
      </form>

      {created && (
        <div role="status" className="rounded-lg border border-green-700 bg-green-50 p-4 text-sm text-green-900">
          <p className="font-semibold">{created.url} was added. Copy its signing secret now: it is not shown again.</p>
          <p className="mt-2 font-mono break-all select-all">{created.secret}</p>
        </div>
      )}
      <DeskFormMessage message={message} />

      <section aria-labelledby="webhook-endpoints" className="space-y-4">
        <h2 id="webhook-endpoints" className="text-lg font-bold text-ink">
          Endpoints
        </h2>
        {endpoints === null ? (
          <p className="text-sm text-ink-muted">Loading…</p>
        ) : endpoints.length === 0 ? (
          <p className="text-sm text-ink-muted">No endpoints yet: events are not sent anywhere.</p>
        ) : (
          endpoints.map((endpoint) => (
            <WebhookEndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              busy={busy}
              onResend={(delivery) => void resend(endpoint, delivery)}
              onRemove={() => void remove(endpoint)}
            />
          ))
        )}
      </section>
    </div>
  );
}
