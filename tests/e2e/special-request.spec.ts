import { addDays, todayInLondon } from "../../core/hire-dates.js";
import { expect, test } from "./fixtures";
import { checkDialog, dialog, ENQUIRE, expectMail, expectToast } from "./mylist-helpers";

// '+enquire' on an offer flagged enquire opens the special-request form (B4), at 1280 px and 390 px.

test("sends a special request and shows the e-mail that was sent", async ({ page }) => {
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
  await form.getByLabel("Days required").fill("3");
  await form.getByLabel("Start date").fill(addDays(todayInLondon(), 3));
  await form.getByRole("button", { name: "Send Request" }).click();

  const sent = dialog(page, "special-request-sent");
  await expect(sent.getByRole("heading", { name: "Request Submitted Successfully" })).toBeVisible();
  await expect(sent.getByText("pat@example.com")).toBeVisible();
  await expect(sent.getByRole("article", { name: "The e-mail we sent" })).toBeVisible();
  // The toast lasts 5 s; an axe run can take longer on a busy machine, so the toast is checked first.
  await expectToast(page, "Request Submitted Successfully", /Your reference number is \S+\./);
  await checkDialog(page);
  const reference = (await sent.getByTestId("special-reference").textContent())!;
  await expectMail(reference, 2);
  await sent.getByRole("button", { name: "Done" }).click();
  await expect(sent).toHaveCount(0);
});
