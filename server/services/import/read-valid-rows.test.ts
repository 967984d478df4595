import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { IMPORT_TABLES } from "../../../core/import-columns.js";
import { AppError } from "../../errors.js";
import { readValidRows } from "./import-csv.js";
import type { CsvInput } from "./read-csv.js";

const EQUIPMENT_HEADER = "equipmentSlug,name,productCode,type,rate";

async function refusal(table: keyof typeof IMPORT_TABLES, input: CsvInput): Promise<AppError> {
  const error = await readValidRows(IMPORT_TABLES[table], input).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(400);
  return error as AppError;
}

const issuesOf = (error: AppError) =>
  (error.issues as unknown as { row: number; column: string; message: string }[]).map(({ row, column, message }) => ({
    row,
    column,
    message,
  }));

describe("readValidRows", () => {
  it("reads a file with a BOM, CRLF line ends, padded and differently spelt headers", async () => {
    const csv = "\uFEFF Equipment_Slug , NAME,product code,type\r\ndrill-1,Drill,P1,hire\r\n";
    const { rows, rowNumbers } = await readValidRows(IMPORT_TABLES.equipment, csv);
    expect(rows).toEqual([
      {
        equipmentSlug: "drill-1",
        name: "Drill",
        productCode: "P1",
        type: "Hire",
        rate: null,
        rateType: "per week",
        rateDay: null,
        rateWeekend: null,
        rateWeek: null,
        rateExtraDay: null,
        strikeRate: null,
        imageCode: "",
        commCode: "",
        fullDescription: "",
        mainCategorySlug: null,
      },
    ]);
    expect(rowNumbers).toEqual([2]);
  });

  it("accepts a string, a Buffer and a stream of chunks split inside a character", async () => {
    const csv = `${EQUIPMENT_HEADER}\nsaw-1,Säge 12" blade,P1,Hire,10\n`;
    const bytes = Buffer.from(csv);
    const split = bytes.indexOf(Buffer.from("ä")) + 1;
    const stream = Readable.from([bytes.subarray(0, split), bytes.subarray(split)]);
    for (const input of [csv, bytes, stream]) {
      const { rows } = await readValidRows(IMPORT_TABLES.equipment, input);
      expect(rows[0]).toMatchObject({ name: 'Säge 12" blade', rate: "10.00" });
    }
  });

  it("numbers rows as a spreadsheet does: header row 1, quoted line breaks and blank rows counted", async () => {
    const csv = [
      EQUIPMENT_HEADER,
      'drill-1,"Drill\nwith two lines",P1,Hire,10',
      "",
      ",,,,",
      "saw-1,Saw,P2,Hire,abc",
    ].join("\n");
    const error = await refusal("equipment", csv);
    expect(issuesOf(error)).toEqual([{ row: 5, column: "rate", message: expect.stringMatching(/a number such as/) }]);
    expect(error.message).toMatch(/^1 error, nothing was imported\. Row 5, rate: must be a number/);
    expect(error.issues![0].field).toBe("row 5: rate");
  });

  it("collects every error with row and column, showing the first five in the message", async () => {
    const lines = [EQUIPMENT_HEADER];
    for (let i = 0; i < 8; i++) lines.push(`item-${i},,P${i},Hire,10`);
    const error = await refusal("equipment", lines.join("\n"));
    expect(error.issues).toHaveLength(8);
    expect(issuesOf(error)[0]).toEqual({ row: 2, column: "name", message: "is required" });
    expect(error.message).toBe(
      "8 errors, nothing was imported. Row 2, name: is required; Row 3, name: is required; Row 4, name: is required; " +
        "Row 5, name: is required; Row 6, name: is required (and 3 more)",
    );
  });

  it("names missing required and unknown columns", async () => {
    const error = await refusal("equipment", "equipmentSlug,name,colour,size\nx,y,z,w\n");
    expect(error.message).toContain("missing required columns: productCode, type");
    expect(error.message).toContain("unknown columns: colour, size");
    expect(issuesOf(error).every((issue) => issue.row === 1)).toBe(true);
  });

  it("refuses a column given twice", async () => {
    const error = await refusal("equipment", `${EQUIPMENT_HEADER},name\n`);
    expect(issuesOf(error)).toEqual([{ row: 1, column: "name", message: "appears more than once in the header" }]);
  });

  it("refuses duplicate natural keys and product codes, naming the first row", async () => {
    const csv = [EQUIPMENT_HEADER, "drill-1,Drill,P1,Hire,", "drill-1,Drill again,P2,Hire,", "saw-1,Saw,P1,Hire,"].join(
      "\n",
    );
    const error = await refusal("equipment", csv);
    expect(issuesOf(error)).toEqual([
      { row: 3, column: "equipmentSlug", message: "duplicate 'drill-1', already on row 2" },
      { row: 4, column: "productCode", message: "duplicate 'P1', already on row 2" },
    ]);
  });

  it("refuses duplicate composite keys", async () => {
    const csv = "equipmentSlug,categorySlug\ndrill-1,drills\ndrill-1,power-tools\ndrill-1,drills\n";
    const error = await refusal("equipment_categories", csv);
    expect(issuesOf(error)).toEqual([
      { row: 4, column: "equipmentSlug+categorySlug", message: "duplicate 'drill-1' + 'drills', already on row 2" },
    ]);
  });

  it("applies the table's row rules", async () => {
    const csv = "categorySlug,name,categoryCode,level,parentSlug\ntools,Tools,C1,0,\ndrills,Drills,C2,1,\n";
    const error = await refusal("categories", csv);
    expect(issuesOf(error)).toEqual([{ row: 3, column: "parentSlug", message: "is required for a level 1 category" }]);
  });

  it("accepts short rows and trailing empty cells but refuses extra values", async () => {
    const ok = `${EQUIPMENT_HEADER}\ndrill-1,Drill,P1,Hire\nsaw-1,Saw,P2,Hire,5,,,\n`;
    expect((await readValidRows(IMPORT_TABLES.equipment, ok)).rows).toHaveLength(2);
    const error = await refusal("equipment", `${EQUIPMENT_HEADER}\ndrill-1,Drill,P1,Hire,5,00\n`);
    expect(issuesOf(error)[0]).toMatchObject({
      row: 2,
      column: "",
      message: expect.stringMatching(/has 6 cells but the header has 5/),
    });
  });

  it("ignores blank header cells unless a row puts a value under one", async () => {
    const csv = `${EQUIPMENT_HEADER},,\ndrill-1,Drill,P1,Hire,5,,\nsaw-1,Saw,P2,Hire,5,,oops\n`;
    const error = await refusal("equipment", csv);
    expect(issuesOf(error)).toEqual([{ row: 3, column: "", message: "has a value in column 7, which has no header" }]);
  });

  it("sanitises HTML columns", async () => {
    const csv = `equipmentSlug,name,productCode,type,fullDescription\ndrill-1,Drill,P1,Hire,"<p onclick=""x()"">Hi<script>bad()</script></p>"\n`;
    const { rows } = await readValidRows(IMPORT_TABLES.equipment, csv);
    expect(rows[0].fullDescription).toBe("<p>Hi</p>");
  });

  it("refuses a file that is not UTF-8", async () => {
    const latin1 = Buffer.from(`${EQUIPMENT_HEADER}\ndrill-1,Perceuse \xe9lectrique,P1,Hire,5\n`, "latin1");
    const error = await refusal("equipment", latin1);
    expect(error.message).toMatch(/not UTF-8.*CSV UTF-8/);
    expect(error.issues).toEqual([expect.objectContaining({ field: "file", row: 0, column: "" })]);
  });

  it("refuses a file with NUL characters", async () => {
    expect((await refusal("equipment", `${EQUIPMENT_HEADER}\na\0b,,,,\n`)).message).toMatch(/NUL/);
    expect((await refusal("equipment", Buffer.from(`${EQUIPMENT_HEADER}\na\0b,,,,\n`))).message).toMatch(/NUL/);
  });

  it("refuses an empty file, listing the columns it needs", async () => {
    const error = await refusal("specials", "");
    expect(error.message).toMatch(/The file is empty.*commCode, categoryName, equipmentSlug/);
  });

  it("accepts a header-only file as no rows", async () => {
    expect((await readValidRows(IMPORT_TABLES.specials, "commCode,categoryName\n")).rows).toEqual([]);
  });

  it("reports a quote that is never closed", async () => {
    const error = await refusal("equipment", `${EQUIPMENT_HEADER}\ndrill-1,Drill,P1,Hire,5\nsaw-1,"Saw,P2,Hire,5\n`);
    expect(error.message).toMatch(/Row 3: The CSV could not be read/);
  });
});
