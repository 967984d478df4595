import { describe, expect, it } from "vitest";
import { throttleKey } from "./login-throttle.js";

describe("throttleKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(throttleKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:0:1::/64";
    for (const address of [
      "2001:db8::1:0:0:0:1",
      "2001:0db8:0000:0001:ffff::9",
      "2001:DB8:0:1:1:2:3:4",
      "2001:db8:0:1::",
    ]) {
      expect(throttleKey(address), address).toBe(key);
    }
    expect(throttleKey("2001:db8:0:2::1")).not.toBe(key);
    expect(throttleKey("::1")).toBe("0:0:0:0::/64");
    expect(throttleKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(throttleKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });
});
