import { readFileSync } from "node:fs";
import { addDays } from "../../core/hire-dates.js";
import { pdfText } from "../helpers/pdf-text";
import { expect, expectHydrated, expectNoAxeViolations, test } from "./fixtures";
import { reviewScreenshot } from "./review-screenshots";
import {
  decodeMail,
  dialog,
  expectMail,
  fillCustomer,
  HIRE,
  openMyList,
  RESALE,
  seedList,
  submittedReference,
  sundayAhead,
} from "./mylist-helpers";

// A MyList request is printed, sent, tracked by the customer and moved through the request desk.
// Runs at 1280 px and 390 px.

const ADMIN = { email: "admin@hirebase.test", password: "e2e admin password" };

test("a MyList request is printed, sent, moved through the desk and tracked by the customer", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const monday = addDays(sundayAhead(), 1);
  await seedList(
    page,
    [
      { equipmentSlug: HIRE.slug, quantity: 2 },
      { equipmentSlug: RESALE.slug, quantity: 3 },
    ],
    { startDate: monday, endDate: addDays(monday, 3) },
  );
  await page.goto("/");
  await expect(page.getByTestId("mylist-count")).toContainText("2");

  // The MyList dialog's PDF: the server's pricing of this list, ex and inc VAT. 2 x £145 x 3 days + 3 x £3.95.
  const list = await openMyList(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    list.getByRole("button", { name: "Print or save as PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("mylist-estimate.pdf");
  const listPdf = pdfText(readFileSync((await download.path())!));
  expect(listPdf).toContain("MyList estimate");
  expect(listPdf).toContain(HIRE.name);
  expect(listPdf).toContain(RESALE.name);
  expect(listPdf).toContain("£881.85"); // 870.00 + 11.85, ex VAT
  expect(listPdf).toContain("£1,058.22"); // inc 20% VAT
  expect(listPdf).toContain("not a contract");

  // Checkout, as the customer does it.
  await list.getByRole("button", { name: "Proceed to Address" }).click();
  const checkout = dialog(page, "checkout-dialog");
  await fillCustomer(page);
  await checkout.getByRole("button", { name: "Continue to Options" }).click();
  await checkout.getByLabel("No, I have my own cover").check();
  await checkout.getByRole("button", { name: "Continue", exact: true }).click();
  await checkout.getByRole("checkbox").check();
  await checkout.getByRole("button", { name: "Confirm MyList Request" }).click();
  const reference = await submittedReference(page);

  // The customer's confirmation carries the private tracking link; the branch's copy does not.
  const mails = (await expectMail(reference, 2)).map(decodeMail);
  const customerMail = mails.find((mail) => mail.includes("Track your request"));
  expect(customerMail, "the customer's e-mail").toBeTruthy();
  const link = new URL(/https?:\/\/\S+\/requests\/\S+?\?t=[A-Za-z0-9_-]{43}/.exec(customerMail!)![0]);
  expect(link.pathname).toBe(`/requests/${reference}`);
  expect(mails.filter((mail) => mail.includes("?t=")).length).toBeGreaterThanOrEqual(1);

  // The tracking page: status, history, never cached, never indexed.
  const tracking = await page.goto(link.pathname + link.search);
  expect(tracking!.status()).toBe(200);
  expect(tracking!.headers()["cache-control"]).toBe("no-store");
  expect(tracking!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Your request ${reference}`);
  const status = page.getByRole("region", { name: "Status" });
  await expect(status.getByText("Received", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("table")).toContainText(HIRE.name);
  await expect(page.getByText("Estimated total inc VAT")).toBeVisible();
  await expectHydrated(page);
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "desk-tracking", { fullPage: true });

  // The tracking page's PDF names the reference, the items and the totals.
  const pdfHref = await page.getByRole("link", { name: "Print or save as PDF" }).getAttribute("href");
  const trackedPdf = await page.request.get(pdfHref!);
  expect(trackedPdf.status()).toBe(200);
  expect(trackedPdf.headers()["content-type"]).toBe("application/pdf");
  const trackedText = pdfText(await trackedPdf.body());
  expect(trackedText).toContain(reference);
  expect(trackedText).toContain(HIRE.name);
  expect(trackedText).toContain("£1,058.22");

  // A wrong token and a wrong reference get the same 404.
  const token = link.searchParams.get("t")!;
  const wrongToken = await page.goto(`${link.pathname}?t=${token.slice(1)}A`);
  expect(wrongToken!.status()).toBe(404);
  expect(wrongToken!.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { name: "Request not found" })).toBeVisible();
  const wrongTokenText = await page.locator("main").innerText();
  const wrongReference = await page.goto(`/requests/ML-ZZZZ-ZZZZ?t=${token}`);
  expect(wrongReference!.status()).toBe(404);
  expect(await page.locator("main").innerText()).toBe(wrongTokenText);

  // The desk: signed out it refuses; signed in it finds the request by the customer's e-mail.
  const refused = await page.goto("/admin/requests");
  expect(refused!.status()).toBe(401);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);

  await page.goto("/admin/requests");
  await page.getByLabel("Search requests").fill("sam.builder@");
  await page.getByLabel("Status").selectOption("received");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/search=sam\.builder%40/);
  const row = page.getByRole("link", { name: reference }).locator("visible=true");
  await expect(row).toBeVisible();
  await expectHydrated(page);
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "desk-list", { fullPage: true });

  await row.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  await expect(page.getByText("the customer has a tracking link")).toBeVisible();
  await expect(page.getByRole("table")).toContainText(HIRE.name);
  await page.getByLabel("Contacted").check();
  await page.getByLabel("Message to the customer (optional)").fill("Your cherry picker is booked: we deliver at 8am.");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Status changed to Contacted" })).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Contacted");
  await expect(history).toContainText("Your cherry picker is booked");
  await expect(history).toContainText(ADMIN.email);
  await expect(page.getByLabel("Confirmed")).toBeVisible();
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "desk-detail", { fullPage: true });

  // The customer is e-mailed, and the tracking page follows.
  const statusMail = (await expectMail(`Your request ${reference}: Contacted`, 1)).map(decodeMail)[0];
  expect(statusMail).toContain("Your cherry picker is booked: we deliver at 8am.");
  expect(statusMail).toContain("To: sam.builder@example.com");
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("region", { name: "Status" })).toContainText("The branch has been in touch");
  await expect(page.getByRole("region", { name: "Status" })).toContainText("Your cherry picker is booked");

  // Working the request (docs/decisions/mylist.md D10, D11): write or call from the page, keep a note, confirm the
  // agreed price and time.
  await page.goto(`/admin/requests/${reference}`);
  await expectHydrated(page);
  await expect(page.getByRole("link", { name: "sam.builder@example.com" })).toHaveAttribute(
    "href",
    "mailto:sam.builder@example.com",
  );
  await expect(page.getByRole("link", { name: "020 7946 0000" })).toHaveAttribute("href", "tel:02079460000");
  await page.getByLabel("Note for the branch").fill("Gate code 4411; ask for Sam.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note saved" })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("Internal note");
  await expect(page.getByRole("region", { name: "History" })).toContainText("Gate code 4411; ask for Sam.");
  await page.getByLabel("Confirmed").check();
  await page.getByLabel("Agreed price, ex VAT (optional)").fill("850");
  await page.getByLabel(/^(Collection|Delivery) time/).fill(`${monday}T08:00`);
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Status changed to Confirmed" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Customer and hire" })).toContainText("£850.00 excluding VAT");
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "desk-detail-confirmed", { fullPage: true });
  await page.goto(link.pathname + link.search);
  await expect(page.getByTestId("agreed-terms")).toContainText("£850.00 excluding VAT");
  await expect(page.getByTestId("agreed-terms")).toContainText("08:00");
  await expect(page.locator("main")).not.toContainText("Gate code");

  // Pages answered 401/404 on purpose; the browser logs those document loads.
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (/status of (401|404)/.test(consoleErrors[i])) consoleErrors.splice(i, 1);
  }
});
