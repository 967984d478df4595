import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyAddr from "proxy-addr";

/** What Express's "trust proxy" setting accepts and we allow: on/off, a hop count, or addresses, subnets and names. */
export type TrustProxy = boolean | number | string[];

const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Parses TRUST_PROXY. Express would take the raw string as an address list, so `true` failed at start-up and `1`
 * meant the address 0.0.0.1; here `true`/`false` are booleans, a whole number is a count of proxy hops, and anything
 * else is a comma-separated list of addresses, CIDR subnets and the names loopback, linklocal and uniquelocal.
 * Returns a message instead when an entry is none of those.
 */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const value = raw.trim().toLowerCase();
  if (value === "true" || value === "yes") return true;
  if (value === "false" || value === "no") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return "must be true, false, a number of proxy hops, or a list of addresses";
  const bad = entries.filter((entry) => !namedRanges.has(entry) && !isAddressOrSubnet(entry));
  if (bad.length > 0) {
    return `${bad.join(", ")}: not an address, subnet (a.b.c.d/n) or one of loopback, linklocal, uniquelocal`;
  }
  return entries;
}

function isAddressOrSubnet(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address ?? "");
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (version === 4 && isIP(prefix) === 4) return true; // a.b.c.d/255.255.255.0
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Whether the address `hop` steps from the socket is a proxy we trust (proxy-addr's form, which Express takes too). */
export type TrustFunction = (address: string, hop: number) => boolean;

/** TRUST_PROXY as one function, given to Express's "trust proxy" setting and used by the fast path alike. */
export function trustFunction(setting: TrustProxy): TrustFunction {
  if (typeof setting === "boolean") return () => setting;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** The client's address as Express's req.ip gives it: proxy-addr over the socket and X-Forwarded-For. */
export function clientAddressOf(req: IncomingMessage, trust: TrustFunction): string {
  return proxyAddr(req, trust);
}
