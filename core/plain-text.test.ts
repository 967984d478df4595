import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text.js";

describe("plainText", () => {
  it("drops tags, decodes the common entities and collapses white space", () => {
    expect(plainText("<p>Breakers &amp; drills</p>\n<ul><li>110V&nbsp;only</li></ul>")).toBe(
      "Breakers & drills 110V only",
    );
    expect(plainText("&lt;b&gt; &quot;quoted&quot; it&#39;s")).toBe('<b> "quoted" it\'s');
  });
});
