import { Download, Search, ShieldX } from "lucide-react";
import { useId, useState } from "react";
import { Results } from "~/components/admin/customer-data-results";
import type { CustomerRequestsFound } from "../../../core/customer-data-types.js";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { apiError } from "~/lib/api-client";
import { deskFieldClasses } from "~/components/admin/desk-form-parts";

// A customer's access and erasure requests (docs/decisions/operation.md Z4-Z6): find every request of one e-mail
// address, download all that is stored for it, or erase it. Every call is a POST, so the address stays out of URLs and
// logs (Z6).

type Message = { ok: boolean; text: string } | null;

async function post(path: string, body: unknown): Promise<Response> {
  const response = await fetch(`/api/admin/customer-data/${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await apiError(response);
  return response;
}

const reasonOf = (err: unknown, fallback: string) =>
  err instanceof Error && "reason" in err ? String((err as { reason: string }).reason) : fallback;

/** Saves a file answered by the API under the name its Content-Disposition gives. */
async function download(response: Response, fallbackName: string) {
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CustomerDataTool() {
  const [email, setEmail] = useState("");
  const [found, setFound] = useState<CustomerRequestsFound | null>(null);
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const emailId = useId();
  const confirmId = useId();

  async function run(work: () => Promise<void>, failure: string) {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (err) {
      setMessage({ ok: false, text: reasonOf(err, failure) });
    } finally {
      setBusy(false);
    }
  }

  const find = (address: string) =>
    run(async () => {
      setFound((await (await post("find", { email: address })).json()) as CustomerRequestsFound);
      setConfirm("");
    }, "The search failed: check the connection and try again.");

  const exportAs = (format: "json" | "csv") =>
    run(async () => {
      await download(await post("export", { email: found!.emailAddress, format }), `customer-data.${format}`);
      setMessage({
        ok: true,
        text: `The ${format.toUpperCase()} file has been downloaded; send it to the customer securely.`,
      });
    }, "The export failed: check the connection and try again.");

  const erase = () =>
    run(async () => {
      const address = found!.emailAddress;
      const { erased } = (await (await post("erase", { email: address, confirm })).json()) as { erased: string[] };
      setFound((await (await post("find", { email: address })).json()) as CustomerRequestsFound);
      setConfirm("");
      setMessage({
        ok: true,
        text: `Personal details erased from ${erased.length} request${erased.length === 1 ? "" : "s"}; the requests stay for statistics.`,
      });
    }, "Nothing was erased: check the connection and try again.");

  const canErase = found !== null && confirm.trim().toLowerCase() === found.emailAddress && !busy;
  const live = found?.requests.filter((line) => !line.erasedAt).length ?? 0;

  return (
    <div className="space-y-6">
      <form
        className={cardClasses({ className: "flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:p-5" })}
        onSubmit={(event) => {
          event.preventDefault();
          void find(email);
        }}
      >
        <label htmlFor={emailId} className="flex-1 text-sm font-semibold text-ink">
          Customer&apos;s e-mail address
          <input
            id={emailId}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="name@example.com"
            className={deskFieldClasses}
          />
        </label>
        <button type="submit" disabled={busy} className={buttonClasses({ variant: "primary" })}>
          <Search aria-hidden="true" className="size-4" />
          Find requests
        </button>
      </form>

      {message && (
        <p
          role={message.ok ? "status" : "alert"}
          className={`rounded-lg px-4 py-3 text-sm font-semibold ${message.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
        >
          {message.text}
        </p>
      )}

      {found && (
        <section aria-labelledby="found-heading" className={cardClasses({ className: "overflow-hidden" })}>
          <div className="border-b border-line p-4 sm:p-5">
            <h2 id="found-heading" className="text-lg font-bold break-words text-ink">
              {found.requests.length === 0
                ? "No requests"
                : `${found.requests.length} request${found.requests.length === 1 ? "" : "s"}`}{" "}
              for {found.emailAddress}
            </h2>
          </div>
          <div className="p-4 sm:p-5">
            <Results found={found} />
          </div>
          {/* Nothing found: nothing to download or erase (an erased customer's address is no longer stored). */}
          {found.requests.length > 0 && (
            <div className="grid gap-6 border-t border-line bg-surface-muted p-4 sm:p-5 md:grid-cols-2">
              <div>
                <h3 className="font-bold text-ink">Access request</h3>
                <p className="mt-1 text-sm text-ink-muted">
                  Everything stored for this address: the requests as submitted, their status history, the branch&apos;s
                  internal notes and the e-mails about them.
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void exportAs("json")}
                    className={buttonClasses({ variant: "outline" })}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    Download JSON
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void exportAs("csv")}
                    className={buttonClasses({ variant: "outline" })}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    Download CSV
                  </button>
                </div>
              </div>
              {live === 0 ? (
                <div>
                  <h3 className="font-bold text-ink">Erasure request</h3>
                  <p className="mt-1 text-sm text-ink-muted">
                    The personal details of these requests are already erased: there is nothing left to erase.
                  </p>
                </div>
              ) : (
                <div>
                  <h3 className="font-bold text-ink">Erasure request</h3>
                  <p className="mt-1 text-sm text-ink-muted">
                    Erases the name, address, e-mail, telephone and notes of{" "}
                    {live === 1 ? "the request" : live === 2 ? "both requests" : `all ${live} requests`} and deletes the
                    e-mails about them. This cannot be undone.
                  </p>
                  <label htmlFor={confirmId} className="mt-3 block text-sm font-semibold text-ink">
                    Type the address again to confirm
                    <input
                      id={confirmId}
                      type="email"
                      autoComplete="off"
                      value={confirm}
                      onChange={(event) => setConfirm(event.target.value)}
                      className={deskFieldClasses}
                    />
                  </label>
                  <button
                    type="button"
                    disabled={!canErase}
                    onClick={() => void erase()}
                    className="mt-3 inline-flex items-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-red-700/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
                  >
                    <ShieldX aria-hidden="true" className="size-4" />
                    Erase personal data
                  </button>
                </div>
              )}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
