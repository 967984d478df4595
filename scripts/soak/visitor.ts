// A simulated visitor of the site over HTTP: browses, searches, builds a MyList (create, add items, change dates and
// quantities) and checks out. Used by `npm run soak` and by the small load test in npm test.
import { randomBytes } from "node:crypto";
import diagnostics from "node:diagnostics_channel";
import type { Socket } from "node:net";
import { bookablePeriod } from "../../tests/helpers/mylist.js";

const PAGES = ["/", "/categories", "/equipment/articulated-boom-lift-12m", "/locations", "/faqs"];
const SEARCHES = ["kango", "wacker plate", "genny", "cherry picker", "drill", "ladder", "saw", "pump"];
const ITEMS = ["articulated-boom-lift-12m", "cherry-picker-trailer-mounted-10m", "sds-plus-drill-bit-6mm-x-160mm"];

/**
 * What the client knows of the connection a request went out on, from the diagnostics channels of fetch's undici:
 * whether it was sent at all, when its connection was opened, and how many responses that connection had carried
 * before (0: a new connection; more: a kept-alive one the server had accepted and served). The soak's SIGTERM check
 * uses it to tell a request the server accepted from one on a connection it never took (docs/decisions/operation.md Z2).
 */
export interface ConnectionFacts {
  sent: boolean;
  connectedAt?: number;
  responsesBefore?: number;
  localPort?: number;
}

const CALL_HEADER = "x-soak-call";
const connections = new WeakMap<Socket, { connectedAt: number; responses: number }>();
const requestSockets = new WeakMap<object, Socket>();
const sentCalls = new Map<string, ConnectionFacts>();
const callOf = (request: { headers?: unknown }) => {
  const headers = request.headers;
  if (!Array.isArray(headers)) return undefined;
  const at = headers.findIndex((name) => String(name).toLowerCase() === CALL_HEADER);
  return at >= 0 ? String(headers[at + 1]) : undefined;
};
diagnostics.subscribe("undici:client:connected", (message) => {
  const { socket } = message as { socket: Socket };
  connections.set(socket, { connectedAt: performance.now(), responses: 0 });
});
diagnostics.subscribe("undici:client:sendHeaders", (message) => {
  const { request, socket } = message as { request: { headers?: unknown }; socket: Socket };
  const call = callOf(request);
  const connection = connections.get(socket);
  requestSockets.set(request, socket);
  if (call) {
    sentCalls.set(call, {
      sent: true,
      connectedAt: connection?.connectedAt,
      responsesBefore: connection?.responses,
      localPort: socket.localPort,
    });
  }
});
diagnostics.subscribe("undici:request:headers", (message) => {
  const socket = requestSockets.get((message as { request: object }).request);
  const connection = socket && connections.get(socket);
  if (connection) connection.responses++;
});
let calls = 0;

export interface Timing {
  kind: string;
  ms: number;
  status: number;
}

/** What every visitor of one run reports into: timings, answers that are not 2xx/4xx, accepted checkouts. */
export class LoadRecord {
  readonly timings: Timing[] = [];
  /** Answers of 500 and above (or no answer at all: status 0), with the request kind and a short reason. */
  readonly failures: {
    kind: string;
    status: number;
    detail: string;
    startedAt: number;
    connection: ConnectionFacts;
  }[] = [];
  /** Reference numbers of every checkout the site accepted (answered 201). */
  readonly accepted: string[] = [];
  /** Requests refused with 4xx that a well-behaved visitor should not get (other than 429). */
  readonly refused: { kind: string; status: number; detail: string }[] = [];

  count(predicate: (timing: Timing) => boolean): number {
    return this.timings.filter(predicate).length;
  }

  /** p99 in ms per request kind, as "kind p99" pairs sorted by kind. */
  p99ByKind(): Map<string, number> {
    const byKind = new Map<string, number[]>();
    for (const { kind, ms } of this.timings) byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    return new Map(
      [...byKind.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, ms]) => [kind, percentile(ms, 99)] as const),
    );
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface VisitOptions {
  /** Base URLs to use; a visitor picks one per visit (two instances behind a "load balancer"). */
  baseUrls: string[];
  record: LoadRecord;
  /** Pause between actions, as a person clicking (randomised +-50%). */
  thinkMs: number;
  /** Start no new visit after this time (performance.now() ms). */
  until: number;
  /** Start no new visit once this answers true (the server under test has gone). */
  stopped?: () => boolean;
  /** Also load pages (needs the production build; the in-process test app has none). */
  pages?: boolean;
  /** Each visitor's own client address, sent as X-Forwarded-For (loopback is a trusted proxy by default). */
  clientAddress?: string;
}

class VisitEnded extends Error {}

/** One visitor: repeats visits (browse, search, MyList, checkout) until `until`. */
export async function runVisitor(index: number, options: VisitOptions): Promise<void> {
  let visit = 0;
  while (performance.now() < options.until && !options.stopped?.()) {
    try {
      await oneVisit(index, visit++, options);
    } catch (err) {
      if (!(err instanceof VisitEnded)) throw err;
    }
  }
}

async function oneVisit(index: number, visit: number, options: VisitOptions): Promise<void> {
  const { record, thinkMs } = options;
  const base = options.baseUrls[(index + visit) % options.baseUrls.length];
  const sessionId = `soak-${Date.now()}-${randomBytes(16).toString("hex")}`;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

  // A visit started is finished (the run's end only stops new visits), so every visitor checks out at least once.
  const pause = async () => {
    if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
  };

  async function call(kind: string, method: string, path: string, body?: unknown): Promise<unknown> {
    const started = performance.now();
    let status = 0;
    let detail = "";
    let json: unknown;
    const callId = `${process.pid}.${++calls}`;
    try {
      const response = await fetch(base + path, {
        method,
        headers: {
          [CALL_HEADER]: callId,
          "Content-Type": "application/json",
          "X-Session-Id": sessionId,
          ...(options.clientAddress ? { "X-Forwarded-For": options.clientAddress } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = response.status;
      const text = await response.text();
      detail = text.slice(0, 200);
      json = response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
    } catch (err) {
      detail = err instanceof Error ? `${err.message} ${String((err.cause as Error)?.message ?? "")}` : String(err);
    }
    const connection = sentCalls.get(callId) ?? { sent: false };
    sentCalls.delete(callId);
    record.timings.push({ kind, ms: performance.now() - started, status });
    if (status === 0 || status >= 500) {
      record.failures.push({ kind, status, detail, startedAt: started, connection });
      throw new VisitEnded();
    }
    if (status >= 400) {
      record.refused.push({ kind, status, detail });
      throw new VisitEnded();
    }
    return json;
  }

  if (options.pages ?? true) {
    await call("page", "GET", pick(PAGES));
    await pause();
  }
  await call("search", "GET", `/api/equipment?search=${encodeURIComponent(pick(SEARCHES))}`);
  await pause();
  const list = (await call("create list", "POST", "/api/reservations", {
    sessionId,
    ...bookablePeriod(3),
  })) as { id: number };
  let firstItem = 0;
  for (const slug of ITEMS.slice(0, 2 + (visit % 2))) {
    await pause();
    const item = (await call("add item", "POST", `/api/reservations/${list.id}/items`, {
      equipmentSlug: slug,
      quantity: 1,
    })) as { id: number };
    firstItem ||= item.id;
  }
  await pause();
  await call("change quantity", "PUT", `/api/reservations/items/${firstItem}`, { quantity: 2 + (index % 3) });
  await pause();
  await call("change dates", "PUT", `/api/reservations/${list.id}`, bookablePeriod(7));
  await pause();
  await call("read list", "GET", `/api/reservations/session/${sessionId}`);
  await pause();
  const done = (await call("checkout", "POST", `/api/reservations/${list.id}/checkout`, {
    customerEmail: `visitor${index}.${visit}@example.com`,
    customerPhone: "07700 900123",
    customerFirstName: "Soak",
    customerLastName: `Visitor ${index}`,
    customerAddress: "1 High Street",
    customerPostcode: "LS1 4DY",
    deliveryMethod: "collection",
    collectionLocationId: 1,
    termsAccepted: true,
  })) as { referenceNumber: string };
  record.accepted.push(done.referenceNumber);
}

/** Runs `visitors` visitors at once for `seconds`, starting them spread over the first second. */
export async function runLoad(
  options: Omit<VisitOptions, "until" | "clientAddress"> & {
    visitors: number;
    seconds: number;
    distinctClients?: boolean;
  },
): Promise<void> {
  const until = performance.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.visitors }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index / options.visitors) * 1000));
      await runVisitor(index, {
        ...options,
        until,
        clientAddress: options.distinctClients ? `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}` : undefined,
      });
    }),
  );
}

/**
 * Builds what the first request of each kind builds lazily (the search index, each page's first render), so the run
 * measures steady state: a page's first render after start is measured by `bench:pages` (docs/performance-figures.md).
 */
export async function warmUp(baseUrl: string): Promise<void> {
  for (const page of PAGES) await fetch(baseUrl + page).then((response) => response.arrayBuffer());
  for (const term of SEARCHES) await fetch(`${baseUrl}/api/equipment?search=${encodeURIComponent(term)}`);
}
