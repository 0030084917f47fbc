/**
 * How numbers arrive from outside. Every id, version, position and count the portal keeps is an
 * integer column (PostgreSQL's int4), and every number read from a path or a query string is text:
 * both are checked by these rules, in the schemas of the routes and in the route table of the pages.
 */

/** The largest value an integer column holds: no id, version or position may pass it. */
export const INTEGER_MAX = 2_147_483_647;

/**
 * A whole number as a path or a query string writes it: ASCII digits, with no sign, space,
 * exponent, point or leading zero, so that `%201`, `+1`, `01`, `1e0` or a full-width `１` are
 * not read as 1 (JavaScript's Number() reads the first four so).
 */
export const DIGITS = /^(0|[1-9][0-9]*)$/;

/** The id a path segment names (DIGITS, from 1 to INTEGER_MAX), or null. */
export function idFromText(text: string): number | null {
  if (!DIGITS.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= INTEGER_MAX ? id : null;
}
