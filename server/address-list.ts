import { BlockList, isIP } from "node:net";

// Lists of addresses and CIDR ranges: ADMIN_IP_ALLOWLIST (docs/decisions/security.md A3) and the addresses an API key
// may be used from (docs/decisions/integration.md I3).

interface AddressRange {
  address: string;
  bits: number | undefined;
  type: "ipv4" | "ipv6";
}

/** "192.0.2.7", "192.0.2.0/24" or "2001:db8::/32" read as a range; undefined when `entry` is none of these. */
export function addressRange(entry: string): AddressRange | undefined {
  const [address, prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  const bits = prefix === undefined ? undefined : Number(prefix);
  const maxBits = family === 6 ? 128 : 32;
  if (!family || rest.length > 0 || (bits !== undefined && !(/^\d+$/.test(prefix) && bits <= maxBits))) {
    return undefined;
  }
  return { address, bits, type: family === 6 ? "ipv6" : "ipv4" };
}

/** The ranges as one list; `refuse` is called with the first entry that is not an address or range. */
export function addressList(entries: readonly string[], refuse: (entry: string) => never): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const range = addressRange(entry) ?? refuse(entry);
    if (range.bits === undefined) list.addAddress(range.address, range.type);
    else list.addSubnet(range.address, range.bits, range.type);
  }
  return list;
}

/** True when `ip` (a client address as clientAddress() writes it) is in the list. */
export function inAddressList(list: BlockList, ip: string): boolean {
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 6 ? "ipv6" : "ipv4");
}
