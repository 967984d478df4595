import type { TextIndex } from "./text-index.js";
import type { TextIndexStore } from "./text-index-file.js";

/**
 * Keeps the index last read or saved in memory in front of `store`: a rebuild whose indexed texts are unchanged (an
 * import of specials, branches or documents) shares the serving snapshot's index instead of reading a second copy
 * from the file (docs/decisions/performance.md N36). Indexes are never changed once built, so sharing one is safe.
 */
export function reusingLatestIndex(store: TextIndexStore): TextIndexStore {
  let latest: { key: string; index: TextIndex } | undefined;
  return {
    async load(key) {
      if (latest?.key === key) return latest.index;
      const index = await store.load(key);
      if (index) latest = { key, index };
      return index;
    },
    save(key, index) {
      latest = { key, index };
      return store.save(key, index);
    },
  };
}
