import { addDays, isSunday, todayInLondon } from "../../core/hire-dates.js";
import { weekday } from "../helpers/mylist.js";
import { allowFailedResources, expect, test } from "./fixtures";
import { ENQUIRE, checkDialog, dialog, expectMail, expectToast } from "./mylist-helpers";

// '+enquire' on an offer flagged enquire opens the special-request form (B4), at 1280 px and 390 px; the server's
// refusal of a bank holiday once (docs/decisions/operation.md E43).

test("sends a special request with the customer's name and confirms it once, with the e-mail sent", async ({
  page,
}) => {
  await page.goto(`/quick-hires#${ENQUIRE.slug}`);
  await page.locator(`button[data-equipment-slug="${ENQUIRE.slug}"]`).click();
  const form = dialog(page, "special-request-dialog");
  await expect(form.getByRole("heading", { name: "Special Equipment Request" })).toBeVisible();
  await checkDialog(page);

  // Validated on leaving a field and as it changes.
  await form.getByLabel("Email").focus();
  await form.getByLabel("Email").blur();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await form.getByLabel("Email").fill("pat@example.com");
  await expect(form.getByText("Please enter a valid email address")).toHaveCount(0);
  await form.getByLabel("Telephone").fill("0123");
  await expect(form.getByText("Please enter a valid UK phone number")).toBeVisible();
  await form.getByLabel("Telephone").fill("01865 000000");
  await form.getByLabel("Postcode").pressSequentially("ox1 2jd");
  await expect(form.getByLabel("Postcode")).toHaveValue("OX1 2JD");
  await expect(form.getByTestId("postcode-hint")).toHaveText("Oxford, South East");
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(form.getByText("Days required is required")).toBeVisible();
  await expect(form.getByText("Please select a start date")).toBeVisible();
  // A name, asked as checkout asks it (B11).
  await expect(form.getByText("First name is required")).toBeVisible();
  await expect(form.getByText("Last name is required")).toBeVisible();
  await form.getByLabel("First name").fill("Pat");
  await form.getByLabel("Last name").fill("Quinn");
  await expect(form.getByText("First name is required")).toHaveCount(0);
  await form.getByLabel("Days required").fill("3");
  await form.getByLabel("Start date").fill(weekday(3));
  await form.getByRole("button", { name: "Send Request" }).click();

  const sent = dialog(page, "special-request-sent");
  await expect(sent.getByRole("heading", { name: "Request Submitted Successfully" })).toBeVisible();
  const reference = (await sent.getByTestId("special-reference").textContent())!;
  await expect(sent.getByText(`Your reference number is ${reference}.`)).toBeVisible();
  await expect(sent.getByText("Thank you, Pat.")).toBeVisible();
  await expect(sent.getByText("pat@example.com")).toBeVisible();
  await expect(sent.getByRole("article", { name: "The e-mail we sent" })).toBeVisible();
  // One confirmation (B11): the dialog, and no toast saying it again (a toast would show for 5 s from here).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(page.getByText("Request Submitted Successfully")).toHaveCount(1);
  await checkDialog(page);
  const mails = await expectMail(reference, 2);
  expect(mails.filter((mail) => mail.includes("Dear Pat,"))).toHaveLength(1);
  await sent.getByRole("button", { name: "Done" }).click();
  await expect(sent).toHaveCount(0);
});

/** The first Sunday at least two days ahead. */
function nextSunday(): string {
  let date = addDays(todayInLondon(), 2);
  while (!isSunday(date)) date = addDays(date, 1);
  return date;
}

test("checks the telephone, start and days as the server does, and tidies a pasted postcode", async ({ page }) => {
  await page.goto(`/quick-hires#${ENQUIRE.slug}`);
  await page.locator(`button[data-equipment-slug="${ENQUIRE.slug}"]`).click();
  const form = dialog(page, "special-request-dialog");

  // No trailing space is left once the postcode has its separator.
  await form.getByLabel("Postcode").fill("  sw1a   1aa ");
  await expect(form.getByLabel("Postcode")).toHaveValue("SW1A 1AA");

  // The checks the server makes (B7-B9), in the same words, before anything is sent.
  await form.getByLabel("Telephone").fill("Locked! Verify https://evil.test/x");
  await expect(form.getByText("Please enter a valid UK phone number")).toBeVisible();
  await form.getByLabel("Telephone").fill("+353 87 123 4567");
  await expect(form.getByText("Please enter a valid UK phone number")).toHaveCount(0);
  await form.getByLabel("Start date").fill(nextSunday());
  await expect(form.getByText("Please change your hire dates: hire cannot start or end on a Sunday.")).toBeVisible();
  await form.getByLabel("Days required").fill("400");
  await expect(
    form.getByText(
      "Please change your hire dates: the hire period can be at most 365 days; call your local branch for longer hires.",
    ),
  ).toBeVisible();
  await checkDialog(page);
});

/** The next St Patrick's Day at least two days ahead that is not a Sunday: a bank holiday in Northern Ireland only. */
function stPatricksDay(): string {
  const earliest = addDays(todayInLondon(), 2);
  let year = Number(earliest.slice(0, 4));
  while (`${year}-03-17` < earliest || isSunday(`${year}-03-17`)) year++;
  return `${year}-03-17`;
}

test(
  "a start date on the Belfast branch's bank holiday is refused under the field",
  { tag: "@any-width" },
  async ({ page, consoleErrors }) => {
    await page.goto(`/quick-hires#${ENQUIRE.slug}`);
    await page.locator(`button[data-equipment-slug="${ENQUIRE.slug}"]`).click();
    const form = dialog(page, "special-request-dialog");
    await form.getByLabel("First name").fill("Niamh");
    await form.getByLabel("Last name").fill("Byrne");
    await form.getByLabel("Email").fill("niamh@example.com");
    await form.getByLabel("Telephone").fill("028 9000 0000");
    await form.getByLabel("Postcode").pressSequentially("BT1 5GS");
    await form.getByLabel("Days required").fill("2");
    await form.getByLabel("Start date").fill(stPatricksDay());
    await form.getByRole("button", { name: "Send Request" }).click();

    await expectToast(page, "Error", "Failed to submit request. Please try again.");
    await expect(
      form.getByText(/Please change your start date: branches are closed on St\.? Patrick.s Day/),
    ).toBeVisible();
    await expect(form.getByLabel("Start date")).toHaveAttribute("aria-invalid", "true");
    allowFailedResources(consoleErrors, 400);
  },
);
