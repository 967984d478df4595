// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://hirebase.invalid/mylist"}
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { messages } from "../../../core/request-schemas.js";
import type { Reservation } from "../../../core/reservation-types.js";
import { site } from "../../../core/site.js";
import { renderRoutes } from "../../../tests/helpers/route-stub.js";
import CheckoutDialog from "./checkout-dialog";

// Checkout's three steps as the visitor moves through them, on the MyList page (docs/decisions/mylist.md U15). The
// lookups it makes while the form is filled in are answered from the query cache, as a page that already asked
// has them; sending the request is the browser tests' (tests/e2e/checkout.spec.ts) and the API tests'.
// The page's address resolves nowhere, so a lookup missing from the cache fails at once rather than reach a server.

afterEach(cleanup);

const reservation: Reservation = {
  id: 7,
  sessionId: "session-route-test-0000000000",
  startDate: "2026-12-01",
  endDate: "2026-12-03",
  days: 3,
  status: "active",
  totalCost: "42.00",
  hireTotal: "42.00",
  resaleTotal: "0.00",
  damageWaiver: "6.72",
  items: [
    {
      id: 1,
      equipment: {
        equipmentSlug: "combi-drill-110v",
        name: "Combi drill 110V",
        productCode: "CD110",
        type: "Hire",
        rate: "14.00",
        rateType: "per day",
      },
      quantity: 1,
      dailyRate: "14.00",
      totalCost: "42.00",
      pricing: null,
      available: true,
      notice: null,
    },
  ],
};

/** A UK postcode the lookup knows, one it does not, and an Eircode, which is checked by format alone (G2). */
const FOUND = "SW1A 1AA";
const UNKNOWN = "ZZ9 9ZZ";
const EIRCODE = "D02 X285";

function openCheckout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(["/api/addresses/lookup", FOUND], {
    status: "found",
    address: { postcode: FOUND, town: "London", region: "Westminster" },
  });
  client.setQueryData(["/api/addresses/lookup", UNKNOWN], { status: "not-found" });
  for (const postcode of [FOUND, UNKNOWN, EIRCODE]) client.setQueryData(["/api/delivery-estimate", postcode], null);
  const MyListPage = () => (
    <QueryClientProvider client={client}>
      <CheckoutDialog reservation={reservation} returnFocus={null} onClose={() => {}} onBack={() => {}} />
    </QueryClientProvider>
  );
  renderRoutes([{ path: "/mylist", Component: MyListPage }], "/mylist");
}

const dialog = () => screen.getByTestId("checkout-dialog");
const field = (label: string | RegExp) => within(dialog()).getByLabelText(label);
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const button = (name: string) => within(dialog()).getByRole("button", { name }) as HTMLButtonElement;
const reason = () => within(dialog()).queryByTestId("continue-reason")?.textContent ?? null;
const postcodeWord = site.postcodes.label.toLowerCase();

function fillCustomer(postcode: string) {
  type("First name", "Pat");
  type("Last name", "Jones");
  type("Email", "pat@example.com");
  type("Phone", "07700 900456");
  type("Address", "3 High Street");
  type(site.postcodes.label, postcode);
}

async function toStep(step: "Options" | "Confirm your List") {
  fillCustomer(EIRCODE);
  fireEvent.click(button("Continue to Options"));
  await screen.findByRole("heading", { name: "Options" });
  if (step === "Confirm your List") {
    fireEvent.click(button("Continue"));
    await screen.findByRole("heading", { name: "Confirm your List" });
  }
}

describe("checkout", () => {
  it("holds 'Continue to Options' and says what is missing, until every field is right and the postcode is found", async () => {
    openCheckout();

    expect(await screen.findByRole("heading", { name: "Customer Information" })).toBeTruthy();
    expect(button("Continue to Options").disabled).toBe(true);
    expect(reason()).toBe(
      `To continue, fill in your first name, last name, email, phone, ${postcodeWord} and address.`,
    );
    expect(button("Continue to Options").getAttribute("aria-describedby")).toBe("continue-reason");

    fillCustomer(FOUND);
    type("Email", "pat@");
    expect(reason()).toBe("To continue, check your email.");
    expect(button("Continue to Options").disabled).toBe(true);

    type("Email", "pat@example.com");
    // The lookup runs once typing stops (HINT_DELAY_MS), then names the place under the field.
    expect(await within(dialog()).findByTestId("postcode-hint", {}, { timeout: 3000 })).toBeTruthy();
    expect(within(dialog()).getByTestId("postcode-hint").textContent).toBe("London, Westminster");
    expect(reason()).toBeNull();
    expect(button("Continue to Options").disabled).toBe(false);
  });

  it("holds Continue for a postcode the lookup does not know, and says so at the field", async () => {
    openCheckout();
    await screen.findByRole("heading", { name: "Customer Information" });

    fillCustomer(UNKNOWN);

    expect(await within(dialog()).findByText(messages.postcodeNotFound, {}, { timeout: 3000 })).toBeTruthy();
    expect(reason()).toBe(`To continue, check your ${postcodeWord}.`);
    expect(button("Continue to Options").disabled).toBe(true);
  });

  it("moves through the steps, holds Continue while collection has no branch, and keeps the details going back", async () => {
    openCheckout();
    await screen.findByRole("heading", { name: "Customer Information" });
    await toStep("Options");

    expect(within(dialog()).getByText("Step 2 of 3: send MyList to a branch as a hire request.")).toBeTruthy();
    const steps = within(dialog()).getByRole("list", { name: "Checkout steps" });
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toBe("Options");
    expect(button("Continue").disabled).toBe(false);

    fireEvent.click(within(dialog()).getByRole("radio", { name: /Collection \(Free\)/ }));
    expect(button("Continue").disabled).toBe(true);
    expect(reason()).toBe("To continue, choose a branch to collect from.");
    expect(within(dialog()).getByRole("button", { name: "Choose Location" })).toBeTruthy();

    fireEvent.click(within(dialog()).getByRole("radio", { name: /deliver/i }));
    expect(button("Continue").disabled).toBe(false);
    expect(reason()).toBeNull();

    fireEvent.click(button("Back"));
    await screen.findByRole("heading", { name: "Customer Information" });
    expect((field("First name") as HTMLInputElement).value).toBe("Pat");
    expect((field(site.postcodes.label) as HTMLInputElement).value).toBe(EIRCODE);
  });

  it("asks for the terms when 'Confirm MyList Request' is pressed without them, and clears the error once ticked", async () => {
    openCheckout();
    await screen.findByRole("heading", { name: "Customer Information" });
    await toStep("Confirm your List");

    expect(dialog().textContent).toContain("Pat Jones");
    expect(dialog().textContent).toContain("1x Combi drill 110V");
    const terms = within(dialog()).getByRole("checkbox", { name: /I accept the/ });
    expect(within(dialog()).queryByText(messages.terms)).toBeNull();

    fireEvent.click(button("Confirm MyList Request"));

    expect(await within(dialog()).findByText(messages.terms)).toBeTruthy();
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("heading", { name: "Confirm your List" })).toBeTruthy();

    fireEvent.click(terms);
    await expect.poll(() => within(dialog()).queryByText(messages.terms)).toBeNull();
  });
});
