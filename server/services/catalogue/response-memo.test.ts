import { describe, expect, it } from "vitest";
import { ResponseMemo } from "./response-memo.js";

describe("ResponseMemo", () => {
  it("serialises once per key, with an ETag carrying the version", () => {
    const memo = new ResponseMemo("v7");
    let calls = 0;
    const produce = () => {
      calls++;
      return { a: 1 };
    };
    const first = memo.json("k", produce);
    expect(memo.json("k", produce)).toBe(first);
    expect(calls).toBe(1);
    expect(first.body).toBe('{"a":1}');
    expect(first.etag).toMatch(/^W\/"v7-[\w-]{16}"$/);
  });

  it("is bounded by entries, dropping the least recently used", () => {
    const memo = new ResponseMemo("v", { maxEntries: 3, maxChars: 1_000_000 });
    for (const key of ["a", "b", "c"]) memo.text(key, () => key);
    memo.text("a", () => "changed"); // a is now the most recently used
    memo.text("d", () => "d");
    expect(memo.size).toBe(3);
    expect(memo.text("a", () => "new").body).toBe("a");
    expect(memo.text("b", () => "new b").body).toBe("new b");
  });

  it("is bounded by the size of the bodies", () => {
    const memo = new ResponseMemo("v", { maxEntries: 100, maxChars: 10 });
    memo.text("big", () => "0123456789");
    memo.text("more", () => "abc");
    expect(memo.size).toBe(1);
  });
});
