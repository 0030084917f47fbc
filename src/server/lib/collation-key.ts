import type { Locale } from '../../common/locales.js';

/**
 * Sort keys: strings whose byte order (SQLite's BINARY, PostgreSQL's "C") is the order ICU gives
 * the texts in a locale's alphabet, so a list sorted by title is an indexed ORDER BY instead of
 * every title read and compared in the request. Serbian puts Ђ after Д and Љ after Л in Cyrillic,
 * and Č, Ć after C and Dž (one letter) after D in Latin; byte order would put Ђ before А and Č after Z.
 *
 * ICU gives no sort keys to JavaScript, so the weights are learned from Intl.Collator itself: the
 * characters a title is written in are sorted once per locale, and each gets its rank among the
 * primary letters (А < Б), then within its letter the rank of its accent, then of its case. A key is
 * the primary weights of the text, then the accents, then the cases, as ICU compares them (level by
 * level over the whole text). Characters outside these ranges (rare in titles) come after every
 * letter, in code point order.
 */

/** The Intl locale of each of ours. */
const ICU_LOCALES: Record<Locale, string> = { sr: 'sr', lat: 'sr-Latn', en: 'en' };

/** The characters given weights: Latin, Greek, Cyrillic, punctuation, currency and letter-like symbols. */
const RANGES: [number, number][] = [
  [0x20, 0x36f],
  [0x370, 0x3ff],
  [0x400, 0x52f],
  [0x1e00, 0x1eff],
  [0x2010, 0x205e],
  [0x20a0, 0x20bf],
  [0x2100, 0x214f],
];

/** Two-letter units some alphabets sort as one letter (Latin Serbian's dž, lj, nj), kept where ICU does. */
const CONTRACTION_CANDIDATES = ['dž', 'dŽ', 'Dž', 'DŽ', 'lj', 'lJ', 'Lj', 'LJ', 'nj', 'nJ', 'Nj', 'NJ'];

/** Weights are written as characters from here up, each level's below every weight; the levels end with SEPARATOR. */
const WEIGHT_BASE = 0x20;
const SEPARATOR = '\u0001';
/** Longest key kept, in code points: a PostgreSQL index entry holds at most about 2,700 bytes. */
const KEY_MAX = 600;
/** An expansion (æ as a and e, ½ as 1⁄2) is looked for up to this many units. */
const EXPANSION_MAX = 4;

/** A unit's weights: one per primary letter it stands for (an expansion has several). */
interface Weights {
  primaries: number[];
  secondary: number;
  tertiary: number;
}

interface Alphabet {
  weights: Map<string, Weights>;
  contractions: Set<string>;
  /** Characters ICU passes over (controls, the soft hyphen, combining marks left alone). */
  ignorable: Set<string>;
  /** The primary weight of every character it does not know, before the character itself. */
  unknown: number;
}

const alphabets = new Map<Locale, Alphabet>();

function universe(): string[] {
  const units: string[] = [];
  for (const [from, to] of RANGES) {
    for (let code = from; code <= to; code++) {
      const unit = String.fromCodePoint(code);
      // Unassigned code points have no place of their own: they sort as unknown characters.
      if (unit.normalize('NFC') === unit && !/\p{Cn}/u.test(unit)) units.push(unit);
    }
  }
  return units;
}

/** Consecutive runs of `sorted` that `compare` finds equal. */
function runs(sorted: string[], compare: (a: string, b: string) => number): string[][] {
  const result: string[][] = [];
  for (const unit of sorted) {
    const last = result.at(-1);
    if (last && compare(last[0]!, unit) === 0) last.push(unit);
    else result.push([unit]);
  }
  return result;
}

/** Groups before an expansion's own that may hold its first letter: other expansions of that letter sort between (a/s between a and ae). */
const FIRST_LETTER_LOOKBACK = 8;

/**
 * The letters a group of characters stands for when it is an expansion (ICU sorts æ as ae, ½ as
 * 1⁄2): indexes into `groups` of each letter, found by bisection; null for a letter of its own.
 */
function expansionOf(groups: string[][], index: number, base: Intl.Collator): number[] | null {
  const unit = groups[index]![0]!;
  const last = groups.at(-1)![0]!;
  const text = (parts: number[]) => parts.map((part) => groups[part]![0]).join('');
  // Its first letter: the nearest group before it that it starts with (sorts below that group followed by anything).
  let first = -1;
  for (let candidate = index - 1; candidate >= Math.max(0, index - FIRST_LETTER_LOOKBACK) && first < 0; candidate--) {
    if (base.compare(text([candidate]) + last, unit) > 0) first = candidate;
  }
  if (first < 0) return null;
  let prefix = [first];
  while (prefix.length < EXPANSION_MAX) {
    let [low, high] = [0, groups.length - 1];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (base.compare(text([...prefix, middle]), unit) <= 0) low = middle;
      else high = middle - 1;
    }
    const found = base.compare(text([...prefix, low]), unit);
    if (found === 0) return [...prefix, low];
    if (found > 0 || base.compare(text([...prefix, low]) + last, unit) < 0) return null;
    prefix = [...prefix, low];
  }
  return null;
}

function learnAlphabet(locale: Locale): Alphabet {
  const icu = ICU_LOCALES[locale];
  const [base, accent, variant] = (['base', 'accent', 'variant'] as const).map((sensitivity) => new Intl.Collator(icu, { sensitivity }));
  const contractions = new Set(CONTRACTION_CANDIDATES.filter((pair) => base!.compare(`${pair}a`, `${pair[0]}zzzz`) > 0));
  const [units, ignorable] = [[] as string[], new Set<string>()];
  for (const unit of [...universe(), ...contractions]) {
    if (base!.compare(unit, '') === 0) ignorable.add(unit);
    else units.push(unit);
  }
  const sorted = units.sort((a, b) => variant!.compare(a, b) || (a < b ? -1 : 1));
  const groups = runs(sorted, base!.compare);
  const weights = new Map<string, Weights>();
  const found = groups.map((_, index) => (index > 0 ? expansionOf(groups, index, base!) : null));
  // An expansion's letter found among the expansions (a group before it, say) stands for that one's letters.
  const letters = (index: number, depth = 0): number[] => (found[index] && depth < EXPANSION_MAX ? found[index].flatMap((part) => letters(part, depth + 1)) : [index]);
  const expansions = found.map((parts, index) => (parts ? letters(index) : null));
  // Letters of their own are numbered in order; an expansion takes its letters' numbers.
  const primaryOf: number[] = [];
  let primary = 0;
  groups.forEach((_, index) => (primaryOf[index] = expansions[index] ? -1 : ++primary));
  const secondariesOf = new Map<number, number>();
  groups.forEach((group, index) => {
    const expansion = expansions[index];
    const primaries = expansion ? expansion.map((part) => primaryOf[part]!) : [primaryOf[index]!];
    // An expansion's accents come after those of its first letter's own forms (ae < æ < af).
    const firstAccent = expansion ? (secondariesOf.get(expansion[0]!) ?? 1) : 0;
    const accents = runs(group, accent!.compare);
    accents.forEach((forms, secondary) => {
      runs(forms, variant!.compare).forEach((cases, tertiary) => {
        for (const unit of cases) weights.set(unit, { primaries, secondary: firstAccent + secondary + 1, tertiary: tertiary + 1 });
      });
    });
    secondariesOf.set(index, accents.length);
  });
  return { weights, contractions, ignorable, unknown: primary + 1 };
}

function alphabetOf(locale: Locale): Alphabet {
  let alphabet = alphabets.get(locale);
  if (!alphabet) {
    alphabet = learnAlphabet(locale);
    alphabets.set(locale, alphabet);
  }
  return alphabet;
}

const weight = (value: number) => String.fromCodePoint(WEIGHT_BASE + value);

/** A level's weights written out, without its trailing lowest ones (a shorter level sorts first anyway). */
function level(values: number[]): string {
  let end = values.length;
  while (end > 0 && values[end - 1] === 1) end--;
  return values.slice(0, end).map(weight).join('');
}

/** The text's sort key in the locale's alphabet: keys compared as bytes order their texts as Intl.Collator does. */
export function collationKey(text: string, locale: Locale): string {
  const alphabet = alphabetOf(locale);
  const characters = Array.from(text.normalize('NFC'));
  const primaries: string[] = [];
  const secondaries: number[] = [];
  const tertiaries: number[] = [];
  for (let i = 0; i < characters.length; i++) {
    let unit = characters[i]!;
    const pair = unit + (characters[i + 1] ?? '');
    if (alphabet.contractions.has(pair)) [unit, i] = [pair, i + 1];
    if (alphabet.ignorable.has(unit)) continue;
    const known = alphabet.weights.get(unit);
    const primary = known ? known.primaries.map(weight).join('') : weight(alphabet.unknown) + unit;
    const rest = known ? known.primaries.slice(1).map(() => 1) : [];
    primaries.push(primary);
    secondaries.push(known?.secondary ?? 1, ...rest);
    tertiaries.push(known?.tertiary ?? 1, ...rest);
  }
  const key = [primaries.join(''), level(secondaries), level(tertiaries)].join(SEPARATOR);
  return Array.from(key).slice(0, KEY_MAX).join('');
}

/** The column of a table that holds the sort keys of its items' titles in a locale (migration 0028). */
export const sortKeyColumn = (locale: Locale) => `sort_key_${locale}` as const;

/**
 * The sort keys of an item's title in every locale, as its lists show it: the locale's own title,
 * else the Cyrillic one (an untranslated item is listed in Cyrillic), keyed in the list's alphabet.
 */
export function sortKeys(titles: Partial<Record<Locale, string>>): Record<ReturnType<typeof sortKeyColumn>, string> {
  const keyIn = (locale: Locale) => collationKey(titles[locale] ?? titles.sr ?? '', locale);
  return { sort_key_sr: keyIn('sr'), sort_key_lat: keyIn('lat'), sort_key_en: keyIn('en') };
}
