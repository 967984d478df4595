// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formatMoney } from "../../core/money.js";
import { renderRoutes } from "../../tests/helpers/route-stub.js";
import Desk from "./admin.requests";
import type { Route } from "./+types/admin.requests";

// The request desk's list from its loader's data. Who sees which requests, and the filters' SQL, are the API tests'
// (tests/api/request-desk.test.ts); these hold what the page does with the answer.

afterEach(cleanup);

type DeskData = Route.ComponentProps["loaderData"];
type SignedIn = Extract<DeskData, { signedIn: true }>;
type Row = SignedIn["requests"][number];

const row = (referenceNumber: string, extra: Partial<Row> = {}): Row => ({
  referenceNumber,
  kind: "hire",
  customerName: "Pat Jones",
  customerEmail: "pat@example.com",
  customerPhone: "07700 900456",
  branchId: 1,
  branchName: "Westminster",
  startDate: "2026-12-01",
  endDate: "2026-12-03",
  itemsSummary: "1 x Combi drill 110V",
  itemCount: 1,
  estimatedTotal: "42.00",
  deliveryEstimate: null,
  status: "received",
  receivedAt: "2026-11-27T09:30:00.000Z",
  updatedAt: "2026-11-27T09:30:00.000Z",
  erasedAt: null,
  deliveryMethod: "collection",
  confirmedPrice: null,
  confirmedFor: null,
  receivedText: "27 Nov 2026, 09:30",
  periodText: "1 Dec – 3 Dec 2026",
  fulfilmentText: "Collection",
  ...extra,
});

const desk = (extra: Partial<SignedIn> = {}): SignedIn => ({
  signedIn: true,
  meta: [],
  siteMode: "LIVE",
  email: "desk@example.com",
  administrator: true,
  filters: { search: "", branch: "", status: "", from: "", to: "", day: "" },
  day: null,
  dayLabel: null,
  filterError: null,
  branches: [
    { id: 1, name: "Westminster" },
    { id: 2, name: "Canary Wharf" },
  ],
  exportHref: "/api/admin/requests/export.csv",
  requests: [row("ML-AAAA-0001"), row("SR-BBBB-0002", { kind: "special", estimatedTotal: null })],
  total: 2,
  page: 1,
  pageSize: 25,
  pages: 1,
  ...extra,
});

/** The desk, its loader answering `answer(url)`; the URLs it was asked for are kept in `asked`. */
function openDesk(url: string, answer: (url: URL) => DeskData) {
  const asked: URL[] = [];
  const loader = ({ request }: { request: Request }) => {
    asked.push(new URL(request.url));
    return answer(new URL(request.url));
  };
  renderRoutes([{ path: "/admin/requests", Component: Desk, loader }], url);
  return asked;
}

/** The desk's wide view: a table of requests (the narrow view lists the same rows as cards). */
const tableRows = () =>
  within(screen.getByRole("region", { name: "Requests" }))
    .getAllByRole("row")
    .slice(1);

describe("the request desk", () => {
  it("signed out, offers the sign-in page that returns to the desk", async () => {
    openDesk("/admin/requests", () => ({
      signedIn: false,
      meta: [],
      siteMode: "LIVE",
      signIn: "/admin/login?next=%2Fadmin%2Frequests",
    }));

    expect(await screen.findByText("Sign in to see the request desk.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Administrator sign in" }).getAttribute("href")).toBe(
      "/admin/login?next=%2Fadmin%2Frequests",
    );
    expect(screen.queryByRole("button", { name: "Apply filters" })).toBeNull();
  });

  it("opens on the day's figures, then lists each request with its link, kind, customer and total", async () => {
    openDesk("/admin/requests", () => desk({ day: { today: "2026-11-28", branches: [] } }));

    expect(await screen.findByText("Showing 1–2 of 2 requests")).toBeTruthy();
    // The day's figures open an unfiltered desk (docs/decisions/mylist.md D17).
    expect(within(screen.getByTestId("day-view")).getByRole("heading").textContent).toContain("Your day");
    const [hire, special] = tableRows();
    expect(within(hire!).getByRole("link", { name: "ML-AAAA-0001" }).getAttribute("href")).toBe(
      "/admin/requests/ML-AAAA-0001",
    );
    expect(hire!.textContent).toContain("MyList");
    expect(hire!.textContent).toContain("Pat Jones");
    expect(hire!.textContent).toContain(formatMoney("42.00"));
    expect(special!.textContent).toContain("Special");
    expect(special!.textContent).toContain("To quote");
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/admin/requests/export.csv",
    );
  });

  it("applies the chosen filters through the address, and keeps them in the page links", async () => {
    const asked = openDesk("/admin/requests", (url) => {
      const status = url.searchParams.get("status") ?? "";
      const search = url.searchParams.get("search") ?? "";
      return desk({
        filters: { search, branch: url.searchParams.get("branch") ?? "", status, from: "", to: "", day: "" },
        requests: status ? [row("ML-CCCC-0003", { status: "contacted" })] : desk().requests,
        total: status ? 30 : 2,
        pages: status ? 2 : 1,
      });
    });
    await screen.findByText("Showing 1–2 of 2 requests");

    fireEvent.change(screen.getByRole("searchbox", { name: "Search requests" }), { target: { value: "Jones" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Branch" }), { target: { value: "2" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "contacted" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply filters" }));

    expect(await screen.findByText("Showing 1–25 of 30 requests")).toBeTruthy();
    expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({
      search: "Jones",
      branch: "2",
      status: "contacted",
      from: "",
      to: "",
    });
    expect(tableRows().map((request) => within(request).getByRole("link").textContent)).toEqual(["ML-CCCC-0003"]);
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(pages.textContent).toContain("Page 1 of 2");
    expect(within(pages).getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/admin/requests?search=Jones&branch=2&status=contacted&page=2",
    );
    expect(screen.getByRole("link", { name: "Clear" }).getAttribute("href")).toBe("/admin/requests");
  });

  it("opened with filters (a day figure's link), shows them in the form and names the figure", async () => {
    openDesk("/admin/requests?branch=2&day=starting", () =>
      desk({
        filters: { search: "", branch: "2", status: "", from: "", to: "", day: "starting" },
        dayLabel: "Starting tomorrow",
      }),
    );

    expect(await screen.findByText("Showing only: Starting tomorrow")).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Branch" }) as HTMLSelectElement).value).toBe("2");
    expect(screen.queryByTestId("day-view")).toBeNull();
  });

  it("names a filter the server refused, and says when nothing matches", async () => {
    openDesk("/admin/requests?from=yesterday", () => desk({ filterError: "from", requests: [], total: 0, pages: 1 }));

    expect((await screen.findByRole("alert")).textContent).toBe("Check from: those filters were not applied.");
    expect(screen.getByText("No requests match these filters.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Requests" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  it("for branch staff, names their branches and offers only those", async () => {
    openDesk("/admin/requests", () => desk({ administrator: false, branches: [{ id: 2, name: "Canary Wharf" }] }));

    expect(await screen.findByText("For Canary Wharf · requests still to call come first")).toBeTruthy();
    const branch = screen.getByRole("combobox", { name: "Branch" });
    expect(
      within(branch)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All my branches", "Canary Wharf"]);
  });
});
