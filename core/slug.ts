/** A catalogue slug: lower-case letters and digits in words joined by single hyphens ("breakers-110v"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
