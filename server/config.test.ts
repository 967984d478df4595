import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "localhost",
      DATA_DIR: "./.data",
      SEED_DEMO: true,
      publicUrl: "http://localhost:3000",
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.secureCookies).toBe(false);
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", SITE_MODE: "STAGING" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", SITE_MODE: "STAGING", DATABASE_URL: "mysql://x" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("SITE_MODE");
      expect(message).toContain("DATABASE_URL");
    }
  });

  it("reads WEBHOOK_RETRY_SCHEDULE as delays in milliseconds, the Standard Webhooks schedule by default", () => {
    const hour = 3_600_000;
    expect(loadConfig({}).WEBHOOK_RETRY_SCHEDULE).toEqual([
      5000,
      300_000,
      1_800_000,
      2 * hour,
      5 * hour,
      10 * hour,
      10 * hour,
    ]);
    expect(loadConfig({ WEBHOOK_RETRY_SCHEDULE: "50ms, 2s,1m" }).WEBHOOK_RETRY_SCHEDULE).toEqual([50, 2000, 60_000]);
    for (const bad of ["5 minutes", "5s,,5m", "-5s", "5d"]) {
      expect(() => loadConfig({ WEBHOOK_RETRY_SCHEDULE: bad }), bad).toThrow(
        /WEBHOOK_RETRY_SCHEDULE: must be durations/,
      );
    }
  });

  it("turns on secure cookies for an https public URL and trims its slash", () => {
    const config = loadConfig({ PUBLIC_URL: "https://hire.example.com/" });
    expect(config.publicUrl).toBe("https://hire.example.com");
    expect(config.secureCookies).toBe(true);
  });

  it("treats empty variables as unset, except MAP_TILE_URL where empty turns tiles off", () => {
    const config = loadConfig({ PORT: "", MAP_TILE_URL: "" });
    expect(config.PORT).toBe(3000);
    expect(config.MAP_TILE_URL).toBe("");
    expect(loadConfig({}).MAP_TILE_URL).toContain("{z}");
  });

  it("reads booleans and lists", () => {
    expect(loadConfig({ SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: "perhaps" })).toThrow(/SEED_DEMO/);
    expect(loadConfig({ ADMIN_IP_ALLOWLIST: "10.0.0.1, 192.168.1.2" }).adminIpAllowlist).toEqual([
      "10.0.0.1",
      "192.168.1.2",
    ]);
  });

  it("runs production unless development is asked for", () => {
    expect(loadConfig({}).NODE_ENV).toBe("production");
    expect(loadConfig({ NODE_ENV: "development" }).NODE_ENV).toBe("development");
  });

  it("derives the default public URL from HOST and PORT", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ HOST: "127.0.0.1", PORT: "4000" }).publicUrl).toBe("http://127.0.0.1:4000");
    expect(loadConfig({ HOST: "0.0.0.0", PORT: "3001" }).publicUrl).toBe("http://localhost:3001");
    expect(loadConfig({ HOST: "::1", PORT: "3002" }).publicUrl).toBe("http://[::1]:3002");
    expect(loadConfig({ HOST: "hire.local", PORT: "80" }).publicUrl).toBe("http://hire.local");
    expect(loadConfig({ PORT: "8080", PUBLIC_URL: "https://hire.example.com" }).publicUrl).toBe(
      "https://hire.example.com",
    );
  });

  it("reads TRUST_PROXY as booleans, hop counts and address lists", () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(loadConfig({}).TRUST_PROXY).toEqual(["loopback"]);
    expect(trust("true")).toBe(true);
    expect(trust("false")).toBe(false);
    expect(trust("1")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("loopback, 10.0.0.0/8,192.168.1.7")).toEqual(["loopback", "10.0.0.0/8", "192.168.1.7"]);
    expect(trust("uniquelocal,fd00::/8")).toEqual(["uniquelocal", "fd00::/8"]);
    expect(() => trust("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
    expect(() => trust("my-proxy")).toThrow(/TRUST_PROXY: my-proxy/);
  });

  it("takes LOG_FORMAT pretty or json, unset by default", () => {
    expect(loadConfig({}).LOG_FORMAT).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: "json" }).LOG_FORMAT).toBe("json");
    expect(() => loadConfig({ LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT/);
  });

  it("reads TOTP_SECRET_KEY as 32 bytes in hex or base64, and refuses anything else", () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ TOTP_SECRET_KEY: key.toString("hex") }).TOTP_SECRET_KEY).toEqual(key);
    expect(loadConfig({ TOTP_SECRET_KEY: key.toString("base64") }).TOTP_SECRET_KEY).toEqual(key);
    expect(loadConfig({ TOTP_SECRET_KEY: key.toString("base64url") }).TOTP_SECRET_KEY).toEqual(key);
    expect(loadConfig({}).TOTP_SECRET_KEY).toBeUndefined();
    for (const bad of ["a passphrase of forty-odd characters, not a key", key.subarray(0, 16).toString("base64")]) {
      expect(() => loadConfig({ TOTP_SECRET_KEY: bad })).toThrow(
        /TOTP_SECRET_KEY: must be 32 random bytes in base64 or hex/,
      );
    }
  });

  it("refuses a short admin password", () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: "short" })).toThrow(/ADMIN_PASSWORD/);
  });
});
