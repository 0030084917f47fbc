/**
 * Indent levels of paragraphs and headings, stored as data-indent="1".."8" (SPEC §9: levels 1
 * to 8; the sanitiser keeps exactly these). 0 means not indented and writes no attribute.
 */

export const MAX_INDENT_LEVEL = 8;

/** Any number as a level: whole, within 0..8. */
export function clampIndentLevel(level: number): number {
  if (!Number.isFinite(level)) return 0;
  return Math.min(MAX_INDENT_LEVEL, Math.max(0, Math.trunc(level)));
}

/** The level of a data-indent value; anything but 1..8 is 0. */
export function parseIndentLevel(value: string | null | undefined): number {
  return value && /^[1-8]$/.test(value.trim()) ? Number(value.trim()) : 0;
}

/** One level in or out, staying within 0..8. */
export function shiftIndentLevel(level: number, direction: 1 | -1): number {
  return clampIndentLevel(clampIndentLevel(level) + direction);
}

/** Points per unit of the CSS lengths word processors write for a left margin. */
const POINTS_PER_UNIT: Readonly<Record<string, number>> = { pt: 1, px: 0.75, in: 72, cm: 72 / 2.54, mm: 72 / 25.4, pc: 12 };
/** Word, LibreOffice and Google Docs all indent by half an inch (36 pt) a step. */
const POINTS_PER_LEVEL = 36;

/** The indent level of a pasted paragraph's left margin ("36.0pt", "1.27cm", "48px"). */
export function indentLevelOfMargin(margin: string): number {
  const match = /^(-?\d*\.?\d+)\s*(pt|px|in|cm|mm|pc)$/i.exec(margin.trim());
  if (!match) return 0;
  const points = Number(match[1]) * (POINTS_PER_UNIT[match[2]!.toLowerCase()] ?? 0);
  return clampIndentLevel(Math.round(points / POINTS_PER_LEVEL));
}
