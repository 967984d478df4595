import { createServer, type AddressInfo } from "node:net";

/** A loopback port nothing listens on now: for a child process to listen on, or to find nothing there. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
