// Facts the documents state about the repository, checked against it, so that a document cannot drift from the data
// or the code it describes: the demo data's counts (data/demo/README.md), README.md's lists of documents and settings,
// operations.md's metrics, security.md's runtime dependencies, paths named in documents, and the decision codes that
// comments cite (docs/decisions/).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const read = (path: string) => readFileSync(join(root, path), "utf8");
const demo = "data/demo";

function csvRows(table: string): Record<string, string>[] {
  return parse(readFileSync(join(root, demo, `${table}.csv`)), { columns: true, bom: true });
}

/** The rows of the README's "Files" table: the file cell (without backticks) and its count. */
function demoTable(): Map<string, number> {
  const rows = new Map<string, number>();
  for (const line of read(`${demo}/README.md`).split("\n")) {
    const match = /^\| `([^`]+)` \| ([\d,]+) \|/.exec(line);
    if (match) rows.set(match[1], Number(match[2].replaceAll(",", "")));
  }
  return rows;
}

/** What the README's "what" column says, read with a pattern; fails plainly when the sentence was reworded. */
function stated(pattern: RegExp): number[] {
  const match = pattern.exec(read(`${demo}/README.md`));
  if (!match) throw new Error(`data/demo/README.md no longer says ${pattern}; update this test with it`);
  return match.slice(1).map((figure) => Number(figure.replaceAll(",", "")));
}

const filesIn = (folder: string, extension: string) =>
  readdirSync(join(root, demo, folder)).filter((name) => name.endsWith(extension)).length;

describe("data/demo/README.md", () => {
  it("gives each file's true number of rows or files", () => {
    const table = demoTable();
    const actual = new Map<string, number>();
    for (const file of table.keys()) {
      if (file.endsWith(".csv")) actual.set(file, csvRows(file.slice(0, -4)).length);
      else if (file === "category_images/*.jpg") actual.set(file, filesIn("category_images", ".jpg"));
      else if (file === "documents/*.pdf") actual.set(file, filesIn("documents", ".pdf"));
    }
    // Every CSV file of the demo, and the two folders of images and PDFs.
    expect(table.size).toBe(readdirSync(join(root, demo)).filter((name) => name.endsWith(".csv")).length + 2);
    expect(Object.fromEntries(table)).toEqual(Object.fromEntries(actual));
  });

  it("describes the catalogue as it is", () => {
    const categories = csvRows("categories");
    const level = (n: string) => categories.filter((row) => row.level === n);
    expect(
      stated(/(\d+) top-level families \((\d+) featured\), (\d+) level-1 groups, (\d+) level-2 categories/),
    ).toEqual([
      level("0").length,
      level("0").filter((row) => row.featured === "true").length,
      level("1").length,
      level("2").length,
    ]);

    const equipment = csvRows("equipment");
    expect(stated(/([\d,]+) hire items and (\d+) resale/)).toEqual([
      equipment.filter((row) => row.type === "Hire").length,
      equipment.filter((row) => row.type === "Resale").length,
    ]);

    const documents = csvRows("category_documents");
    expect(stated(/operating instructions for (\d+) level-2 categories/)).toEqual([
      new Set(documents.map((row) => row.categorySlug)).size,
    ]);
    expect(filesIn("documents", ".pdf")).toBe(new Set(documents.map((row) => row.url)).size);

    const specials = csvRows("specials");
    expect(stated(/offers in (\d+) groups; (\d+) featured, (\d+) `enquire`, (\d+) without equipment/)).toEqual([
      new Set(specials.map((row) => row.categoryName)).size,
      specials.filter((row) => row.featured === "true").length,
      specials.filter((row) => row.enquire === "true").length,
      specials.filter((row) => !row.equipmentSlug).length,
    ]);

    // A picture per category and one per item (scripts/demo/item-images.ts).
    expect(filesIn("category_images", ".jpg")).toBe(categories.length + equipment.length);
  });
});

describe("README.md", () => {
  it("documents every setting server/config.ts reads", () => {
    const settings = [...read("server/config.ts").matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((match) => match[1]);
    expect(settings.length, "settings found in server/config.ts (is the pattern still right?)").toBeGreaterThan(20);
    const configuration = /^## Configuration\n([\s\S]*?)\n## /m.exec(read("README.md"))?.[1] ?? "";
    expect(settings.filter((name) => !configuration.includes(`\`${name}\``))).toEqual([]);
  });

  it("lists every document in docs/", () => {
    const readme = read("README.md");
    const layout = /^docs\/ {2,}[\s\S]*?^```/m.exec(readme)?.[0];
    if (!layout) throw new Error("README.md's layout block has no docs/ entry");
    const entries = readdirSync(join(root, "docs")).map((name) =>
      statSync(join(root, "docs", name)).isDirectory() ? `${name}/` : name,
    );
    const missing = entries.filter((entry) => !layout.includes(entry));
    expect(missing, "documents missing from README.md's list of docs/").toEqual([]);
  });
});

describe("every document", () => {
  it("names only files and folders that exist", () => {
    const documents = [
      "README.md",
      `${demo}/README.md`,
      ...readdirSync(join(root, "docs"))
        .filter((name) => name.endsWith(".md"))
        .map((name) => `docs/${name}`),
      ...readdirSync(join(root, "docs", "decisions")).map((name) => `docs/decisions/${name}`),
    ];
    // Folders .gitignore names (app/generated/, build/) are made by the build, so a fresh clone has none yet.
    const generated = read(".gitignore")
      .split("\n")
      .filter((line) => line.endsWith("/") && !line.startsWith("#"));
    const missing: string[] = [];
    for (const document of documents) {
      for (const [, path] of read(document).matchAll(
        /`((?:app|server|core|scripts|tests|docs|data|public|build-tools)\/[\w./-]*)`/g,
      )) {
        if (/[*{<]|\.\.\./.test(path)) continue;
        if (generated.some((folder) => path.startsWith(folder))) continue;
        if (!statSync(join(root, path), { throwIfNoEntry: false })) missing.push(`${document}: ${path}`);
      }
    }
    expect(missing, "paths named in documents that are not in the repository").toEqual([]);
  });
});

describe("docs/operations.md", () => {
  it("describes every metric the server exports", () => {
    const metrics = [...read("server/metrics.ts").matchAll(/name: "(hirebase_\w+)"/g)].map((match) => match[1]);
    expect(metrics.length, "metrics found in server/metrics.ts (is the pattern still right?)").toBeGreaterThan(5);
    const operations = read("docs/operations.md");
    expect(metrics.filter((name) => !operations.includes(`\`${name}`))).toEqual([]);
  });
});

describe("docs/threat-model.md", () => {
  it("names every runtime dependency, and only those", () => {
    const table = /^## Runtime dependencies\n([\s\S]*?)\n## /m.exec(read("docs/threat-model.md"))?.[1];
    if (!table) throw new Error("docs/threat-model.md has no 'Runtime dependencies' section");
    const named = [...table.matchAll(/^\|(.*?)\|/gm)].flatMap((row) =>
      [...row[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]),
    );
    const dependencies = Object.keys((JSON.parse(read("package.json")) as { dependencies: object }).dependencies);
    expect({
      missing: dependencies.filter((name) => !named.includes(name)),
      notDependencies: named.filter((name) => !dependencies.includes(name)),
    }).toEqual({ missing: [], notDependencies: [] });
  });
});

describe("docs/decisions/", () => {
  const folder = join(root, "docs", "decisions");
  const topics = readdirSync(folder).filter((name) => name.endsWith(".md") && name !== "README.md");
  /** Codes per topic file, from its headings: "### R9. ..." and "### Y3 (and Z1). ...". */
  const codes = new Map(
    topics.map((topic) => {
      const headings = readFileSync(join(folder, topic), "utf8").match(/^### [^.\n]+/gm) ?? [];
      return [topic, new Set(headings.flatMap((heading) => heading.match(/\b[A-Z]\d+\b/g) ?? []))] as const;
    }),
  );

  it("lists every topic file in its index", () => {
    const index = readFileSync(join(folder, "README.md"), "utf8");
    expect(topics.filter((topic) => !index.includes(`(${topic})`))).toEqual([]);
  });

  it("gives every letter series a row in the index's legend", () => {
    const index = readFileSync(join(folder, "README.md"), "utf8");
    const legend = new Set([...index.matchAll(/^\| ([A-Z]) +\|/gm)].map((row) => row[1]));
    const letters = new Set([...codes.values()].flatMap((set) => [...set].map((code) => code[0])));
    expect([...letters].filter((letter) => !legend.has(letter))).toEqual([]);
  });

  it("uses each code once", () => {
    const seen = [...codes.values()].flatMap((set) => [...set]);
    expect(seen.filter((code, index) => seen.indexOf(code) !== index)).toEqual([]);
  });

  it("holds every code that code, tests and documents cite", () => {
    const citation = /docs\/decisions\/([a-z-]+\.md)((?:[ ,:;]+(?:and |or )?[A-Z]\d+(?:-[A-Z]?\d+)?)+)/g;
    const broken: string[] = [];
    let checked = 0;
    const visit = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name === "node_modules" || name.startsWith(".") || name === "build" || name === "dist") continue;
        const path = join(dir, name);
        if (statSync(path).isDirectory()) visit(path);
        else if (/\.(ts|tsx|mjs|js|css|md)$/.test(name)) {
          const text = readFileSync(path, "utf8");
          if (/docs\/decisions\.md[ ,:]+[A-Z]\d/.test(text))
            broken.push(`${relative(root, path)}: docs/decisions.md, now docs/decisions/`);
          for (const match of text.matchAll(citation)) {
            const topic = codes.get(match[1]);
            for (const code of match[2].match(/[A-Z]\d+/g) ?? []) {
              checked++;
              if (!topic?.has(code)) broken.push(`${relative(root, path)}: docs/decisions/${match[1]} ${code}`);
            }
          }
        }
      }
    };
    for (const dir of ["app", "server", "core", "scripts", "tests", "docs", "build-tools"]) {
      if (statSync(join(root, dir), { throwIfNoEntry: false })?.isDirectory()) visit(join(root, dir));
    }
    for (const file of ["README.md", "vite.config.ts"]) {
      for (const match of read(file).matchAll(citation)) {
        for (const code of match[2].match(/[A-Z]\d+/g) ?? []) {
          if (!codes.get(match[1])?.has(code)) broken.push(`${file}: docs/decisions/${match[1]} ${code}`);
        }
      }
    }
    expect(broken, "citations of a code its topic file does not hold").toEqual([]);
    expect(checked, "citations found (is the pattern still right?)").toBeGreaterThan(100);
  });
});
