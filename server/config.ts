import { z } from "zod";
import { BRAND_IDS, DEFAULT_BRAND_ID } from "../brands/ids.js";
import { site } from "../core/site.js";
import { parseTrustProxy } from "./http/trust-proxy.js";

const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const positiveInt = z.coerce.number().int().positive();

const configSchema = z.object({
  // Production unless asked otherwise (`npm run dev` asks): the built server must never run the dev middleware
  // just because it was started some other way than `npm start`.
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Which company the site is: brands/<id>/ (docs/white-label.md). Pages are built for one; `npm start` rebuilds. */
  BRAND: z.enum(BRAND_IDS).default(DEFAULT_BRAND_ID),
  MAIL_FROM: z.string().min(3).default(site.mailFrom),
  /** Where branch copies of requests go in DEV mode; unset: the first administrator account's address. */
  DEV_MAIL_TO: z.email().optional(),
  POSTCODES_API_URL: z.url().default("https://api.postcodes.io"),
  MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  SITE_MODE: z.enum(["DEV", "LIVE"]).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  ADMIN_IP_ALLOWLIST: z.string().default(""),
  /**
   * Different items one MyList may hold: what a branch can sensibly quote in one request (docs/decisions/mylist.md
   * R11).
   */
  MAX_LIST_LINES: positiveInt.default(50),
  /** Hours after which a branch_stock row is ignored: pages say nothing rather than something stale (G8). */
  STOCK_MAX_AGE_HOURS: positiveInt.default(48),
  /** Largest CSV file the admin import accepts, in megabytes. */
  IMPORT_MAX_MB: positiveInt.default(20),
  SEED_DEMO: booleanText.default(true),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  RATE_LIMIT_API_PER_MINUTE: positiveInt.default(600),
  RATE_LIMIT_WRITE_PER_MINUTE: positiveInt.default(60),
  RATE_LIMIT_ADMIN_PER_MINUTE: positiveInt.default(30),
  /** Admin API requests per signed-in account (docs/decisions/security.md S7). */
  RATE_LIMIT_STAFF_PER_MINUTE: positiveInt.default(300),
  /** Customers' tracking pages and their PDFs, per client address (docs/decisions/mylist.md D3). */
  RATE_LIMIT_TRACKING_PER_MINUTE: positiveInt.default(30),
  /** Pages rendered for one client address: every page request the fast path does not answer (docs/decisions/operation.md O11). */
  RATE_LIMIT_RENDER_PER_MINUTE: positiveInt.default(60),
  /** Integration API requests per API key per minute, wherever it calls from (docs/decisions/integration.md I4). */
  RATE_LIMIT_API_KEY_PER_MINUTE: positiveInt.default(120),
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === "string") {
        ctx.addIssue({ code: "custom", message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Unset: readable lines when standard output is a terminal, JSON lines otherwise. */
  LOG_FORMAT: z.enum(["pretty", "json"]).optional(),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
  /** Lets a scraper on another machine read /metrics with `Authorization: Bearer <token>`; loopback needs none. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Months after a request's last status change when its customer's personal details are erased (docs/decisions/operation.md Z4). */
  RETENTION_MONTHS: positiveInt.max(120, "must be at most 120").default(24),
  /** Seals the administrators' TOTP secrets in the database (docs/decisions/security.md S6): 32 random bytes. */
  TOTP_SECRET_KEY: z
    .string()
    .transform((value, ctx) => {
      const key = parseSecretKey(value);
      if (!key) {
        ctx.addIssue({ code: "custom", message: "must be 32 random bytes in base64 or hex: openssl rand -base64 32" });
        return z.NEVER;
      }
      return key;
    })
    .optional(),
  /** Delays before each retry of a webhook delivery (docs/decisions/webhooks.md I14): `5s,5m,30m,2h,5h,10h,10h`. */
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .default("5s,5m,30m,2h,5h,10h,10h")
    .transform((value, ctx) => {
      const delays = parseDurationList(value);
      if (!delays) {
        ctx.addIssue({ code: "custom", message: "must be durations separated by commas, such as 5s,5m,30m,2h" });
        return z.NEVER;
      }
      return delays;
    }),
});

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  secureCookies: boolean;
  adminIpAllowlist: string[];
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError naming every variable that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", except MAP_TILE_URL where empty deliberately turns map tiles off.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => value !== undefined && (value !== "" || key === "MAP_TILE_URL")),
  );
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const publicUrl = (values.PUBLIC_URL ?? defaultPublicUrl(values.HOST, values.PORT)).replace(/\/+$/, "");
  return {
    ...values,
    publicUrl,
    secureCookies: publicUrl.startsWith("https://"),
    adminIpAllowlist: values.ADMIN_IP_ALLOWLIST.split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}

const DURATION_UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** "5s,5m,2h" as milliseconds; undefined unless every entry is a whole number and a unit (ms, s, m or h). */
function parseDurationList(text: string): number[] | undefined {
  const delays = text.split(",").map((entry) => {
    const match = /^(\d{1,7})(ms|s|m|h)$/.exec(entry.trim());
    return match ? Number(match[1]) * DURATION_UNIT_MS[match[2] as keyof typeof DURATION_UNIT_MS] : undefined;
  });
  return delays.every((delay) => delay !== undefined) ? delays : undefined;
}

/** 32 bytes written as 64 hex digits or as base64 (either alphabet); undefined for anything else. */
function parseSecretKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, "base64");
  return key.length === 32 ? key : undefined;
}

/** Where this server can be reached from the machine it runs on; a wildcard address means "this machine". */
export function defaultPublicUrl(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "[::]";
  const name = wildcard ? "localhost" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}
