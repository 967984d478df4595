import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What compression() does not compress (docs: `threshold`, default 1 KB); the fast path follows it exactly. */
const COMPRESSION_THRESHOLD = 1024;

export type Encoding = "br" | "gzip" | "identity";

/** A response as Express sent it, minus the headers that differ per request or per encoding. */
export interface CapturedResponse {
  /** Header names as Express wrote them, with their values. */
  headers: [name: string, value: string][];
  body: Buffer;
  etag: string | undefined;
  /** compression() marks what it may compress with `Vary: Accept-Encoding`. */
  compressible: boolean;
}

/** One cached response: its bytes in each encoding and the raw header list for each, built once. */
export interface EncodedResponse {
  etag: string | undefined;
  bodies: Record<Encoding, Buffer>;
  /** Flat [name, value, name, value...] lists for writeHead, without the per-request headers. */
  heads: Record<Encoding, string[]>;
  /** Headers of a 304: the same, without Content-Type and Content-Length. */
  notModified: string[];
  bytes: number;
}

/**
 * How hard to compress: `quick` (brotli 4, gzip 6: about a millisecond for a page) for the copy served the moment a
 * response is recorded, `best` (brotli 11, gzip 9: a few hundred milliseconds) for the copy that replaces it
 * (docs/decisions/performance.md N31).
 */
export type Effort = "quick" | "best";

const BROTLI_QUALITY: Record<Effort, (bytes: number) => number> = {
  quick: () => 4,
  best: (bytes) => (bytes > 256 * 1024 ? 9 : 11),
};
const GZIP_LEVEL: Record<Effort, number> = { quick: 6, best: 9 };

/** Compresses a captured response off the main thread (zlib's thread pool). */
export async function encodeResponse(captured: CapturedResponse, effort: Effort): Promise<EncodedResponse> {
  const { body, headers } = captured;
  const compress = captured.compressible && body.length >= COMPRESSION_THRESHOLD;
  const [br, gz] = compress
    ? await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort](body.length),
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: GZIP_LEVEL[effort] }),
      ])
    : [body, body];
  const flat = headers.flat();
  const head = (encoding: Encoding, bytes: Buffer) => [
    ...flat,
    ...(encoding === "identity" || !compress ? [] : ["Content-Encoding", encoding]),
    "Content-Length",
    String(bytes.length),
  ];
  const bodies = { br, gzip: gz, identity: body };
  return {
    etag: captured.etag,
    bodies,
    heads: { br: head("br", br), gzip: head("gzip", gz), identity: head("identity", body) },
    notModified: headers.filter(([name]) => !/^content-type$/i.test(name)).flat(),
    bytes: body.length + (compress ? br.length + gz.length : 0) + flat.join("").length,
  };
}

const choices = new Map<string, Encoding | undefined>();

/**
 * The encoding compression() would choose for an Accept-Encoding header (brotli, then gzip, then none), or
 * undefined for headers with weights, or only deflate or a wildcard, which Express answers instead so both paths agree.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return "identity";
  let choice = choices.get(header);
  if (choice === undefined && !choices.has(header)) {
    choice = parseAcceptEncoding(header);
    if (choices.size < 200) choices.set(header, choice);
  }
  return choice;
}

function parseAcceptEncoding(header: string): Encoding | undefined {
  const tokens = header.split(",").map((token) => token.trim().toLowerCase());
  if (tokens.some((token) => token.includes(";"))) return undefined;
  if (tokens.includes("br")) return "br";
  if (tokens.includes("gzip")) return "gzip";
  return tokens.includes("deflate") || tokens.includes("*") ? undefined : "identity";
}
