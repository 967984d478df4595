/**
 * The hire company's brand and contact details: the brand BRAND names (brands/<id>/brand.ts; docs/white-label.md).
 * Pages, e-mails and structured data all read from here. Both demo companies are fictional.
 */
import type { Brand } from "../brands/brand.js";
import { brand } from "../brands/selected/brand.js";

export type { OpeningHoursLine } from "../brands/brand.js";

export const site: Brand = brand;

export type Site = Brand;

export const headOfficeAddress = [site.headOffice.street, site.headOffice.locality, site.headOffice.postcode].join(
  ", ",
);

/** The format error of a phone field: the brand's country first ('Please enter a valid UK phone number'). */
export const phoneFormatMessage =
  site.postcodes.first === "eircode"
    ? "Please enter a valid Irish or UK phone number"
    : "Please enter a valid UK phone number";
