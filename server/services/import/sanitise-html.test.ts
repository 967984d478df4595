import { describe, expect, it } from "vitest";
import { isPlainSafeHtml, sanitiseHtml, sanitiseHtmlFully } from "./sanitise-html.js";

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
    "<P>upper</P >",
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
  ])("sends %j to the full sanitiser (%s)", (html) => {
    expect(isPlainSafeHtml(html)).toBe(false);
  });
});
