import { addDays } from "../../core/hire-dates.js";
import { expect, test } from "./fixtures";
import {
  checkDialog,
  DELIVERY_ESTIMATE,
  dialog,
  expectMail,
  expectToast,
  fillCustomer,
  gbp,
  HIRE,
  openMyList,
  pickDay,
  RESALE,
  showDay,
  submittedReference,
  sundayAhead,
} from "./mylist-helpers";

// MyList in the browser: the whole journey at 1280 px and 390 px (both projects), from a category table
// to a checkout with collection from a picked branch, the success toast and the e-mail.

test("add, change, re-date and check out with collection from a picked branch", async ({ page }) => {
  test.setTimeout(90_000);
  const sunday = sundayAhead();
  const monday = addDays(sunday, 1);

  await page.goto(HIRE.category);
  await page.getByRole("button", { name: `MyList: add ${HIRE.name}` }).click();

  // No list yet: the create dialog, then the hire period.
  const create = dialog(page, "create-mylist-dialog");
  await expect(create.getByRole("heading", { name: "Create your MyList" })).toBeVisible();
  await checkDialog(page);
  await create.getByRole("button", { name: "Create MyList" }).click();

  const period = dialog(page, "hire-period-dialog");
  await expect(period.getByRole("heading", { name: `ADD ${HIRE.name} to MyList` })).toBeVisible();
  await expect(period.getByText("Select your hire period")).toBeVisible();
  await expect(period.getByTestId("start-date")).toHaveText("Not selected");
  const confirm = period.getByRole("button", { name: "Confirm Hire Period" });
  await expect(confirm).toBeDisabled();
  await checkDialog(page);

  // A Sunday cannot be picked (docs/decisions/mylist.md U11; mylist-calendar.spec.ts has the rest).
  await expect(await showDay(page, sunday)).toHaveAttribute("aria-disabled", "true");

  // Monday to Wednesday: 2 days.
  await pickDay(page, monday);
  await pickDay(page, addDays(monday, 2));
  await expect(period.getByText("Hire cannot start or end on a sunday")).toHaveCount(0);
  await expect(period.getByTestId("rental-period")).toHaveText("Total rental period: 2 days");
  await expect(confirm).toBeEnabled();
  await confirm.click();

  const quantity = dialog(page, "quantity-dialog");
  await expect(quantity.getByRole("heading", { name: "Select Quantity" })).toBeVisible();
  await expect(quantity.getByText(`How many units ${HIRE.name} would you like to add to MyList?`)).toBeVisible();
  await expect(quantity.getByText("Maximum available: 10")).toBeVisible();
  await expect(quantity.getByRole("textbox", { name: "Quantity" })).toHaveValue("1");
  await expect(quantity.getByRole("button", { name: /Decrease/ })).toBeDisabled();
  await checkDialog(page);
  await quantity.getByRole("button", { name: /Increase/ }).click();
  await expect(quantity.getByRole("textbox", { name: "Quantity" })).toHaveValue("2");
  await quantity.getByRole("button", { name: "Add to MyList" }).click();
  await expectToast(page, "Equipment Added", `2x ${HIRE.name} added to MyList`);
  await expect(quantity).toHaveCount(0);
  await expect(page.getByTestId("mylist-count")).toContainText("1");

  // A Resale item from its equipment page goes straight to the quantity.
  await page.goto(`/equipment/${RESALE.slug}`);
  await page.getByRole("button", { name: "Add to Reservation" }).click();
  await expect(quantity).toBeVisible();
  await quantity.getByRole("button", { name: "Add to MyList" }).click();
  await expectToast(page, "Equipment Added", `1x ${RESALE.name} added to your reservation`);
  await expect(page.getByTestId("mylist-count")).toContainText("2");

  // The list: period, lines, totals; change a quantity.
  const list = await openMyList(page);
  await expect(list.getByTestId("mylist-line")).toHaveCount(2);
  await expect(list.getByTestId("mylist-period")).toContainText("(2 days)");
  await expect(list.getByTestId("mylist-total")).toHaveText(`${gbp(HIRE.rate * 2 * 2 + RESALE.rate)} ex VAT`);
  await checkDialog(page);
  await list.getByRole("button", { name: `Increase quantity of ${RESALE.name}` }).click();
  await expectToast(page, "Quantity Updated");
  await expect(list.getByTestId("mylist-total")).toHaveText(`${gbp(HIRE.rate * 2 * 2 + RESALE.rate * 2)} ex VAT`);

  // New dates (Monday to Thursday) re-price the hire line.
  await list.getByRole("button", { name: "Change Dates" }).click();
  await expect(period.getByRole("heading", { name: "Set Rental Period" })).toBeVisible();
  await pickDay(page, monday);
  await pickDay(page, addDays(monday, 3));
  await period.getByRole("button", { name: "Confirm Hire Period" }).click();
  await expectToast(page, "Dates Updated");
  await expect(list.getByTestId("mylist-period")).toContainText("(3 days)");
  await expect(list.getByTestId("mylist-total")).toHaveText(`${gbp(HIRE.rate * 2 * 3 + RESALE.rate * 2)} ex VAT`);

  // Checkout step 1.
  await list.getByRole("button", { name: "Proceed to Address" }).click();
  const checkout = dialog(page, "checkout-dialog");
  await expect(checkout.getByRole("heading", { name: "Customer Information" })).toBeVisible();
  const toOptions = checkout.getByRole("button", { name: "Continue to Options" });
  await expect(toOptions).toBeDisabled();
  await checkout.getByLabel("Email").fill("not-an-email");
  await checkout.getByLabel("Email").blur();
  await expect(checkout.getByText("Please enter a valid email address")).toBeVisible();
  await fillCustomer(page);
  await expect(checkout.getByText("Please enter a valid email address")).toHaveCount(0);
  await checkDialog(page);
  await expect(toOptions).toBeEnabled();
  await toOptions.click();

  // Step 2: collection needs a branch, picked in the branch picker (nearest preselected).
  await expect(checkout.getByRole("heading", { name: "Options" })).toBeVisible();
  await expect(checkout.getByLabel(DELIVERY_ESTIMATE)).toBeChecked();
  await checkout.getByLabel("Collection (Free)").check();
  await expect(checkout.getByRole("button", { name: "Continue", exact: true })).toBeDisabled();
  await checkDialog(page);
  await checkout.getByRole("button", { name: "Choose Location" }).click();
  const picker = dialog(page, "branch-picker-dialog");
  await expect(picker.getByRole("heading", { name: "Select Collection Branch" })).toBeVisible();
  const first = picker.getByRole("radio").first();
  await expect(first).toBeChecked();
  await expect(picker.getByText(/\d+\.\d miles/).first()).toBeVisible();
  await checkDialog(page);
  const branchName = (await picker.getByTestId("branch-name").first().textContent())!;
  await picker.getByRole("button", { name: "Select This Branch" }).click();
  await expect(picker).toHaveCount(0);
  await expect(checkout.getByTestId("chosen-branch")).toContainText(branchName);
  await checkout.getByRole("button", { name: "Continue", exact: true }).click();

  // Step 3: the summary, terms, and the request.
  await expect(checkout.getByRole("heading", { name: "Confirm your List" })).toBeVisible();
  const summary = checkout.getByTestId("checkout-summary");
  await expect(summary).toContainText(`Collection (Free) from ${branchName}`);
  await expect(summary).toContainText(`2x ${HIRE.name}`);
  await expect(summary).toContainText("Damage waiver: Yes");
  await checkDialog(page);
  await checkout.getByRole("button", { name: "Confirm MyList Request" }).click();
  await expect(checkout.getByText("You must accept the terms and conditions")).toBeVisible();
  await checkout.getByRole("checkbox").check();
  await checkout.getByRole("button", { name: "Confirm MyList Request" }).click();

  const reference = await submittedReference(page);
  await expect(checkout).toHaveCount(0);
  await expect(page.getByTestId("mylist-count")).toHaveCount(0);
  const mails = await expectMail(reference, 2);
  expect(mails.some((mail) => mail.includes("sam.builder@example.com"))).toBe(true);

  // The list starts afresh.
  const empty = await openMyList(page);
  await expect(empty.getByText("Your MyList is empty")).toBeVisible();
});
