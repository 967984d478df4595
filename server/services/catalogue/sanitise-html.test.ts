import fc from "fast-check";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { isPlainSafeHtml, sanitiseHtml, sanitiseHtmlFully } from "./sanitise-html.js";

const ALLOWED_TAGS = new Set(
  (
    "p br hr strong b em i u s sub sup small span blockquote ul ol li dl dt dd h2 h3 h4 h5 h6 " +
    "table caption thead tbody tfoot tr th td colgroup col a"
  ).split(" "),
);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  col: ["span"],
  ol: ["start"],
};

/**
 * The tags a browser's tokenizer finds in the HTML that are not on the allow-list, read as the HTML
 * standard reads a tag name (it ends only at tab, LF, FF, CR, space, '/' or '>'), plus comments,
 * processing instructions and bogus comments. Conservative: a '<' inside an attribute value counts too.
 */
function unsafeTags(html: string): string[] {
  const found: string[] = [];
  for (let i = html.indexOf("<"); i >= 0; i = html.indexOf("<", i + 1)) {
    let j = i + 1;
    if (html[j] === "/") j++;
    if (!/[a-zA-Z]/.test(html[j] ?? "")) {
      if (/[!?]/.test(html[i + 1] ?? "") || (html[i + 1] === "/" && html[j] !== undefined && html[j] !== ">")) {
        found.push(html.slice(i, i + 4));
      }
      continue;
    }
    let name = "";
    for (; j < html.length && !/[\t\n\f\r />]/.test(html[j]!); j++) name += html[j]!.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) found.push(JSON.stringify(name));
  }
  return found;
}

/** Each element with an attribute outside its allow-list, as an HTML parser reads the output. */
function unsafeAttributes(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      for (const attribute of Object.keys(attributes)) {
        if (!ALLOWED_ATTRIBUTES[name]?.includes(attribute)) found.push(`${name}[${attribute}]`);
      }
    },
  });
  parser.end(html);
  return found;
}

/** Link targets a browser would run or render as a document (after it strips control characters and spaces). */
function unsafeLinks(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(_name, { href }) {
      if (href === undefined) return;
      const compact = [...href].filter((char) => char > " ").join("");
      if (/^(javascript|vbscript|data):/i.test(compact) || compact.startsWith("//")) found.push(href);
    },
  });
  parser.end(html);
  return found;
}

/** HTML stitched from fragments hostile to a sanitiser: odd whitespace in tags, split tags, entity tricks. */
const hostileHtml = fc
  .array(
    fc.constantFrom(
      ..."< > </ / = ; & # \" ' \v \f \t \n \r \0 \u00a0".split(" "),
      " ",
      ..."p P br hr b li ul table td a A script SCRIPT scr ipt svg img style iframe textarea title noscript".split(" "),
      ...["onload", "onerror", "href", "alert(1)", "text", "!--", "-->", "?", "amp", "lt", "x6A", "106"],
      ...["javascript:", "java\tscript:", "&#106;", "&#x6A;", "&colon;", "<p>", "</p>", "<br />", '<a href="'],
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(""));

/** Plain, balanced markup with now and then an odd character slipped into a tag: what the fast path must tell apart. */
const oddInTag = fc.constantFrom(
  "",
  "",
  "",
  "",
  " ",
  "\t",
  "\n",
  "\f",
  "\r",
  "\v",
  "\0",
  "\u00a0",
  "\u2028",
  "\ufeff",
  "/",
);
const nearlyPlainHtml = fc
  .array(
    fc.tuple(
      fc.constantFrom("p", "b", "li", "h2", "td", "P"),
      oddInTag,
      oddInTag,
      fc.constantFrom("text", "a &amp; b", "<br>", ""),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((tags) => tags.map(([name, open, close, text]) => `<${name}${open}>${text}</${name}${close}>`).join(""));

/** Spelling differences that do not change the document: tag case, void-tag slashes, entities. */
const normalise = (html: string) =>
  html
    .replace(/<(\/?)([a-z0-9]+)\s*\/?\s*>/gi, (_m, slash: string, name: string) => `<${slash}${name.toLowerCase()}>`)
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, "\u00a0");

describe("sanitiseHtml", () => {
  it("keeps description and specification markup", () => {
    const html =
      "<h3>Features</h3><p>Strong <strong>and</strong> <em>light</em><br />weight</p><ol><li>One</li></ol>" +
      '<table><thead><tr><th scope="col">Spec</th></tr></thead><tbody><tr><td colspan="2">1.5 t</td></tr></tbody></table>';
    expect(sanitiseHtml(html)).toBe(html.replace("<br />", "<br />"));
  });

  it("removes scripts, styles, event handlers, images and iframes", () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style></p><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>';
    expect(sanitiseHtml(html)).toBe("<p>Hi</p>");
  });

  it("keeps safe links and drops unsafe schemes", () => {
    expect(sanitiseHtml('<a href="https://example.com/a.pdf">sheet</a>')).toBe(
      '<a href="https://example.com/a.pdf">sheet</a>',
    );
    expect(sanitiseHtml('<a href="/docs/a.pdf">sheet</a>')).toBe('<a href="/docs/a.pdf">sheet</a>');
    expect(sanitiseHtml('<a href="mailto:hire@example.com">mail</a>')).toBe(
      '<a href="mailto:hire@example.com">mail</a>',
    );
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitiseHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitiseHtml('<a href="data:text/html,hi">x</a>')).toBe("<a>x</a>");
    expect(sanitiseHtml('<a href="//evil.example/x">x</a>')).toBe("<a>x</a>");
  });

  it("adds rel=noopener to links that open a new tab and drops other rel values", () => {
    expect(sanitiseHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseHtml('<a href="https://example.com" rel="opener">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it("drops style and class attributes but keeps the text", () => {
    expect(sanitiseHtml('<p style="color:red" class="big">Text <font>here</font></p>')).toBe("<p>Text here</p>");
  });

  it("returns plain text unchanged and escapes stray angle brackets", () => {
    expect(sanitiseHtml('A 12" blade, 110V')).toBe('A 12" blade, 110V');
    expect(sanitiseHtml("Depth < 3m & width > 1m")).toBe("Depth &lt; 3m &amp; width &gt; 1m");
  });

  it("closes unbalanced markup so it cannot break the page around it", () => {
    expect(sanitiseHtml("<ul><li>One")).toBe("<ul><li>One</li></ul>");
    expect(sanitiseHtml("text</div></ul>")).toBe("text");
  });
});

describe("isPlainSafeHtml (the fast path)", () => {
  it.each([
    "<p>Hello</p>",
    "<p>Tom &amp; Jerry &#39;s &#x27; &nbsp;</p>",
    "<ul><li>One</li><li>Two<br>three<br/>four<br /></li></ul><hr>",
    "<table><tbody><tr><th>Weight</th><td>1.5 t</td></tr></tbody></table>",
    "no markup",
  ])("accepts %j, which sanitize-html leaves equivalent", (html) => {
    expect(isPlainSafeHtml(html)).toBe(true);
    expect(sanitiseHtml(html)).toBe(html);
    expect(normalise(sanitiseHtmlFully(html))).toBe(normalise(html));
  });

  it.each([
    ['<p class="x">a</p>', "an attribute"],
    ["<p onclick=alert(1)>a</p>", "an event handler"],
    ["<script>alert(1)</script>", "a script"],
    ['<a href="https://example.com">a</a>', "a link (needs the scheme check)"],
    ["<img src=x>", "an image"],
    ["<p>a", "an unclosed tag"],
    ["a</p>", "a stray closing tag"],
    ["<p><b>a</p></b>", "misnested tags"],
    ["<p/>", "a self-closed element"],
    ["</br>", "a closing void tag"],
    ["<!-- c --><p>a</p>", "a comment"],
    ["a & b", "a bare ampersand"],
    ["a > b", "a bare angle bracket"],
    ["< p>a</p>", "a space after <"],
    ["<p>a</p><svg onload=alert(1)>", "svg"],
    ["<P>upper</P>", "upper case (sanitize-html writes lower case)"],
    ["<p >a</p >", "a space inside a tag"],
    ["<p\v>a</p>", "a vertical tab, which browsers read as part of the tag name"],
    ["<p\f>a</p>", "a form feed"],
    ["<p\t>a</p>", "a tab"],
    ["<p\u00a0>a</p>", "a no-break space"],
    ["<p\u2028>a</p>", "a line separator"],
    ["<p\0>a</p>", "a NUL"],
    ["<br\v/>", "a vertical tab in a void tag"],
    ["<scr<script>ipt>alert(1)</script>", "a split script tag"],
  ])("sends %j to the full sanitiser (%s)", (html) => {
    expect(isPlainSafeHtml(html)).toBe(false);
  });
});

describe("sanitiseHtml against hostile input", () => {
  it.each([
    ["<p\f>a</p>", "<p>a</p>"],
    ["<P>a</P>", "<p>a</p>"],
    ["<p\t>a</p >", "<p>a</p>"],
  ])("writes %j as canonical markup", (html, expected) => {
    expect(sanitiseHtml(html)).toBe(expected);
  });

  it.each(["<p\v>a</p>", "<p\0>a</p>", "<p\u00a0>a</p>", "<table\v><tr><td>a</td></tr></table\v>"])(
    "keeps the text of %j but no tag a browser would read as an unknown element",
    (html) => {
      const output = sanitiseHtml(html);
      expect(unsafeTags(output)).toEqual([]);
      expect(output).not.toMatch(/[\v\0\u00a0]/);
      expect(output).toContain("a");
    },
  );

  it.each([
    "<svg/onload=alert(1)>",
    "<svg><script>alert(1)</script></svg>",
    "<scr<script>ipt>alert(1)</script>",
    "<<script>script>alert(1)<</script>/script>",
    "<img src=x onerror=alert(1)//",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    "<!--<script>alert(1)//--><p>a</p>",
    "<?xml-stylesheet href=x?><p>a</p>",
    "<iframe srcdoc='<script>alert(1)</script>'>",
    '<a href="javascript:alert(1)"><script>alert(1)</script></a>',
  ])("leaves no element outside the allow-list in %j", (html) => {
    const output = sanitiseHtml(html);
    expect(unsafeTags(output)).toEqual([]);
    expect(output).not.toMatch(/on(load|error)\s*=/i);
  });

  it.each([
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "&#0000106&#0000097vascript:alert(1)",
    "java&#x09;script:alert(1)",
    "java&Tab;script:alert(1)",
    "jav&#x0A;ascript:alert(1)",
    " \u0001javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  ])("drops the link target %j, however it is spelt", (href) => {
    const output = sanitiseHtml(`<a href="${href}">x</a>`);
    expect(unsafeLinks(output)).toEqual([]);
    expect(output).toBe("<a>x</a>");
  });

  it("never writes an element, attribute or link outside the allow-list (property)", () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const output = sanitiseHtml(html);
        expect(unsafeTags(output)).toEqual([]);
        expect(unsafeAttributes(output)).toEqual([]);
        expect(unsafeLinks(output)).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it("takes the fast path only for markup the browser reads as allowed, balanced tags (property)", () => {
    fc.assert(
      fc.property(fc.oneof(nearlyPlainHtml, hostileHtml), (html) => {
        fc.pre(isPlainSafeHtml(html));
        expect(unsafeTags(html)).toEqual([]);
        expect(sanitiseHtml(html)).toBe(html);
      }),
      { numRuns: 3000 },
    );
  });
});
