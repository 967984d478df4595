import { createRandom } from "./random.js";
import { slugify } from "./text.js";
import type { CategoryTree } from "./tree.js";

export interface DocumentRow {
  categorySlug: string;
  title: string;
  target: string;
  url: string;
  sortOrder: number;
}

/**
 * Safety guides, data sheets and instructions for level-2 categories. A category lists the
 * documents named in its definition, or (for about four in five categories) one to three of its
 * family's usual documents. Safety guides live at /documents/<slug>-safety-guide.pdf.
 */
export function buildDocuments(tree: CategoryTree): DocumentRow[] {
  const random = createRandom("documents");
  const rows: DocumentRow[] = [];
  for (const leaf of tree.level2) {
    let titles: string[];
    if (leaf.def.docs) {
      titles = leaf.def.docs;
    } else if (random.chance(0.82)) {
      const count = random.int(1, Math.min(3, leaf.family.docs.length));
      // The family's first document (its safety guide) always leads.
      titles = [leaf.family.docs[0], ...random.shuffle(leaf.family.docs.slice(1)).slice(0, count - 1)];
    } else {
      titles = [];
    }
    const kinds = new Set<string>();
    titles.forEach((title, index) => {
      let kind = /Safety Guide$/.test(title) ? "safety-guide" : slugify(title);
      if (kinds.has(kind)) kind = slugify(title);
      kinds.add(kind);
      rows.push({
        categorySlug: leaf.slug,
        title,
        target: "_blank",
        url: `/documents/${leaf.slug}-${kind}.pdf`,
        sortOrder: (index + 1) * 10,
      });
    });
  }
  return rows;
}
