import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { headOfficeAddress, site } from "../../core/site.js";
import type { DocumentRow } from "./documents.js";
import type { CategoryTree, TreeNode } from "./tree.js";
import { renderPdf } from "../../server/pdf/pdf.js";

/**
 * One short safety-guide PDF per document link of the demo catalogue (data/demo/documents/<name>.pdf),
 * written from whatever titles scripts/demo-data/documents.ts holds: the text is chosen by the kind of
 * document its title names (safety guide, data sheet, operating instructions, LOLER, checklist) and by
 * the hazards its title and category family suggest. Deterministic: fixed dates, no random choices.
 */

export interface GuideSection {
  heading: string;
  bullets: string[];
}

export interface Guide {
  title: string;
  /** The category's name, for the document's Subject. */
  category: string;
  subtitle: string;
  intro: string;
  sections: GuideSection[];
}

/** Hazard notes, picked when a keyword appears in the document title or the category's family. */
const hazardNotes: { match: RegExp; heading: string; bullets: string[] }[] = [
  {
    match: /height|access|boom|scissor|scaffold|tower|ladder|harness|rescue/i,
    heading: "Working at height",
    bullets: [
      "Plan the work so that nobody works at height when it can be done from the ground.",
      "Check the ground can take the machine's weight and outrigger loads; avoid slopes, voids and soft verges.",
      "Wear a full-body harness with a short work-restraint lanyard in boom-type platforms.",
      "Never climb on guard rails or use boxes or ladders to gain extra height.",
      "Have a written rescue plan and a trained person on the ground who can lower the platform.",
    ],
  },
  {
    match: /vibration|breaker|hammer|compact|rammer|breaking/i,
    heading: "Hand-arm vibration",
    bullets: [
      "Check the tool's vibration magnitude (m/s²) on the label and plan trigger time to stay below the exposure action value.",
      "Rotate operators and take regular breaks; keep hands warm and dry.",
      "Let the tool do the work: grip only as firmly as control needs.",
      "Report tingling, numbness or whitening of the fingers to your supervisor.",
    ],
  },
  {
    match: /dust|silica|cutt|disc|core|blast|sand|cleaning/i,
    heading: "Dust and silica",
    bullets: [
      "Cutting concrete, stone and brick releases respirable crystalline silica: always use water suppression or on-tool extraction.",
      "Wear a face-fit-tested FFP3 mask as well as dust control, never instead of it.",
      "Keep the water bottle full or the extractor filter clean; stop if the dust cloud becomes visible.",
      "Clean up with an M- or H-class vacuum, never by dry sweeping.",
    ],
  },
  {
    match: /generator|heater|fuel|lpg|power|heating|plant|pump/i,
    heading: "Fuel, fumes and fire",
    bullets: [
      "Never run petrol, diesel or LPG engines or heaters indoors or in enclosed spaces: exhaust fumes contain carbon monoxide.",
      "Refuel only with the engine stopped and cool, away from sources of ignition; no smoking.",
      "Store fuel in approved, labelled containers and LPG cylinders upright in a ventilated place.",
      "Keep a suitable fire extinguisher within reach.",
    ],
  },
  {
    match: /electric|generator|power tool|powertools|110v/i,
    heading: "Electrical safety",
    bullets: [
      "Use 110V tools on site, supplied through a centre-tapped transformer; use 240V only with an RCD.",
      "Check plugs, cables and extension leads for damage before each use; never repair with tape.",
      "Route cables where they cannot be run over, trapped or tripped over.",
      "Disconnect the supply before changing blades, bits or accessories.",
    ],
  },
  {
    match: /lifting|loler|hoist|telehandler|crane|jack/i,
    heading: "Lifting operations",
    bullets: [
      "Every lift must be planned by a competent person; never exceed the safe working load (SWL) marked on the equipment.",
      "Check the thorough examination certificate is in date before use.",
      "Keep people out from under suspended loads and use tag lines to control swing.",
      "Inspect slings, shackles and chains before each lift and quarantine anything damaged.",
    ],
  },
  {
    match: /garden|chainsaw|mower|hedge|shredder|stump/i,
    heading: "Garden machinery",
    bullets: [
      "Clear the area of stones, wire and debris before starting, and keep children and pets well away.",
      "Wear eye and hearing protection, gloves and safety boots; chainsaw users need full chainsaw PPE and training.",
      "Stop the engine and wait for blades to stop before clearing blockages.",
    ],
  },
  {
    match: /hot works|welding|torch|burner|roofing/i,
    heading: "Hot works",
    bullets: [
      "Obtain a hot-works permit where the site requires one.",
      "Remove or protect combustible materials within 10 metres and keep an extinguisher ready.",
      "Keep a fire watch for at least 60 minutes after the work finishes.",
    ],
  },
  {
    match: /excavation|digging|hsg47|trench|plant/i,
    heading: "Digging and excavations",
    bullets: [
      "Locate underground services with plans and a cable avoidance tool (CAT and Genny) before breaking ground.",
      "Support or batter back the sides of any excavation people may enter.",
      "Keep spoil, plant and materials back from the edge; fence or barrier open excavations.",
    ],
  },
  {
    match: /confined space/i,
    heading: "Confined spaces",
    bullets: [
      "Avoid entry where possible; otherwise work only under a safe system of work and a permit.",
      "Test the atmosphere before and during entry and provide ventilation.",
      "Have a trained rescue team and equipment at the entrance before anyone goes in.",
    ],
  },
  {
    match: /compressed air|compressor|nail|cartridge/i,
    heading: "Stored energy",
    bullets: [
      "Never point an air line, nail gun or cartridge tool at anyone, or use compressed air to clean clothing or skin.",
      "Check hoses and couplings are secure and fitted with whip checks.",
      "Disconnect the air or remove the cartridge strip before clearing jams.",
    ],
  },
];

const generalPpe =
  "Wear the personal protective equipment the task needs: safety boots, gloves, eye and hearing protection.";

/** What kind of document a title names. */
export type DocumentKind = "instructions" | "data-sheet" | "examination" | "checklist" | "guide";

export function documentKind(title: string): DocumentKind {
  if (/operating instructions|instructions|manual/i.test(title)) return "instructions";
  if (/data sheet|coshh|sds/i.test(title)) return "data-sheet";
  if (/loler|examination|certificate|calibration/i.test(title)) return "examination";
  if (/checklist|template|plan/i.test(title)) return "checklist";
  return "guide";
}

function hazardSections(title: string, category: TreeNode): GuideSection[] {
  const haystack = `${title} ${category.name} ${category.top.name}`;
  const found = hazardNotes.filter((note) => note.match.test(haystack)).slice(0, 2);
  return found.map(({ heading, bullets }) => ({ heading, bullets }));
}

function checklistSection(title: string): GuideSection {
  if (/rescue/i.test(title))
    return {
      heading: "Rescue plan (complete before work starts)",
      bullets: [
        "[  ] Who may need rescuing, from where, and how they will be reached: ____________________",
        "[  ] Rescue equipment on site and checked (descender, rescue kit, ground controls): __________",
        "[  ] Named rescuers, trained and present whenever work at height is under way: __________",
        "[  ] How the alarm is raised and the emergency services are called: ____________________",
        "[  ] Aim to reach a suspended person within 10 minutes to avoid suspension trauma",
      ],
    };
  if (/harness/i.test(title))
    return {
      heading: "Checks before use (tick each one)",
      bullets: [
        "[  ] Labels legible and the inspection date in date",
        "[  ] Webbing, stitching and fittings free from cuts, fraying, burns and chemical damage",
        "[  ] Buckles, karabiners and connectors close and lock correctly",
        "[  ] Energy absorber pack intact and not deployed",
        "[  ] Rescue plan in place and the rescue kit on site",
      ],
    };
  return {
    heading: "Checks before use (tick each one)",
    bullets: [
      "[  ] Equipment complete, clean and undamaged, guards in place",
      "[  ] Safety labels and inspection tags legible and in date",
      "[  ] Cables, hoses, fixings and controls in good order",
      "[  ] Work area assessed, barriered and clear of bystanders",
      "[  ] Operator trained and wearing the right protective equipment",
    ],
  };
}

/** The words of a guide for one document of one category. */
export function guideFor(title: string, category: TreeNode): Guide {
  const equipment = category.name.toLowerCase();
  const subtitle = `${category.name} · ${category.top.name}`;
  const returnSection: GuideSection = {
    heading: "Faults and returns",
    bullets: [
      "Stop using the equipment at once if it is damaged or does not work as it should, and call your branch.",
      `Our hire desk is on ${site.phone}; we will repair or swap the equipment as quickly as we can.`,
      "Return the equipment clean, with all accessories, guards and the documents supplied with it.",
    ],
  };
  switch (documentKind(title)) {
    case "instructions":
      return {
        title,
        category: category.name,
        subtitle,
        intro: `Read these instructions before using ${equipment} hired from ${site.name}. They summarise the manufacturer's handbook supplied with the machine, which you should keep with it throughout the hire.`,
        sections: [
          {
            heading: "Before you start",
            bullets: [
              "Check the equipment is complete, clean and undamaged, with guards and safety labels in place.",
              "Check fluid levels, cables, hoses and fixings; never use equipment that is damaged.",
              "Make sure the operator has been shown how to use it and can stop it quickly.",
              generalPpe,
            ],
          },
          {
            heading: "Using the equipment",
            bullets: [
              "Set the equipment up on firm, level ground with enough room to work safely.",
              "Keep bystanders away from the work area and never leave running equipment unattended.",
              "Use only the accessories, blades and consumables recommended for the machine.",
              "Do not remove, adjust or bypass guards or safety devices.",
            ],
          },
          {
            heading: "After use",
            bullets: [
              "Switch off, isolate the power or fuel supply and let the equipment cool before cleaning or moving it.",
              "Store it securely, out of the weather and away from unauthorised people.",
            ],
          },
          returnSection,
        ],
      };
    case "data-sheet":
      return {
        title,
        category: category.name,
        subtitle,
        intro: `This summary sheet supports your COSHH assessment for products used with ${equipment}. Always read the supplier's full safety data sheet and the product label before use.`,
        sections: [
          {
            heading: "Hazards",
            bullets: [
              "May irritate the skin, eyes and respiratory tract; some products cause burns or sensitisation.",
              "Vapours or dust may build up in poorly ventilated areas.",
            ],
          },
          {
            heading: "Handling and storage",
            bullets: [
              "Use in a well-ventilated area; avoid breathing dust, mist or vapour.",
              "Keep containers closed, labelled and stored upright, away from heat, food and drink.",
              "Do not mix with other products unless the label says so.",
            ],
          },
          {
            heading: "Protective equipment",
            bullets: [
              "Chemical-resistant gloves and safety goggles; add a suitable respirator where the label requires one.",
              "Wash hands before eating, drinking or smoking.",
            ],
          },
          {
            heading: "First aid",
            bullets: [
              "Eyes: rinse with clean water for at least 15 minutes and seek medical advice.",
              "Skin: remove contaminated clothing and wash with soap and water.",
              "Swallowed: rinse the mouth, do not induce vomiting, and get medical help with the label.",
            ],
          },
          {
            heading: "Spills and disposal",
            bullets: [
              "Contain spills with sand or absorbent granules; keep them out of drains and watercourses.",
              "Dispose of waste and empty containers through a licensed waste carrier.",
            ],
          },
        ],
      };
    case "examination":
      return {
        title,
        category: category.name,
        subtitle,
        intro: `Lifting equipment and accessories must be thoroughly examined by a competent person under the Lifting Operations and Lifting Equipment Regulations 1998 (LOLER). ${site.name} examines every machine in this category before it goes out on hire.`,
        sections: [
          {
            heading: "What we do",
            bullets: [
              "A thorough examination at least every 6 months for equipment that lifts people and for lifting accessories, and every 12 months for other lifting equipment.",
              "A pre-hire inspection and function test before each hire.",
              "A copy of the current report of thorough examination is supplied with the equipment; ask your branch for another at any time.",
            ],
          },
          {
            heading: "What you must do",
            bullets: [
              "Carry out and record pre-use checks every day the equipment is used.",
              "Keep the report of thorough examination on site for the length of the hire.",
              "Have any hire of more than 6 months examined again; we will arrange it with you.",
              "Stop using the equipment and call us if it is damaged, overloaded or involved in an incident.",
            ],
          },
          ...hazardSections(title, category).slice(0, 1),
        ],
      };
    case "checklist":
      return {
        title,
        category: category.name,
        subtitle,
        intro: `Use this checklist with ${equipment}. Complete it before each use and keep it with your site records.`,
        sections: [
          checklistSection(title),
          {
            heading: "Record",
            bullets: ["Checked by: ____________________", "Date: ____________", "Site: ____________________"],
          },
          returnSection,
        ],
      };
    case "guide":
      return {
        title,
        category: category.name,
        subtitle,
        intro: `This guide covers the main risks of working with ${equipment}. It does not replace your own risk assessment, the manufacturer's instructions or the training the operator needs.`,
        sections: [
          ...hazardSections(title, category),
          {
            heading: "Everyday precautions",
            bullets: [
              "Only trained, competent people over 18 should operate the equipment.",
              "Inspect it before each use and never use it if it is damaged.",
              generalPpe,
              "Keep the work area tidy, well lit and clear of people who are not involved.",
            ],
          },
          returnSection,
        ],
      };
  }
}

const NAVY = site.colors.brand;
const AMBER = site.colors.accent;
const INK = "#1a1a1a";
const MUTED = "#4b5563";
/** A fixed date so reruns write byte-identical files. */
const ISSUED = new Date(Date.UTC(2025, 0, 1));

/** Renders one guide as a one- or two-page A4 PDF. */
export function renderGuidePdf(guide: Guide): Promise<Buffer> {
  return renderPdf(
    {
      size: "A4",
      margins: { top: 56, bottom: 64, left: 56, right: 56 },
      info: {
        Title: guide.title,
        Subject: `${guide.title} for ${guide.category}`,
        Author: site.name,
        Creator: site.name,
        Producer: site.name,
        CreationDate: ISSUED,
        ModDate: ISSUED,
      },
      lang: "en-GB",
      displayTitle: true,
      compress: true,
      bufferPages: true,
    },
    (doc) => {
      const width = doc.page.width;
      const left = doc.page.margins.left;
      const textWidth = width - left - doc.page.margins.right;

      // Header band
      doc.rect(0, 0, width, 118).fill(NAVY);
      doc.rect(0, 118, width, 6).fill(AMBER);
      doc
        .fillColor(AMBER)
        .font("Helvetica-Bold")
        .fontSize(11)
        .text(site.name.toUpperCase(), left, 28, { characterSpacing: 1.5 });
      doc.fillColor("white").font("Helvetica-Bold").fontSize(22).text(guide.title, left, 46, { width: textWidth });
      doc.font("Helvetica").fontSize(11).fillColor("#dbe6f2").text(guide.subtitle, left, 80, { width: textWidth });

      doc.y = 146;
      doc
        .fillColor(INK)
        .font("Helvetica")
        .fontSize(11)
        .text(guide.intro, left, doc.y, { width: textWidth, lineGap: 2 });

      for (const section of guide.sections) {
        doc.moveDown(0.9);
        doc
          .fillColor(NAVY)
          .font("Helvetica-Bold")
          .fontSize(13)
          .text(section.heading, left, doc.y, { width: textWidth });
        doc.moveDown(0.3);
        doc.fillColor(INK).font("Helvetica").fontSize(10.5);
        for (const bullet of section.bullets) {
          const checkbox = bullet.startsWith("[  ]");
          doc.text(checkbox ? bullet : `•  ${bullet}`, left + 8, doc.y, { width: textWidth - 8, lineGap: 1.5 });
          doc.moveDown(0.25);
        }
      }

      doc.moveDown(1);
      doc
        .fillColor(MUTED)
        .font("Helvetica-Oblique")
        .fontSize(9)
        .text(
          "This guide is a summary for hire customers. It does not replace the manufacturer's instructions, your risk assessment or the law, including the Health and Safety at Work etc. Act 1974 and the regulations made under it.",
          left,
          doc.y,
          { width: textWidth },
        );

      // Footer on every page
      const range = doc.bufferedPageRange();
      for (let index = range.start; index < range.start + range.count; index++) {
        doc.switchToPage(index);
        const y = doc.page.height - 44;
        doc.page.margins.bottom = 0;
        doc
          .moveTo(left, y - 8)
          .lineTo(width - left, y - 8)
          .lineWidth(0.5)
          .strokeColor("#cbd5e1")
          .stroke();
        doc
          .fillColor(MUTED)
          .font("Helvetica")
          .fontSize(8)
          .text(
            `${site.legalName} · ${headOfficeAddress} · ${site.phone} · ${site.email} · Issued January 2025 · Page ${index + 1} of ${range.count}`,
            left,
            y,
            { width: textWidth, align: "center", lineBreak: false },
          );
      }
    },
  );
}

/**
 * Writes one PDF per distinct document URL into `folder`, after removing PDFs a previous run left
 * behind (a renamed title would otherwise leave an orphan). Returns counts for the generator's summary.
 */
export async function writeDocumentPdfs(
  documents: DocumentRow[],
  tree: CategoryTree,
  folder: string,
): Promise<{ count: number; bytes: number; largest: number }> {
  const bySlug = new Map(tree.nodes.map((node) => [node.slug, node]));
  await mkdir(folder, { recursive: true });
  for (const name of await readdir(folder)) if (name.endsWith(".pdf")) await rm(join(folder, name));

  const written = new Set<string>();
  let bytes = 0;
  let largest = 0;
  for (const document of documents) {
    const match = /^\/documents\/([a-z0-9][a-z0-9._-]*\.pdf)$/.exec(document.url);
    if (!match) throw new Error(`document URL ${document.url} is not /documents/<name>.pdf`);
    const name = basename(match[1]);
    if (written.has(name)) continue;
    const category = bySlug.get(document.categorySlug);
    if (!category) throw new Error(`document ${document.url} names unknown category ${document.categorySlug}`);
    const pdf = await renderGuidePdf(guideFor(document.title, category));
    await writeFile(join(folder, name), pdf);
    written.add(name);
    bytes += pdf.length;
    largest = Math.max(largest, pdf.length);
  }
  return { count: written.size, bytes, largest };
}
