const rules = new Intl.PluralRules("en-GB");

/** The word for `count` things: `one` or, for any other count, `other` (the word with an s unless given). */
export const pluralWord = (count: number, one: string, other = `${one}s`) =>
  rules.select(count) === "one" ? one : other;

/** "1 row", "2,000 rows": the count in figures with the word that goes with it. */
export const countOf = (count: number, one: string, other = `${one}s`) =>
  `${count.toLocaleString("en-GB")} ${pluralWord(count, one, other)}`;
