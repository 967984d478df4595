// The words of the demo's safety guides: the kind of document a title names picks the guide's introduction and
// sections (KIND_WORDS), and the hazards its title and category family suggest add theirs. Deterministic.
import { site } from "../../core/site.js";
import { hazardNotes } from "./guide-hazards.js";
import type { TreeNode } from "./tree.js";

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

/** The closing section of instructions, checklists and guides. */
const returnSection: GuideSection = {
  heading: "Faults and returns",
  bullets: [
    "Stop using the equipment at once if it is damaged or does not work as it should, and call your branch.",
    `Our hire desk is on ${site.phone}; we will repair or swap the equipment as quickly as we can.`,
    "Return the equipment clean, with all accessories, guards and the documents supplied with it.",
  ],
};

interface KindContext {
  title: string;
  category: TreeNode;
  /** The category's name in lower case, as a sentence uses it. */
  equipment: string;
}

/** Each kind of document's introduction and sections. */
const KIND_WORDS: Record<DocumentKind, (context: KindContext) => Pick<Guide, "intro" | "sections">> = {
  instructions: ({ equipment }) => ({
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
  }),
  "data-sheet": ({ equipment }) => ({
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
  }),
  examination: ({ title, category }) => ({
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
  }),
  checklist: ({ title, equipment }) => ({
    intro: `Use this checklist with ${equipment}. Complete it before each use and keep it with your site records.`,
    sections: [
      checklistSection(title),
      {
        heading: "Record",
        bullets: ["Checked by: ____________________", "Date: ____________", "Site: ____________________"],
      },
      returnSection,
    ],
  }),
  guide: ({ title, category, equipment }) => ({
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
  }),
};

/** The words of a guide for one document of one category. */
export function guideFor(title: string, category: TreeNode): Guide {
  const equipment = category.name.toLowerCase();
  return {
    title,
    category: category.name,
    subtitle: `${category.name} · ${category.top.name}`,
    ...KIND_WORDS[documentKind(title)]({ title, category, equipment }),
  };
}
