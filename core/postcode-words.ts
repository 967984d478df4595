import { site } from "./site.js";

// The brand's words for postcodes (docs/decisions/operation.md O8, branches.md G15). A module of their own, so the pages
// that use them carry them, not every page's first load with the brand.

/** The postcode field's word inside a sentence: 'postcode', while 'Eircode', a name, keeps its capital. */
export const postcodeWord = site.postcodes.label === "Postcode" ? "postcode" : site.postcodes.label;

/** The format error of a postcode field, with the brand's own example ('... (e.g. SW1A 1AA)'). */
export const postcodeFormatMessage =
  site.postcodes.first === "eircode"
    ? `Please enter a valid Eircode or UK postcode (e.g. ${site.postcodes.example})`
    : `Please enter a valid UK postcode (e.g. ${site.postcodes.example})`;
