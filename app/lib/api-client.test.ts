import { describe, expect, it } from "vitest";
import { ApiError, apiError, errorAnswer } from "~/lib/api-client";

describe("apiError", () => {
  it("reads the server's JSON error answer once: error, issues, and the reason to show", async () => {
    const body = JSON.stringify({ error: "Please check the form", issues: [{ field: "email", message: "Required" }] });
    const error = await apiError(new Response(body, { status: 422 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe(`422: ${body}`);
    expect(error.reason).toBe("Please check the form");
    expect(errorAnswer(error)).toEqual({
      error: "Please check the form",
      issues: [{ field: "email", message: "Required" }],
    });
  });

  it("gives the answer's text, or its status text, when the answer is not JSON", async () => {
    const text = await apiError(new Response("Too many requests, try later", { status: 429 }));
    expect(text.answer).toBeNull();
    expect(text.reason).toBe("Too many requests, try later");
    const empty = await apiError(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    expect(empty.reason).toBe("Service Unavailable");
    expect(errorAnswer(new Error("offline"))).toBeNull();
  });
});
