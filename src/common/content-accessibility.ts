import { Parser } from 'htmlparser2';
import type { Locale } from './locales.js';

/**
 * What editors write must be as accessible as the portal's own screens (WCAG 2.1 AA, which public
 * bodies in the EU must meet in their content too). These rules read a rich text as stored and
 * name each problem and where it is; the server refuses to publish a text with problems, and the
 * editor shows the same ones while the text is written.
 */
export const ACCESSIBILITY_RULES = ['image-alt', 'heading-start', 'heading-skip', 'heading-empty', 'link-empty', 'link-url', 'link-generic', 'table-headers', 'colour-only'] as const;
export type AccessibilityRule = (typeof ACCESSIBILITY_RULES)[number];

export interface AccessibilityProblem {
  rule: AccessibilityRule;
  /** The element the problem is in, e.g. 'img', 'h4', 'a', 'table'. */
  element: string;
  /** Which element of its kind it is in the text, from 1 (the third link: 3), so an editor can find it. */
  occurrence: number;
  /** A few words of the element's text, or its image's address, to recognise it by. */
  excerpt: string;
}

/** The level a text's own headings start at: the page's title is its only h1. */
export const FIRST_HEADING_LEVEL = 2;

/** Link texts that say nothing out of context (WCAG 2.4.4), in the portal's languages. */
const GENERIC_LINK_TEXTS = new Set([
  'here',
  'click here',
  'read more',
  'more',
  'link',
  'this link',
  'овде',
  'кликните овде',
  'кликни овде',
  'више',
  'опширније',
  'линк',
  'ovde',
  'kliknite ovde',
  'klikni ovde',
  'više',
  'opširnije',
  'link',
]);

const BARE_ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i;
const EXCERPT_LENGTH = 60;

const excerptOf = (text: string) => {
  const words = text.replace(/\s+/g, ' ').trim();
  return words.length > EXCERPT_LENGTH ? `${words.slice(0, EXCERPT_LENGTH - 1)}…` : words;
};

interface OpenElement {
  name: string;
  /** Which element of its kind it is (headings counted together). */
  occurrence: number;
  text: string;
  /** Text alternatives of images inside it (a linked image names its link). */
  imageAlts: string[];
  hasHeaderCell: boolean;
  /** Inside bold, italic, underlined or marked text, or holding such text. */
  emphasised: boolean;
  coloured: boolean;
  /** A heading's problem with its level, reported with its text when it closes. */
  headingRule: AccessibilityRule | null;
}

const EMPHASIS = new Set(['strong', 'b', 'em', 'i', 'u', 'mark']);

/**
 * Checks one rich text (HTML as the sanitiser stores it) and lists its problems in document order
 * of their elements' ends. An image with an empty text alternative (alt="") is decorative, as in
 * HTML; one without any is a problem.
 */
export function checkRichText(html: string): AccessibilityProblem[] {
  const problems: AccessibilityProblem[] = [];
  const counts = new Map<string, number>();
  const stack: OpenElement[] = [];
  let lastHeading = FIRST_HEADING_LEVEL - 1;
  const next = (kind: string) => {
    const n = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, n);
    return n;
  };
  const report = (rule: AccessibilityRule, element: OpenElement | { name: string; occurrence: number }, excerpt: string) =>
    problems.push({ rule, element: element.name, occurrence: element.occurrence, excerpt: excerptOf(excerpt) });

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parent = stack.at(-1);
        const level = headingLevel(name);
        const open: OpenElement = {
          name,
          occurrence: next(level ? 'heading' : name),
          text: '',
          imageAlts: [],
          hasHeaderCell: false,
          emphasised: (parent?.emphasised ?? false) || EMPHASIS.has(name),
          coloured: /(?:^|;)\s*color\s*:/i.test(attributes.style ?? ''),
          headingRule: null,
        };
        if (level) {
          if (lastHeading < FIRST_HEADING_LEVEL && level !== FIRST_HEADING_LEVEL) open.headingRule = 'heading-start';
          else if (level > lastHeading + 1) open.headingRule = 'heading-skip';
          lastHeading = level;
        }
        if (name === 'img') {
          if (attributes.alt === undefined) report('image-alt', open, attributes.src ?? '');
          for (const element of stack) element.imageAlts.push(attributes.alt ?? '');
        }
        if (name === 'th') for (const element of stack) if (element.name === 'table') element.hasHeaderCell = true;
        if (EMPHASIS.has(name)) for (const element of stack) element.emphasised = true;
        stack.push(open);
      },
      ontext(text) {
        for (const element of stack) element.text += text;
      },
      onclosetag(name) {
        if (stack.at(-1)?.name !== name) return;
        const open = stack.pop()!;
        const text = open.text.trim();
        if (open.headingRule) report(open.headingRule, open, text);
        if (headingLevel(name) && text === '') report('heading-empty', open, '');
        if (name === 'a') checkLink(open, report);
        if (name === 'table' && !open.hasHeaderCell) report('table-headers', open, open.text);
        if (open.coloured && !open.emphasised && text !== '') report('colour-only', open, text);
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.end(html);
  return problems;
}

function headingLevel(name: string): number | null {
  const match = /^h([1-6])$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** A link's name is its text and its images' text alternatives; it must say where the link leads. */
function checkLink(link: OpenElement, report: (rule: AccessibilityRule, element: OpenElement, excerpt: string) => void): void {
  const text = link.text.replace(/\s+/g, ' ').trim();
  const hasNamedImage = link.imageAlts.some((alt) => alt.trim() !== '');
  if (text === '' && !hasNamedImage) report('link-empty', link, '');
  else if (BARE_ADDRESS.test(text) && !hasNamedImage) report('link-url', link, text);
  else if (GENERIC_LINK_TEXTS.has(text.toLowerCase().replace(/[.!:…]+$/, ''))) report('link-generic', link, text);
}

/** What each rule asks of the editor, in the dashboard's languages. */
export const ACCESSIBILITY_MESSAGES: Record<Locale, Record<AccessibilityRule, string>> = {
  en: {
    'image-alt': 'An image has no text alternative: describe it, or mark it as decorative (an empty alternative).',
    'heading-start': 'The first heading must be a level-2 heading (the page title is level 1).',
    'heading-skip': 'A heading skips a level: a heading may be at most one level below the one before it.',
    'heading-empty': 'A heading has no text.',
    'link-empty': 'A link has no text: say where it leads.',
    'link-url': 'A link shows a bare address: say in words where it leads.',
    'link-generic': 'A link says nothing out of context (“here”, “more”): say where it leads.',
    'table-headers': 'A table has no header cells: mark its first row or column as headers.',
    'colour-only': 'Text is set apart by its colour alone: also make it bold or emphasised, or say it in words.',
  },
  sr: {
    'image-alt': 'Слика нема текстуалну алтернативу: опишите је или је означите као украсну.',
    'heading-start': 'Први наслов мора бити наслов другог нивоа (наслов странице је први ниво).',
    'heading-skip': 'Наслов прескаче ниво: наслов може бити највише један ниво испод претходног.',
    'heading-empty': 'Наслов нема текст.',
    'link-empty': 'Веза нема текст: напишите куда води.',
    'link-url': 'Веза приказује само адресу: речима напишите куда води.',
    'link-generic': 'Веза ништа не каже ван контекста („овде”, „више”): напишите куда води.',
    'table-headers': 'Табела нема ћелије заглавља: означите први ред или колону као заглавље.',
    'colour-only': 'Текст се издваја само бојом: истакните га и подебљањем или курзивом, или то кажите речима.',
  },
  lat: {
    'image-alt': 'Slika nema tekstualnu alternativu: opišite je ili je označite kao ukrasnu.',
    'heading-start': 'Prvi naslov mora biti naslov drugog nivoa (naslov stranice je prvi nivo).',
    'heading-skip': 'Naslov preskače nivo: naslov može biti najviše jedan nivo ispod prethodnog.',
    'heading-empty': 'Naslov nema tekst.',
    'link-empty': 'Veza nema tekst: napišite kuda vodi.',
    'link-url': 'Veza prikazuje samo adresu: rečima napišite kuda vodi.',
    'link-generic': 'Veza ništa ne kaže van konteksta („ovde”, „više”): napišite kuda vodi.',
    'table-headers': 'Tabela nema ćelije zaglavlja: označite prvi red ili kolonu kao zaglavlje.',
    'colour-only': 'Tekst se izdvaja samo bojom: istaknite ga i podebljanjem ili kurzivom, ili to recite rečima.',
  },
};
