import { addDays } from "../../core/hire-dates.js";
import { expect, expectNoAxeViolations, holdEntryScript, test } from "./fixtures";
import { checkDialog, dialog, expectToast, openMyList, seedList, sundayAhead } from "./mylist-helpers";
import { reviewScreenshot } from "./review-screenshots";

// "You may also need": the equipment page's related items with their one-press add to MyList, and the
// MyList dialog's suggestions (docs/decisions/catalogue-import.md C13, docs/decisions/mylist.md U8).

const SAW = { slug: "floor-saw-petrol-450mm", name: "Floor Saw Petrol 450mm" };
const BLADE = { name: "Diamond Floor Saw Blade 450mm", price: "£145.00" };

test("the equipment page lists related items with prices, and one press adds one to MyList", async ({ page }) => {
  await page.goto(`/equipment/${SAW.slug}`);
  const section = page.getByRole("region", { name: "You may also need" });
  await expect(section).toBeVisible();
  const items = section.getByRole("listitem");
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText("Consumable");
  await expect(items.first()).toContainText(BLADE.name);
  await expect(items.first()).toContainText(BLADE.price);
  await expect(items.last()).toContainText("Safety equipment");
  await section.scrollIntoViewIfNeeded();
  await reviewScreenshot(section, "equipment-related");
  await expectNoAxeViolations(page);

  await section.getByRole("button", { name: `Add ${BLADE.name} to MyList` }).click();
  // A Resale item goes straight to the quantity, as from every other MyList button (U1).
  const quantity = dialog(page, "quantity-dialog");
  await expect(quantity).toContainText(BLADE.name);
  await quantity.getByRole("button", { name: "Add to MyList" }).click();
  await expectToast(page, "Equipment Added");
  const list = await openMyList(page);
  await expect(list.getByTestId("mylist-line")).toHaveCount(1);
  await expect(list.getByTestId("mylist-line")).toContainText(BLADE.name);
});

test("a related item's add pressed before the page's scripts have run still adds it (X4)", async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto(`/equipment/${SAW.slug}`, { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: `Add ${BLADE.name} to MyList` }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  release();
  await expect(dialog(page, "quantity-dialog")).toContainText(BLADE.name);
});

test("an item without related items shows no section", async ({ page }) => {
  await page.goto("/equipment/rigger-gloves");
  await expect(page.getByRole("heading", { name: "Rigger Gloves" })).toBeVisible();
  await expect(page.getByRole("region", { name: "You may also need" })).toHaveCount(0);
});

test("MyList suggests what goes with the list, and adding a suggestion takes it off", async ({ page }) => {
  const monday = addDays(sundayAhead(), 1);
  await seedList(page, [{ equipmentSlug: SAW.slug, quantity: 1 }], {
    startDate: monday,
    endDate: addDays(monday, 2),
  });
  await page.goto("/");
  const list = await openMyList(page);
  const suggestions = list.getByTestId("mylist-suggestion");
  await expect(suggestions).toHaveCount(3);
  await expect(suggestions.first()).toContainText(`Consumable for the ${SAW.name}`);
  await expect(suggestions.first()).toContainText(BLADE.name);
  await reviewScreenshot(page.getByRole("dialog"), "mylist-suggestions");
  await checkDialog(page);

  await list.getByRole("button", { name: `Add ${BLADE.name} for the ${SAW.name}` }).click();
  await expectToast(page, "Equipment Added");
  await expect(list.getByTestId("mylist-line")).toHaveCount(2);
  await expect(list.getByTestId("mylist-suggestions")).not.toContainText(BLADE.name);
  // The next of the saw's related items takes the place, still never one already listed.
  await expect(suggestions).toHaveCount(3);
  await expect(list.getByTestId("mylist-suggestions")).toContainText("FFP3 Dust Mask");
});
