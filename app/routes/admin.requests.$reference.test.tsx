// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoutes } from "../../tests/helpers/route-stub.js";
import RequestDetailPage from "./admin.requests.$reference";
import type { Route } from "./+types/admin.requests.$reference";

// One request on the desk from its loader's data. Which rows an erasure empties, and that an erased request's status
// cannot change, are the API tests' (tests/api/erasure-everywhere.test.ts); these hold what the page offers.

afterEach(cleanup);

type DetailData = Route.ComponentProps["loaderData"];
type Found = Extract<DetailData, { state: "found" }>["request"];

const request = (extra: Partial<Found> = {}): Found => ({
  referenceNumber: "ML-AAAA-0001",
  kind: "hire",
  purchase: false,
  status: "received",
  nextStatuses: ["contacted", "confirmed", "declined"],
  hasTrackingLink: true,
  erasedAt: null,
  deliveryMethod: "collection",
  estimate: {
    referenceNumber: "ML-AAAA-0001",
    title: "Hire request",
    dates: ["Hire period", "1 Dec – 3 Dec 2026"],
    customer: null,
    branch: null,
    items: [{ name: "Combi drill 110V", productCode: "CD110", quantity: 1, rate: "£14.00", total: "£42.00" }],
    totals: [["Total ex VAT", "£42.00"]],
    wording: "",
  },
  receivedText: "27 Nov 2026, 09:30",
  rows: [
    ["Name", "Pat Jones"],
    ["E-mail", "pat@example.com", "mailto:pat@example.com"],
    ["Branch", "Westminster (nearest)"],
  ],
  history: [{ label: "Received", note: "", actorEmail: null, internal: false, at: "27 Nov 2026, 09:30" }],
  ...extra,
});

function openRequest(answer: DetailData) {
  renderRoutes(
    [{ path: "/admin/requests/:reference", Component: RequestDetailPage, loader: () => answer }],
    "/admin/requests/ML-AAAA-0001",
  );
}

describe("one request on the desk", () => {
  it("offers the statuses it can move to and an internal note, with the customer's details as links", async () => {
    openRequest({ state: "found", meta: [], request: request() });

    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Hire request ML-AAAA-0001");
    expect(screen.getByText(/the customer has a tracking link/)).toBeTruthy();
    const status = screen.getByRole("group", { name: "New status" });
    expect(
      within(status)
        .getAllByRole("radio")
        .map((option) => option.closest("label")?.textContent),
    ).toEqual(["Contacted", "Confirmed", "Declined"]);
    expect(screen.getByRole("textbox", { name: "Note for the branch" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "pat@example.com" }).getAttribute("href")).toBe("mailto:pat@example.com");
    expect(within(screen.getByRole("region", { name: "Items" })).getByText("Combi drill 110V")).toBeTruthy();
  });

  it("once its customer's details are erased, is read-only: it says why, and takes no status or note", async () => {
    const erased = request({ erasedAt: "2026-11-20T03:00:00.000Z", rows: [["Branch", "Westminster (nearest)"]] });
    openRequest({ state: "found", meta: [], request: erased });

    expect(await screen.findByText(/personal details erased/)).toBeTruthy();
    expect(screen.getByText(/The customer's personal details were erased on 20 November 2026/)).toBeTruthy();
    expect(
      screen.getByText("This request's personal details were erased: it is read-only and its status cannot change."),
    ).toBeTruthy();
    expect(screen.queryByRole("group", { name: "New status" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Note for the branch" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Internal note" })).toBeNull();
    // What was asked for stays, for the branch's statistics.
    expect(screen.getByText("Combi drill 110V")).toBeTruthy();
  });

  it("a closed request says its status cannot change any more, and still takes a note", async () => {
    openRequest({ state: "found", meta: [], request: request({ status: "completed", nextStatuses: [] }) });

    expect(await screen.findByText("This request is closed: its status cannot change any more.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Note for the branch" })).toBeTruthy();
  });

  it("an unknown reference is 'Request not found', with the way back to the desk", async () => {
    openRequest({ state: "missing", meta: [] });

    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Request not found");
    expect(screen.getByRole("link", { name: "Back to the request desk" }).getAttribute("href")).toBe("/admin/requests");
  });
});
