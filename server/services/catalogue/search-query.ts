import { tradeSynonyms } from "./synonyms.js";

// Reading a search query: its words, capped (docs/decisions/catalogue-import.md Q1), and the ways to read them with
// the trade's words replaced by the catalogue's.

const stopWords = new Set(["a", "an", "and", "for", "the", "with", "of", "to", "in", "hire", "rent", "rental"]);

/** Trade phrases, longest first, as words; each alternative as words too. */
const synonymEntries = Object.entries(tradeSynonyms)
  .sort((a, b) => b[0].length - a[0].length)
  .map(([phrase, alternatives]) => ({
    words: phrase.split(" "),
    alternatives: alternatives.map((alternative) => alternative.split(" ")),
  }));

/** Words searched per query, stop words aside; later words are ignored. No trade query needs more. */
const MAX_WORDS = 6;

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The words up to the MAX_WORDS-th that is not a stop word (stop words stay for phrases like "cat and
 * genny"); a word typed again adds nothing to a search that wants every word, so it is left out.
 */
function capWords(words: string[]): string[] {
  let counted = 0;
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const word of words) {
    if (stopWords.has(word)) {
      kept.push(word);
      continue;
    }
    if (seen.has(word)) continue;
    if (++counted > MAX_WORDS) break;
    seen.add(word);
    kept.push(word);
  }
  return kept;
}

/** One way to read the query: words that must all appear, and whether they may be word prefixes. */
export interface TermGroup {
  terms: string[];
  prefix: boolean;
}

const MAX_GROUPS = 4;

/**
 * The ways to read a query, best first: the words as typed (as prefixes, so a word still being
 * typed matches), then with each trade word or phrase replaced by the catalogue's words
 * ("kango" -> "breaker"; "wacker plate" -> "plate compactor"), matched as whole words.
 */
export function expandQuery(query: string): TermGroup[] {
  // A reading's words, with the ones already replaced or produced by a replacement locked, so
  // "wacker plate" is read as "plate compactor" and not again through "wacker" alone.
  interface Reading {
    words: string[];
    locked: boolean[];
  }
  const words = capWords(tokenize(query));
  const typed = new Set(words);
  let readings: Reading[] = [{ words, locked: words.map(() => false) }];
  for (const { words: phraseWords, alternatives } of synonymEntries) {
    // A phrase can only occur where its first word was typed (replacements are catalogue words).
    if (!typed.has(phraseWords[0]!)) continue;
    const added: Reading[] = [];
    for (const reading of readings) {
      const at = indexOfPhrase(reading, phraseWords);
      if (at < 0) continue;
      const end = at + phraseWords.length;
      for (const replacement of alternatives) {
        // At most MAX_GROUPS readings: the words are still locked below, but no more are made.
        if (readings.length + added.length >= MAX_GROUPS) break;
        added.push({
          words: [...reading.words.slice(0, at), ...replacement, ...reading.words.slice(end)],
          locked: [...reading.locked.slice(0, at), ...replacement.map(() => true), ...reading.locked.slice(end)],
        });
      }
      reading.locked.fill(true, at, end);
    }
    readings = [...readings, ...added];
  }
  return readings
    .map((reading, index) => ({ terms: reading.words.filter((word) => !stopWords.has(word)), prefix: index === 0 }))
    .filter((group, index) => index === 0 || group.terms.length > 0);

  function indexOfPhrase(reading: Reading, phrase: string[]): number {
    for (let i = 0; i + phrase.length <= reading.words.length; i++) {
      if (phrase.every((word, j) => reading.words[i + j] === word && !reading.locked[i + j])) return i;
    }
    return -1;
  }
}
