import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { assertPortAvailable, describeListenError, PortUnavailableError } from "./port-check.js";

describe("assertPortAvailable", () => {
  it("says which port is in use and what to set", async () => {
    const holder = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => holder.once("listening", resolve));
    const port = (holder.address() as { port: number }).port;
    try {
      const check = assertPortAvailable(port, "127.0.0.1");
      await expect(check).rejects.toThrow(PortUnavailableError);
      await expect(assertPortAvailable(port, "127.0.0.1")).rejects.toThrow(`Port ${port} is in use: set PORT`);
    } finally {
      holder.close();
    }
  });

  it("passes a free port and leaves it free", async () => {
    const probe = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => probe.once("listening", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    await assertPortAvailable(port, "127.0.0.1");
    await assertPortAvailable(port, "127.0.0.1");
  });

  it("explains privileged ports and unknown addresses", () => {
    expect(describeListenError(Object.assign(new Error(), { code: "EACCES" }), 80)).toMatch(/^Port 80 needs/);
    expect(describeListenError(Object.assign(new Error(), { code: "EADDRNOTAVAIL" }), 80)).toMatch(/set HOST/);
    expect(describeListenError(new Error("other"), 80)).toBeUndefined();
  });
});
