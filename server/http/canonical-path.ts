import type { RouteTemplates } from "./canonical-routes.js";

// One address per page (docs/decisions/security.md H4). Express, React Router, the fast path, the rate limits, the
// metrics and the log each read the request path their own way (raw or decoded, case-insensitively or not), so a path
// is accepted only in one canonical form and every other spelling is refused or redirected before any of them sees it:
//   - escapes of unreserved characters (A-Z a-z 0-9 - . _ ~) are decoded; other escapes and characters are kept as
//     given (no route matches them, so each spelling is at most a 404, and the fast path never stores a path with %);
//   - empty segments (`//`, a trailing `/`) are dropped, so a canonical path never starts with `//`;
//   - a route's literal segments are lower case; parameter values (references, slugs, asset names) stay as given.
// Refused outright (400): escaped `/` or `\`, a raw `\`, escaped control characters and NUL, `.` and `..` segments
// (raw or escaped), malformed escapes, `#`, and targets that are not a path (`*`, absolute-form).

export type Verdict =
  { kind: "canonical" } | { kind: "redirect"; location: string } | { kind: "refuse"; reason: string };

const CANONICAL: Verdict = { kind: "canonical" };

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** A path that is certainly canonical: no escape, upper case, backslash, empty or dot segment, or odd character. */
const PLAIN = /^(?:\/(?!\.{1,2}(?:\/|$))[a-z0-9\-._~!$&'()*+,;=:@]+)+$/;

class Refusal extends Error {}

/** The verdict on a request target (`req.url`): canonical, a redirect to its canonical form, or refused. */
export function canonicalVerdict(target: string, routes: RouteTemplates): Verdict {
  if (target.charCodeAt(0) !== 47) return { kind: "refuse", reason: "The request target must be a path" };
  if (target.includes("#")) return { kind: "refuse", reason: "The request target must not hold '#'" };
  const mark = target.indexOf("?");
  const path = mark < 0 ? target : target.slice(0, mark);
  if (path === "/" || PLAIN.test(path)) return CANONICAL;
  let canonical: string;
  try {
    canonical = canonicalPath(path, routes);
  } catch (err) {
    if (err instanceof Refusal) return { kind: "refuse", reason: err.message };
    throw err;
  }
  if (canonical === path) return CANONICAL;
  return { kind: "redirect", location: canonical + (mark < 0 ? "" : target.slice(mark)) };
}

/** The canonical form of a path (throws a Refusal for the forms refused outright). */
export function canonicalPath(path: string, routes: RouteTemplates): string {
  const segments = path
    .split("/")
    .map(canonicalSegment)
    .filter((segment) => segment !== "");
  return "/" + routes.withLiteralCase(segments).join("/");
}

function canonicalSegment(raw: string): string {
  let out = "";
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (char === "%") {
      const hex = raw.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) throw new Refusal("The path holds a malformed percent-escape");
      const code = parseInt(hex, 16);
      const decoded = String.fromCharCode(code);
      if (code === 0x2f || code === 0x5c) throw new Refusal("The path holds an escaped '/' or '\\'");
      if (code < 0x20 || code === 0x7f) throw new Refusal("The path holds an escaped control character");
      out += UNRESERVED.test(decoded) ? decoded : `%${hex}`;
      i += 2;
    } else if (char === "\\") {
      throw new Refusal("The path holds a '\\'");
    } else {
      out += char;
    }
  }
  if (out === "." || out === "..") throw new Refusal("The path holds a '.' or '..' segment");
  return out;
}
