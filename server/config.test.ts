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

  it("refuses a short admin password", () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: "short" })).toThrow(/ADMIN_PASSWORD/);
  });
});
