import sanitizeHtml from "sanitize-html";

/** Tags allowed without attributes; links and table columns come on top. */
const PLAIN_TAGS = (
  "p br hr strong b em i u s sub sup small span blockquote ul ol li dl dt dd h2 h3 h4 h5 h6 " +
  "table caption thead tbody tfoot tr th td"
).split(" ");

// Descriptions, product details and specification tables as written by catalogue staff:
// structure and emphasis only; no scripts, styles, event handlers, images or iframes.
const options: sanitizeHtml.IOptions = {
  allowedTags: [...PLAIN_TAGS, "colgroup", "col", "a"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    col: ["span"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: target === "_blank" ? { ...attribs, target, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

// Fast path: most catalogue copy is plain allowed tags without attributes. Such HTML is already
// what sanitize-html would produce (up to entity spelling), and checking it costs a fraction of
// parsing it, which keeps a 100,000-row import within its time budget.
const PLAIN_TAG_SET = new Set(PLAIN_TAGS);
const VOID_TAGS = new Set(["br", "hr"]);
// Every '<', '>' and '&' must start a plain tag or an entity; a bare one matches the last branch.
// Tags only in the one spelling sanitize-html itself writes: lower case, nothing between the name and
// '>' but the " /" or "/" of a void tag. A looser pattern (\s*, /i) let through tags such as "<p\v>" or
// "<p\u00a0>", which browsers read as unknown elements named "p\v" that "</p>" never closes.
const TOKEN = /<(\/?)([a-z][a-z0-9]*)( ?\/)?>|&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});|[<>&]/g;

/** True when the HTML has only allowed tags without attributes, properly nested, and well-formed entities. */
export function isPlainSafeHtml(html: string): boolean {
  const open: string[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [token, closing, name, selfClosing] = match;
    if (token[0] === "&" && token.length > 1) continue;
    if (name === undefined || !PLAIN_TAG_SET.has(name)) return false;
    if (VOID_TAGS.has(name)) {
      if (closing) return false;
    } else if (selfClosing) {
      return false;
    } else if (closing) {
      if (open.pop() !== name) return false;
    } else {
      open.push(name);
    }
  }
  return open.length === 0;
}

const MARKUP = /[<>&]/;

/** The full sanitize-html pass, without the fast path. */
export function sanitiseHtmlFully(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Sanitised HTML; text without markup, and plain allowed markup, come back unchanged without parsing. */
export function sanitiseHtml(html: string): string {
  if (!MARKUP.test(html) || isPlainSafeHtml(html)) return html;
  return sanitiseHtmlFully(html);
}
