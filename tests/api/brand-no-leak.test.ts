import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Brand } from "../../brands/brand.js";
import { brands } from "../../brands/index.js";
import { BRAND_IDS, type BrandId } from "../../brands/ids.js";
import { clientBuildFolder } from "../../server/paths.js";
import { vatPercent } from "../../core/estimate-vat.js";
import { publicStaticPaths } from "../../core/public-routes.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, RESALE, Visitor, weekday } from "../helpers/mylist.js";
import { pdfText } from "../helpers/pdf-text.js";
import { projectRoot, startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import type { TestApp } from "../helpers/test-app.js";

// Nothing of one brand leaks into the other (docs/white-label.md). Each brand runs in its own server
// process on its own production build (built first when missing or stale, docs/decisions/operation.md E30): every
// public page, every e-mail a hire request, a special request and a status change send, and both estimate PDFs must
// carry the brand's own name, and never another brand's name, e-mail domain, phone number, currency sign or VAT rate.

const domainOf = (brand: Brand) => brand.email.split("@")[1];

/** What gives a brand away: found in another brand's output, it has leaked. */
function giveaways(brand: Brand): string[] {
  const percent = vatPercent(brand.vatRate);
  // The name's first word too ('Kestrel'): copy copied from another brand often shortens the name.
  const [word] = brand.name.split(" ");
  return [word, domainOf(brand), brand.phone, brand.currency.symbol, `VAT at ${percent}`, `${percent} VAT`];
}

/** The text of an .eml file the file transport wrote: quoted-printable bodies and encoded words decoded. */
function emlText(raw: string): string {
  const bytes = raw
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => word.replace(/_/g, " "))
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** An estimate's text; WinAnsi writes the euro sign as 0x80, which pdfText reads as Latin-1. */
const pdfWords = (pdf: Buffer) => pdfText(pdf).replace(/\u0080/g, "€");

interface Rendered {
  /** Where the text came from ('/faqs', 'mail 00000003-hire-request-customer.eml', 'tracking PDF'). */
  source: string;
  text: string;
}

async function renderEverything(id: BrandId): Promise<Rendered[]> {
  const server: ServerProcess = await startServerProcess({
    env: { ...ADMIN_ENV, BRAND: id, SEED_DEMO: "true", PUBLIC_URL: "http://hirebase.test" },
    quiet: true,
  });
  try {
    const app = { baseUrl: server.baseUrl, fetch: server.fetch } as unknown as TestApp;
    const out: Rendered[] = [];
    const page = async (path: string) => {
      const response = await server.fetch(path);
      expect(response.status, `${id} ${path}`).toBe(200);
      // React separates text pieces with <!-- --> in server markup.
      out.push({ source: path, text: (await response.text()).replace(/<!-- -->/g, "") });
    };

    // A MyList, its estimate, a hire request, a special request and a status change: every e-mail there is.
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(bookablePeriod(2));
    await visitor.add(list.id, DAILY.slug, 2);
    await visitor.add(list.id, RESALE.slug, 3);
    const listPdf = await visitor.request("GET", `/api/reservations/${list.id}/estimate.pdf`);
    expect(listPdf.status).toBe(200);
    out.push({ source: "MyList estimate PDF", text: pdfWords(Buffer.from(await listPdf.arrayBuffer())) });
    const checkout = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
      ...PAT_CHECKOUT,
      collectionLocationId: 2,
      damageWaiver: false,
    });
    expect(checkout.status).toBe(201);
    const { referenceNumber } = (await checkout.json()) as { referenceNumber: string };
    const special = await server.fetch("/api/special-request", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email: "jo.bloggs@example.com",
        telephone: "0113 496 0000",
        postcode: "AB12 6QJ",
        daysRequired: "3",
        fromDate: `${weekday(4)}T00:00:00.000Z`,
        equipment: { equipmentSlug: DAILY.slug },
      }),
    });
    expect(special.status).toBe(201);
    const admin = new AdminClient(app);
    expect((await admin.login()).status).toBe(200);
    const moved = await admin.request(`/api/admin/requests/${referenceNumber}/status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "contacted", note: "Ready from 8am." }),
    });
    expect(moved.status).toBe(200);

    // Hire request and special request: customer and branch copies; the status change: the customer.
    const mailDir = join(server.dataDir, "mail");
    const mails = () => (existsSync(mailDir) ? readdirSync(mailDir).filter((name) => name.endsWith(".eml")) : []);
    await vi.waitFor(() => expect(mails().length, `${id}: e-mails written`).toBeGreaterThanOrEqual(5), {
      timeout: 30_000,
      interval: 250,
    });
    let trackingPath = "";
    for (const name of mails()) {
      const text = emlText(readFileSync(join(mailDir, name), "latin1"));
      out.push({ source: `mail ${name}`, text });
      trackingPath ||= /http:\/\/hirebase\.test(\/requests\/[^\s"<]+)/.exec(text)?.[1]?.replace(/&amp;/g, "&") ?? "";
    }
    expect(trackingPath, "the customer's e-mail links to the tracking page").toBeTruthy();
    await page(trackingPath);
    const trackingPdf = await server.fetch(`/api${trackingPath.replace(/\?/, "/estimate.pdf?")}`);
    expect(trackingPdf.status).toBe(200);
    out.push({ source: "tracking PDF", text: pdfWords(Buffer.from(await trackingPdf.arrayBuffer())) });

    // A safety guide the category pages link to: its document information names the company (the text is compressed).
    const guide = readdirSync(join(projectRoot, "data", "demo", "documents"))[0]!;
    const guidePdf = await server.fetch(`/documents/${guide}`);
    expect(guidePdf.status).toBe(200);
    const info = Buffer.from(await guidePdf.arrayBuffer())
      .toString("latin1")
      .match(/\d+ 0 obj\s*\([^)]*\)\s*endobj/g); // the document information's strings (author, title...)
    out.push({ source: `/documents/${guide}`, text: (info ?? []).join("\n") });

    // Every public page, an equipment page, a category page and a branch page.
    const categories = (await (await server.fetch("/api/categories?level=2")).json()) as { categorySlug: string }[];
    for (const path of [
      ...publicStaticPaths,
      `/equipment/${DAILY.slug}`,
      `/categories/${categories[0]!.categorySlug}`,
      "/locations/2",
    ]) {
      await page(path);
    }
    return out;
  } finally {
    await server.stop();
  }
}

const rendered = new Map<BrandId, Rendered[]>();

beforeAll(async () => {
  // One brand after the other: two servers seeding at once would fight over two cores.
  for (const id of BRAND_IDS) rendered.set(id, await renderEverything(id));
}, 480_000);
afterAll(() => rendered.clear());

describe.each(BRAND_IDS)("brand %s", (id) => {
  const own = brands[id].brand;

  it("shows its own name on every page, e-mail and estimate, and euro or pound prices as its own", () => {
    for (const { source, text } of rendered.get(id)!) {
      // The PDF writes the name in capitals in its header; pages and e-mails as it is.
      expect(text.includes(own.name) || text.includes(own.name.toUpperCase()), `${id} ${source}`).toBe(true);
    }
    const equipment = rendered.get(id)!.find(({ source }) => source === `/equipment/${DAILY.slug}`)!.text;
    expect(equipment).toContain(`${own.currency.symbol}${DAILY.rate}`);
    expect(equipment).toContain(`"priceCurrency":"${own.currency.code}"`);
    expect(equipment).toContain(`VAT at ${vatPercent(own.vatRate)}`);
  });

  it("lists its own counter rules for collecting on the tracking page (docs/decisions/mylist.md U19)", () => {
    const tracking = rendered.get(id)!.find(({ source }) => source.startsWith("/requests/"))!.text;
    const { counter } = brands[id];
    for (const text of [counter.heading, ...counter.items]) expect(tracking, `${id}: ${text}`).toContain(text);
    for (const other of BRAND_IDS.filter((candidate) => candidate !== id)) {
      expect(tracking).not.toContain(brands[other].counter.heading);
    }
  });

  it("holds nothing of any other brand", () => {
    const leaks: string[] = [];
    for (const other of BRAND_IDS.filter((candidate) => candidate !== id)) {
      for (const giveaway of giveaways(brands[other].brand)) {
        for (const { source, text } of rendered.get(id)!) {
          if (text.includes(giveaway)) leaks.push(`${source}: ${giveaway}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe("the production builds", () => {
  // Each brand's own folder, build/<id>/ (docs/decisions/operation.md E30): whichever have been built.
  const built = BRAND_IDS.filter((id) => existsSync(join(clientBuildFolder(id), "assets")));

  it.each(built)("%s: sends the browser one brand's data: no other brand's name, domain or colours", (id) => {
    const assets = join(clientBuildFolder(id), "assets");
    const scripts = readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(join(assets, name), "utf8"))
      .join("\n");
    expect(scripts).toContain(brands[id].brand.name);
    for (const other of BRAND_IDS.filter((candidate) => candidate !== id)) {
      const { brand } = brands[other];
      for (const giveaway of [brand.name, domainOf(brand), brand.colors.brand]) {
        expect(scripts.includes(giveaway), `${other}'s ${giveaway} in the ${id} build`).toBe(false);
      }
    }
  });
});
