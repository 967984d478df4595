import MiniSearch, { type SearchResult } from "minisearch";
import type { Equipment } from "../../../core/catalogue-types.js";
import type { CatalogueData } from "./snapshot.js";
import { tradeSynonyms } from "./synonyms.js";

export interface EquipmentSearch {
  /** Best matches first: exact product code, then items by how many searched words their name holds, then the rest. */
  search(query: string, limit?: number): Equipment[];
}

interface SearchDocument {
  id: number;
  name: string;
  productCode: string;
  categoryNames: string;
  description: string;
}

const stopWords = new Set(["a", "an", "and", "for", "the", "with", "of", "to", "in", "hire", "rent", "rental"]);

const synonymEntries = Object.entries(tradeSynonyms).sort((a, b) => b[0].length - a[0].length);

function stripHtml(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
}

function tokenize(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/** Adds the catalogue's words for any trade word or phrase in the query (kango -> breaker). */
export function expandQuery(query: string): { terms: string[]; synonymTerms: string[] } {
  let text = ` ${normalise(query)} `;
  const synonymTerms: string[] = [];
  for (const [phrase, expansion] of synonymEntries) {
    const needle = ` ${phrase} `;
    if (text.includes(needle)) {
      synonymTerms.push(...tokenize(expansion));
      // Multi-word slang (wacker plate) is replaced so its parts do not also have to match.
      if (phrase.includes(" ")) text = text.replace(needle, " ");
    }
  }
  const terms = tokenize(text).filter((term) => !stopWords.has(term));
  return { terms, synonymTerms };
}

const searchOptions = {
  boost: { name: 3, productCode: 3, categoryNames: 1.5, description: 0.3 },
  prefix: (term: string) => term.length >= 2,
  fuzzy: (term: string) => (term.length >= 4 && !/\d/.test(term) ? 0.2 : false),
  maxFuzzy: 2,
};

export async function buildEquipmentSearch(data: CatalogueData): Promise<EquipmentSearch> {
  const index = new MiniSearch<SearchDocument>({
    fields: ["name", "productCode", "categoryNames", "description"],
    tokenize,
    processTerm: (term) => term.toLowerCase(),
    searchOptions,
  });
  const documents = data.equipment.map((item) => ({
    id: item.id,
    name: item.name,
    productCode: item.productCode,
    categoryNames: item.categories.map((ref) => ref.name).join(" "),
    description: stripHtml(item.fullDescription),
  }));
  // Chunked so a large catalogue never blocks request handling for long (DECISIONS C5).
  await index.addAllAsync(documents, { chunkSize: 500 });

  const byProductCode = new Map(data.equipment.map((item) => [normalise(item.productCode).replace(/ /g, ""), item]));
  const nameTokens = new Map(data.equipment.map((item) => [item.id, new Set(tokenize(item.name))]));

  /** How many of the matched words are in the item's name: more name words rank higher. */
  const nameMatches = (result: SearchResult) => {
    const tokens = nameTokens.get(result.id as number);
    return Object.entries(result.match).filter(([term, fields]) => fields.includes("name") || tokens?.has(term)).length;
  };

  return {
    search(query, limit = 100) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      const exact = byProductCode.get(normalise(trimmed).replace(/ /g, ""));
      const { terms, synonymTerms } = expandQuery(trimmed);

      let results: SearchResult[] = [];
      if (terms.length || synonymTerms.length) {
        const queries = [];
        if (terms.length) queries.push({ queries: terms, combineWith: "AND" as const });
        if (synonymTerms.length) queries.push({ queries: synonymTerms, combineWith: "AND" as const });
        results = index.search({ queries, combineWith: "OR" });
        // Nothing has every word: fall back to items matching any of them.
        if (results.length === 0 && terms.length > 1) {
          results = index.search({ queries: [...terms, ...synonymTerms], combineWith: "OR" });
        }
      }

      const ranked = results
        .map((result) => ({ result, nameMatch: nameMatches(result) }))
        .sort((a, b) => b.nameMatch - a.nameMatch || b.result.score - a.result.score);

      const items: Equipment[] = exact ? [exact] : [];
      for (const { result } of ranked) {
        if (items.length >= limit) break;
        const item = data.equipmentById.get(result.id as number);
        if (item && item !== exact) items.push(item);
      }
      return items.slice(0, limit);
    },
  };
}
