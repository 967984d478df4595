import { sql, type Column, type SQL } from "drizzle-orm";

// The desk's search keys (docs/decisions/mylist.md D9): a name without case, accents, apostrophes or spaces, and a
// postcode without case or spaces. The database reads them through expression indexes (migration 0017), so no copy
// of a customer's details is stored beside the original and erasing the original erases the key.

// Accented Latin letters (both cases, as lower() may not fold them in the C locale PGlite uses) and their plain letter.
const ACCENTED =
  "àÀáÁâÂãÃäÄåÅāĀăĂąĄæÆçÇćĆčČďĎđĐèÈéÉêÊëËēĒėĖęĘěĚğĞìÌíÍîÎïÏīĪįĮıłŁñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐœŒŕŔřŘśŚšŠşŞșȘťŤţŢțȚùÙúÚûÛüÜūŪůŮűŰųŲŵŴýÝÿŸŷŶźŹżŻžŽ";
const PLAIN =
  "aaaaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeggiiiiiiiiiiiiillnnnnnnoooooooooooooooooorrrrssssssssttttttuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz";
const plainOf = new Map([...ACCENTED].map((letter, index) => [letter, PLAIN[index]]));

/** The SQL of a column's name key; migration 0017's indexes hold exactly this expression. */
export const nameKeyOf = (column: Column): SQL =>
  sql`regexp_replace(translate(lower(${column}), '${sql.raw(ACCENTED)}', '${sql.raw(PLAIN)}'), '[^a-z0-9]', '', 'g')`;

/** A typed term's name key, as nameKeyOf computes it in the database: "O'Neill" and "Zoë" -> "oneill", "zoe". */
export const nameKey = (term: string): string =>
  [...term.toLowerCase()]
    .map((letter) => plainOf.get(letter) ?? letter)
    .join("")
    .replace(/[^a-z0-9]/g, "");

/** A postcode's key: "ls1 4ap" -> "LS14AP". */
export const postcodeKey = (term: string): string => term.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** The SQL of the postcode key of a request snapshot's customer (hire_requests and special_requests alike). */
export const snapshotPostcodeKeyOf = (snapshot: Column): SQL =>
  sql`upper(regexp_replace(${snapshot} -> 'customer' ->> 'postcode', '[^A-Za-z0-9]', '', 'g'))`;
