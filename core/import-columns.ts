import {
  column,
  branchId,
  email,
  equipmentType,
  fileCode,
  flag,
  htmlText,
  latitude,
  level,
  linkTarget,
  longitude,
  money,
  openingHours,
  optionalDay,
  optionalText,
  postcode,
  rateType,
  requiredText,
  slug,
  sortOrder,
  url,
} from "./import-cell-rules.js";
import { RATE_BAND_COLUMNS, rateBandRowIssues } from "./rate-band-columns.js";
import { categoryRowIssues, branchRowIssues, specialRowIssues } from "./import-row-checks.js";
import { relatedItemsTable } from "./import-related-items.js";
import { branchStockTable, deliveryBandsTable } from "./import-branch-data.js";
import type { ImportTableName } from "./import-table-names.js";
import type { ImportTableSpec } from "./import-types.js";

// The CSV import format as a table: for each importable table its key, columns and cell rules (docs/decisions/
// catalogue-import.md C1-C3). The importer, the CSV templates, the admin import page and docs/import-format.md all
// read it. The rules are in import-cell-rules.ts, the checks across a row in import-row-checks.ts.

export { IMPORT_TABLE_NAMES, isImportTableName, type ImportTableName } from "./import-table-names.js";
export type { CellRule, ImportChanges, ImportColumn, ImportTableSpec, RowIssue } from "./import-types.js";

const sortOrderColumn = column("sortOrder", sortOrder, {
  format: "Whole number, lower first; empty means 0",
  example: "10",
});

const htmlFormat = "HTML (sanitised: paragraphs, lists, headings, tables, links); plain text is fine";

export const IMPORT_TABLES: Record<ImportTableName, ImportTableSpec> = {
  categories: {
    key: "categories",
    name: "Categories",
    description: "The category tree (levels 0, 1 and 2) with descriptions, product details and specification tables.",
    naturalKey: ["categorySlug"],
    uniqueKeys: [],
    columns: [
      column("categorySlug", slug(true), {
        required: true,
        format: "Lower-case kebab-case slug, unique",
        example: "mini-diggers",
      }),
      column("name", requiredText(), { required: true, format: "Text, up to 200 characters", example: "Mini Diggers" }),
      column("categoryCode", fileCode(true), {
        required: true,
        format: "Image code: letters, digits, '-' or '_' (image /category_images/{code}.jpg)",
        example: "CAT0412",
      }),
      column("level", level, { required: true, format: "0 (top), 1 or 2", example: "1" }),
      column("parentSlug", slug(false), {
        format: "Slug of the parent category; required for levels 1 and 2, empty for level 0",
        example: "plant-machinery",
        references: { table: "categories", column: "categorySlug" },
      }),
      column("description", htmlText(), {
        html: true,
        format: htmlFormat,
        example: "Compact diggers from 0.8 to 3 tonnes.",
      }),
      column("fullDescription", htmlText(), {
        html: true,
        format: htmlFormat,
        example: "<p>Ideal for tight sites.</p>",
      }),
      column("productDetails", htmlText(), {
        html: true,
        format: htmlFormat,
        example: "<ul><li>Rubber tracks</li></ul>",
      }),
      column("specification", htmlText(), {
        html: true,
        format: htmlFormat,
        example: "<table><tr><th>Weight</th><td>1.5 t</td></tr></table>",
      }),
      column("featured", flag, { format: "true/false, yes/no, 1/0; empty means false", example: "yes" }),
      sortOrderColumn,
    ],
    checkRow: categoryRowIssues,
  },

  equipment: {
    key: "equipment",
    name: "Equipment",
    description: "Every hire and resale item with its product code, rate, description and main category.",
    naturalKey: ["equipmentSlug"],
    uniqueKeys: [["productCode"]],
    columns: [
      column("equipmentSlug", slug(true), {
        required: true,
        format: "Lower-case kebab-case slug, unique",
        example: "1-5t-mini-digger",
      }),
      column("name", requiredText(), {
        required: true,
        format: "Text, up to 200 characters",
        example: "1.5t Mini Digger",
      }),
      column("productCode", requiredText(50), {
        required: true,
        format: "Text, up to 50 characters, unique",
        example: "03/0120",
      }),
      column("type", equipmentType, { required: true, format: "'Hire' or 'Resale' (any case)", example: "Hire" }),
      column("rate", money, {
        format: "Price ex VAT: 0 or more, at most 2 decimals, no currency sign; empty means price on application",
        example: "125.00",
      }),
      column("rateType", rateType, { format: "'per day' or 'per week'; empty means 'per week'", example: "per week" }),
      ...RATE_BAND_COLUMNS,
      column("strikeRate", money, {
        format: "Recommended (was) price ex VAT, same format as rate; empty means none",
        example: "150.00",
      }),
      column("imageCode", fileCode(false), { format: "Image code: letters, digits, '-' or '_'", example: "IMG03120" }),
      column("commCode", optionalText(50), { format: "Commercial code, up to 50 characters", example: "DIG15" }),
      column("fullDescription", htmlText(), { html: true, format: htmlFormat, example: "<p>Zero tail swing.</p>" }),
      column("mainCategorySlug", slug(false), {
        format: "Slug of the category shown first; empty means the first linked category",
        example: "mini-diggers",
        references: { table: "categories", column: "categorySlug" },
      }),
    ],
    checkRow: rateBandRowIssues,
  },

  equipment_categories: {
    key: "equipment_categories",
    name: "Equipment categories",
    description: "Links between equipment and the categories it is listed in, with its order in each.",
    naturalKey: ["equipmentSlug", "categorySlug"],
    uniqueKeys: [],
    columns: [
      column("equipmentSlug", slug(true), {
        required: true,
        format: "Slug of the equipment",
        example: "1-5t-mini-digger",
        references: { table: "equipment", column: "equipmentSlug" },
      }),
      column("categorySlug", slug(true), {
        required: true,
        format: "Slug of the category",
        example: "mini-diggers",
        references: { table: "categories", column: "categorySlug" },
      }),
      sortOrderColumn,
    ],
  },

  category_documents: {
    key: "category_documents",
    name: "Category documents",
    description: "Documents linked from a category page, such as data sheets and safety guides.",
    naturalKey: ["categorySlug", "url"],
    uniqueKeys: [],
    columns: [
      column("categorySlug", slug(true), {
        required: true,
        format: "Slug of the category",
        example: "mini-diggers",
        references: { table: "categories", column: "categorySlug" },
      }),
      column("title", requiredText(), {
        required: true,
        format: "Text, up to 200 characters",
        example: "Mini digger data sheet",
      }),
      column("target", linkTarget, { format: "_blank, _self, _parent or _top; empty means _blank", example: "_blank" }),
      column("url", url, {
        required: true,
        format: "http:// or https:// address, or a path on this site starting with '/'",
        example: "/documents/mini-digger.pdf",
      }),
      sortOrderColumn,
    ],
  },

  specials: {
    key: "specials",
    name: "Specials",
    description: "Quick-hire specials grouped by category name, with featured and enquire flags.",
    naturalKey: ["commCode"],
    uniqueKeys: [],
    columns: [
      column("commCode", requiredText(50), {
        required: true,
        format: "Commercial code, up to 50 characters, unique",
        example: "QH-DIG15",
      }),
      column("categoryName", requiredText(), {
        required: true,
        format: "Group heading, up to 200 characters",
        example: "Diggers",
      }),
      column("equipmentSlug", slug(false), {
        format: "Slug of the equipment offered; empty for an enquiry-only special",
        example: "1-5t-mini-digger",
        references: { table: "equipment", column: "equipmentSlug" },
      }),
      column("title", optionalText(200), {
        format: "Text shown when there is no equipment, up to 200 characters",
        example: "Weekend digger deal",
      }),
      column("imageCode", fileCode(false), {
        format: "Image code; empty means the equipment's image",
        example: "IMG03120",
      }),
      column("fullDescription", htmlText(), {
        html: true,
        format: `${htmlFormat}; empty means the equipment's`,
        example: "<p>Fri to Mon for the price of 2 days.</p>",
      }),
      column("featured", flag, { format: "true/false, yes/no, 1/0; empty means false", example: "true" }),
      column("enquire", flag, {
        format: "true/false, yes/no, 1/0; empty means false ('+enquire' instead of MyList)",
        example: "false",
      }),
      sortOrderColumn,
      column("validFrom", optionalDay, {
        format: "First day the special shows, YYYY-MM-DD (UK time, inclusive); empty means no start",
        example: "2026-11-01",
      }),
      column("validTo", optionalDay, {
        format: "Last day the special shows, YYYY-MM-DD (UK time, inclusive); empty means no end",
        example: "2027-02-28",
      }),
    ],
    checkRow: specialRowIssues,
  },

  locations: {
    key: "locations",
    name: "Locations",
    description: "Branches with address, contact details, coordinates and opening hours.",
    naturalKey: ["id"],
    uniqueKeys: [],
    columns: [
      column("id", branchId, {
        required: true,
        format: "Branch number: whole number of 1 or more, unique",
        example: "101",
      }),
      column("name", requiredText(), {
        required: true,
        format: "Text, up to 200 characters",
        example: "Leeds Central",
      }),
      column("type", optionalText(50, "Branch"), {
        format: "Text, up to 50 characters; empty means 'Branch'",
        example: "Branch",
      }),
      column("email", email, { format: "E-mail address", example: "leeds@example.com" }),
      column("phone", optionalText(50), { format: "Text, up to 50 characters", example: "0113 496 0000" }),
      column("fullAddress", optionalText(500), {
        format: "Text, up to 500 characters",
        example: "1 Kirkstall Road, Leeds",
      }),
      column("postcode", postcode, { format: "Postcode (stored upper-case)", example: "LS3 1LH" }),
      column("latitude", latitude, {
        format: "Decimal degrees -90 to 90; give both coordinates or neither",
        example: "53.8008",
      }),
      column("longitude", longitude, {
        format: "Decimal degrees -180 to 180; give both coordinates or neither",
        example: "-1.5491",
      }),
      column("openingHours", openingHours, {
        invalidMeansEmpty: true,
        format:
          'Empty, or a JSON object keyed Monday to Sunday with text values such as "07:00-17:00" or "Closed"; invalid text is stored as empty, with a warning',
        example: '{"Monday":"07:00-17:00","Saturday":"08:00-12:00","Sunday":"Closed"}',
      }),
    ],
    checkRow: branchRowIssues,
  },

  branch_stock: branchStockTable,
  delivery_bands: deliveryBandsTable,

  related_items: relatedItemsTable,
};
