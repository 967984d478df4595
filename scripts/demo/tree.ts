import { catalogueDefinition } from "./catalogue/index.js";
import type { Level1Def, Level2Def, ProductFamily, RateType, TopDef } from "./catalogue/dsl.js";
import { groupFamilies, topKit, type FamilyLook } from "./catalogue/families.js";
import { slugify } from "./text.js";

/** A category of the generated tree, with its full code and slug. */
export interface TreeNode {
  level: 0 | 1 | 2;
  name: string;
  slug: string;
  code: string;
  parent: TreeNode | null;
  children: TreeNode[];
  /** Position among its siblings, from 0. */
  index: number;
  top: TopDef;
  /** Position of the top-level family, from 0. */
  topIndex: number;
  def: TopDef | Level1Def | Level2Def;
  /** The family whose picture, safety advice and documents the category shows. */
  family: Family;
}

export interface Family extends FamilyLook {
  /** The category that defines the family (a top-level category or a level-1 group). */
  name: string;
}

function topFamily(top: TopDef): Family {
  const kit = topKit[top.code];
  if (!kit) throw new Error(`no kit words for the ${top.code} family`);
  const { name, pictogram, advice, points, docs } = top;
  return { name, pictogram, advice, points, docs, kit };
}

export interface Level2Node extends TreeNode {
  level: 2;
  def: Level2Def;
}

export interface CategoryTree {
  /** Every category, parents before children, in display order. */
  nodes: TreeNode[];
  tops: TreeNode[];
  level2: Level2Node[];
  byCode: Map<string, TreeNode>;
}

/** Builds the category tree from the catalogue definition, checking that codes and slugs are unique. */
export function buildCategoryTree(definition: readonly TopDef[] = catalogueDefinition): CategoryTree {
  const nodes: TreeNode[] = [];
  const byCode = new Map<string, TreeNode>();
  const slugs = new Set<string>();

  const add = (node: TreeNode) => {
    if (byCode.has(node.code)) throw new Error(`duplicate category code ${node.code}`);
    if (slugs.has(node.slug)) throw new Error(`duplicate category slug ${node.slug} (${node.code})`);
    byCode.set(node.code, node);
    slugs.add(node.slug);
    nodes.push(node);
    node.parent?.children.push(node);
    return node;
  };

  definition.forEach((top, topIndex) => {
    const family = topFamily(top);
    const base = { children: [], top, topIndex };
    const topNode = add({
      ...base,
      family,
      level: 0,
      name: top.name,
      slug: slugify(top.name),
      code: top.code,
      parent: null,
      index: topIndex,
      def: top,
    });
    top.children.forEach((group, groupIndex) => {
      const code = `${top.code}-${group.code}`;
      const own = groupFamilies[code];
      const groupFamily = own ? { name: group.name, ...own } : family;
      const groupNode = add({
        ...base,
        family: groupFamily,
        children: [],
        level: 1,
        name: group.name,
        slug: slugify(group.name),
        code,
        parent: topNode,
        index: groupIndex,
        def: group,
      });
      group.children.forEach((leaf, leafIndex) => {
        add({
          ...base,
          family: groupFamily,
          children: [],
          level: 2,
          name: leaf.name,
          slug: slugify(leaf.name),
          code: `${groupNode.code}-${leaf.code}`,
          parent: groupNode,
          index: leafIndex,
          def: leaf,
        });
      });
    });
  });

  for (const code of Object.keys(groupFamilies)) {
    if (byCode.get(code)?.level !== 1) throw new Error(`family for ${code}, which is not a level-1 category`);
  }
  const level2 = nodes.filter((node): node is Level2Node => node.level === 2);
  for (const leaf of level2) {
    if (leaf.def.products.length === 0) throw new Error(`level-2 category ${leaf.code} has no products`);
    for (const family of leaf.def.products) {
      for (const code of family.also ?? []) {
        const other = byCode.get(code);
        if (!other || other.level !== 2)
          throw new Error(`'${family.name}' is also listed in ${code}, which is not a level-2 category`);
      }
    }
  }
  return { nodes, tops: nodes.filter((node) => node.level === 0), level2, byCode };
}

export function rateTypeOf(leaf: Level2Node, family: ProductFamily): RateType {
  return family.per ?? leaf.def.per ?? leaf.top.per;
}

export function itemTypeOf(leaf: Level2Node, family: ProductFamily) {
  return family.type ?? leaf.def.type ?? "Hire";
}
