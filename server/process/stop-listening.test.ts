import { Agent, createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stopListening } from "./stop-listening.js";

// Upgrade test of the reach into net.Server (docs/architecture.md "Workarounds"): stopListening must refuse new
// connections while a kept-alive socket stays open and answers; and http.Server#close must still close idle sockets,
// else server.close() does the job and stopListening can go.

const servers: Server[] = [];
const agents: Agent[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function listening(): Promise<{ server: Server; port: number; agent: Agent }> {
  const server = createServer((_req, res) => res.end("ok"));
  server.keepAliveTimeout = 60_000;
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return { server, port: (server.address() as AddressInfo).port, agent };
}

/** GETs / on `port`: the body, or the error's code; and whether the agent's kept-alive socket was used again. */
function fetchWith(port: number, agent?: Agent): Promise<{ body?: string; code?: string; reused?: boolean }> {
  return new Promise((resolve) => {
    const request = get({ host: "127.0.0.1", port, path: "/", agent }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ body, reused: request.reusedSocket }));
    });
    request.on("error", (err: NodeJS.ErrnoException) => resolve({ code: err.code }));
  });
}

/** Resolves when the agent's one kept-alive socket is back in its free list (the server may now see it idle). */
async function idle(agent: Agent): Promise<void> {
  await expect.poll(() => Object.values(agent.freeSockets).flat().length).toBe(1);
}

describe("stopListening", () => {
  it("refuses new connections and keeps an idle kept-alive socket answering", async () => {
    const { server, port, agent } = await listening();
    expect((await fetchWith(port, agent)).body).toBe("ok");
    await idle(agent);
    const stopped = stopListening(server);
    expect(server.listening).toBe(false);
    expect((await fetchWith(port)).code).toBe("ECONNREFUSED");
    expect(await fetchWith(port, agent), "the idle kept-alive socket was closed").toEqual({ body: "ok", reused: true });
    server.closeIdleConnections();
    await stopped;
  });

  it("is still needed: http.Server#close closes an idle kept-alive socket at once", async () => {
    const { server, port, agent } = await listening();
    expect((await fetchWith(port, agent)).body).toBe("ok");
    await idle(agent);
    const [socket] = Object.values(agent.freeSockets).flat();
    server.close();
    await vi.waitFor(() =>
      expect(socket!.destroyed, "http.Server#close keeps idle sockets now: call it instead of stopListening").toBe(
        true,
      ),
    );
  });
});
