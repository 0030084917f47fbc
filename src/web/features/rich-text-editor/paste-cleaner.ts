import { parseIndentLevel, indentLevelOfMargin } from './indent-level.js';
import { type HtmlElement, type HtmlNode, element, isElement, parseHtml, serializeHtml, text, textOf } from './html-tree.js';
import { isAllowedImageSrc, isAllowedLinkHref } from './url-rules.js';
import { videoEmbedOf } from './video-embed-url.js';

/**
 * The editor's transformPastedHTML: HTML from Word, LibreOffice and Google Docs keeps its
 * structure (headings, paragraphs, lists, bold, italic, underline, strike, colours, alignment,
 * indents, links, images) and loses what only the word processor understands: mso-* styles,
 * classes, <o:p>, comments, <font>, fixed fonts and sizes, empty spans. Word writes lists as
 * paragraphs with a bullet in a conditional section; those become real lists again. Tables are
 * not part of the editor: each row becomes a paragraph with its cells separated by " | ".
 */

export const TABLE_CELL_SEPARATOR = ' | ';

/** Elements dropped with everything inside them. */
const DROPPED: ReadonlySet<string> = new Set([
  'head', 'style', 'script', 'meta', 'link', 'title', 'xml', 'template', 'noscript', 'object', 'embed', 'applet',
  'svg', 'math', 'canvas', 'video', 'audio', 'map', 'button', 'input', 'select', 'textarea', 'colgroup', 'col',
]);
/** Office namespaces whose elements hold no text of the document (<o:p> holds only its &nbsp;). */
const DROPPED_PREFIXES = ['o:', 'v:', 'w:', 'm:'];
const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BLOCKS: ReadonlySet<string> = new Set([...HEADINGS, 'p', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr', 'div', 'table', 'iframe']);
const INLINE_MARKS: ReadonlySet<string> = new Set(['strong', 'em', 'u', 's', 'code', 'span', 'a']);
const MARK_OF_ELEMENT: Readonly<Record<string, string>> = { b: 'strong', strong: 'strong', i: 'em', em: 'em', cite: 'em', u: 'u', ins: 'u', s: 's', strike: 's', del: 's' };
const ALIGNMENTS: ReadonlySet<string> = new Set(['center', 'right', 'justify']);

interface CleanContext {
  /** Inside a link the link's own blue and underline are not formatting of the text. */
  inLink: boolean;
  /** A list item's left margin is the list's indent, not a paragraph indent. */
  inListItem: boolean;
  inPre: boolean;
}

const TOP: CleanContext = { inLink: false, inListItem: false, inPre: false };

/** A style attribute as property → value (lower-case properties, !important dropped). */
export function parseStyle(style: string | undefined): Map<string, string> {
  const properties = new Map<string, string>();
  for (const declaration of (style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important/i, '')
      .trim();
    if (property && value) properties.set(property, value);
  }
  return properties;
}

const COLOUR = /^(?:#[\da-f]{3}|#[\da-f]{6}|rgba?\(\s*\d+(?:\.\d+)?%?(?:\s*,\s*\d+(?:\.\d+)?%?){2,3}\s*\)|[a-z]+)$/i;
/** What word processors write for "no colour": the text's default black, windowtext, auto. */
const DEFAULT_TEXT_COLOUR = /^(?:#000(?:000)?|black|windowtext|windowText|auto|inherit|initial|unset|currentcolor|rgb\(\s*0\s*,\s*0\s*,\s*0\s*\))$/i;
const NO_BACKGROUND = /^(?:transparent|none|white|window|auto|inherit|initial|unset|#fff(?:fff)?|rgb\(\s*255\s*,\s*255\s*,\s*255\s*\)|rgba\(.*,\s*0\s*\))$/i;
const BOLD = /^(?:bold|bolder|[6-9]00)$/i;
const NOT_BOLD = /^(?:normal|lighter|[1-5]00)$/i;

function colourStyle(styles: Map<string, string>, context: CleanContext): string {
  const declarations: string[] = [];
  const colour = styles.get('color');
  if (!context.inLink && colour && COLOUR.test(colour) && !DEFAULT_TEXT_COLOUR.test(colour)) declarations.push(`color: ${colour}`);
  // Word writes highlights as `background:yellow` (plus mso-highlight), Google Docs as background-color.
  const background = styles.get('background-color') ?? styles.get('mso-highlight') ?? styles.get('background');
  if (background && COLOUR.test(background) && !NO_BACKGROUND.test(background)) declarations.push(`background-color: ${background}`);
  return declarations.join('; ');
}

/** The marks a style asks for, outermost first. */
function marksOfStyle(styles: Map<string, string>, context: CleanContext): string[] {
  const marks: string[] = [];
  if (BOLD.test(styles.get('font-weight') ?? '')) marks.push('strong');
  if (/^(?:italic|oblique)/i.test(styles.get('font-style') ?? '')) marks.push('em');
  const decoration = `${styles.get('text-decoration') ?? ''} ${styles.get('text-decoration-line') ?? ''}`;
  if (!context.inLink && decoration.includes('underline')) marks.push('u');
  if (decoration.includes('line-through')) marks.push('s');
  return marks;
}

/** The children wrapped in the marks and the colour span a style asks for. */
function withStyleMarks(children: HtmlNode[], styles: Map<string, string>, context: CleanContext): HtmlNode[] {
  if (context.inPre || children.length === 0) return children;
  const colours = colourStyle(styles, context);
  let wrapped = colours ? [element('span', children, { style: colours })] : children;
  for (const mark of marksOfStyle(styles, context).reverse()) wrapped = [element(mark, wrapped)];
  return wrapped;
}

function cleanChildren(nodes: readonly HtmlNode[], context: CleanContext): HtmlNode[] {
  return nodes.flatMap((node) => cleanNode(node, context));
}

function cleanNode(node: HtmlNode, context: CleanContext): HtmlNode[] {
  if (node.kind === 'text') return [node];
  if (node.kind === 'conditional') return [];
  return cleanElement(node, context);
}

function isDropped(name: string): boolean {
  return DROPPED.has(name) || DROPPED_PREFIXES.some((prefix) => name.startsWith(prefix));
}

function cleanElement(source: HtmlElement, context: CleanContext): HtmlNode[] {
  const { name } = source;
  if (isDropped(name)) return [];
  if (HEADINGS.has(name) || name === 'p') return [cleanBlock(source, name, context)];
  if (name in MARK_OF_ELEMENT) return cleanMarkElement(source, MARK_OF_ELEMENT[name]!, context);
  switch (name) {
    case 'span':
    case 'font':
      return cleanSpan(source, context);
    case 'a':
      return cleanLink(source, context);
    case 'img':
      return cleanImage(source);
    case 'iframe':
      return cleanVideo(source);
    case 'div':
      return cleanDiv(source, context);
    case 'ul':
    case 'ol':
      return [cleanList(source, context)];
    case 'li':
      return [cleanListItem(source, context)];
    case 'pre':
      return [element('pre', cleanChildren(source.children, { ...context, inPre: true }))];
    case 'code':
      return cleanCode(source, context);
    case 'blockquote':
      return [element('blockquote', cleanChildren(source.children, context))];
    case 'br':
      // Chromium ends a copy with <br class="Apple-interchange-newline">, not a line of the text.
      return /Apple-interchange-newline/.test(source.attributes.class ?? '') ? [] : [element('br')];
    case 'hr':
      return [element('hr')];
    case 'table':
      return flattenTable(source, context);
    default:
      // Unknown wrappers (section, center, st1:place, sub, sup, mark…) give up their tag, not their text.
      return cleanChildren(source.children, context);
  }
}

function blockAttributes(source: HtmlElement, styles: Map<string, string>, context: CleanContext): Record<string, string> {
  const attributes: Record<string, string> = {};
  const alignment = (styles.get('text-align') ?? source.attributes.align ?? '').toLowerCase();
  if (ALIGNMENTS.has(alignment)) attributes.style = `text-align: ${alignment}`;
  const indent = parseIndentLevel(source.attributes['data-indent']) || (context.inListItem ? 0 : indentLevelOfMargin(styles.get('margin-left') ?? ''));
  if (indent > 0) attributes['data-indent'] = String(indent);
  return attributes;
}

function cleanBlock(source: HtmlElement, name: string, context: CleanContext): HtmlElement {
  const styles = parseStyle(source.attributes.style);
  const children = withStyleMarks(cleanChildren(source.children, context), styles, context);
  return element(name, children, blockAttributes(source, styles, context));
}

function cleanMarkElement(source: HtmlElement, mark: string, context: CleanContext): HtmlNode[] {
  const styles = parseStyle(source.attributes.style);
  const children = cleanChildren(source.children, context);
  // Google Docs wraps the whole copy in <b style="font-weight:normal" id="docs-internal-guid-…">.
  if (mark === 'strong' && NOT_BOLD.test(styles.get('font-weight') ?? '')) return withStyleMarks(children, styles, context);
  if (context.inPre) return children;
  if (mark === 'u' && context.inLink) return children;
  return [element(mark, withStyleMarks(children, styles, context))];
}

function cleanSpan(source: HtmlElement, context: CleanContext): HtmlNode[] {
  const styles = parseStyle(source.attributes.style);
  // LibreOffice still writes <font color="#…">.
  if (source.name === 'font' && source.attributes.color && !styles.has('color')) styles.set('color', source.attributes.color);
  // Word's list bullets outside a conditional section (some Word versions) are marked mso-list:Ignore.
  if (/^ignore$/i.test(styles.get('mso-list') ?? '')) return [];
  return withStyleMarks(cleanChildren(source.children, context), styles, context);
}

/** Google's redirect (https://www.google.com/url?q=<target>) around links copied from Docs. */
function withoutRedirect(href: string): string {
  try {
    const url = new URL(href);
    const target = url.searchParams.get('q');
    return /^(?:www\.)?google\.[a-z.]+$/.test(url.hostname) && url.pathname === '/url' && target ? target : href;
  } catch {
    return href;
  }
}

function cleanLink(source: HtmlElement, context: CleanContext): HtmlNode[] {
  const children = cleanChildren(source.children, { ...context, inLink: true });
  const href = withoutRedirect((source.attributes.href ?? '').trim());
  // Anchors (<a name="_Toc…">), footnote jumps (#_ftn1) and refused schemes keep only their text.
  if (!isAllowedLinkHref(href)) return children;
  return [element('a', children, { href })];
}

function cleanImage(source: HtmlElement): HtmlNode[] {
  const src = (source.attributes.src ?? '').trim();
  // Word's images point at the clipboard's temporary files (file:///…): they cannot be loaded.
  if (!isAllowedImageSrc(src)) return [];
  const alt = source.attributes.alt?.trim();
  return [element('img', [], alt ? { src, alt } : { src })];
}

function cleanVideo(source: HtmlElement): HtmlNode[] {
  const embed = videoEmbedOf(source.attributes.src ?? '');
  if (!embed) return [];
  const title = source.attributes.title?.trim();
  return [element('iframe', [], title ? { src: embed.src, title } : { src: embed.src })];
}

function cleanCode(source: HtmlElement, context: CleanContext): HtmlNode[] {
  const language = /(?:^|\s)(language-[\w+#-]+)/.exec(source.attributes.class ?? '')?.[1];
  const children = cleanChildren(source.children, context);
  return [element('code', children, language ? { class: language } : {})];
}

function hasBlock(nodes: readonly HtmlNode[]): boolean {
  return nodes.some((node) => isElement(node) && BLOCKS.has(node.name));
}

/** Whether inline nodes show anything: text, an image or a line break. */
function hasInlineContent(nodes: readonly HtmlNode[]): boolean {
  return textOf(nodes).trim() !== '' || nodes.some((node) => isElement(node) && (node.name === 'img' || node.name === 'br' || hasInlineContent(node.children)));
}

/** A <div> of blocks is only a wrapper (Word's WordSection1); a <div> of text is a paragraph. */
function cleanDiv(source: HtmlElement, context: CleanContext): HtmlNode[] {
  const children = cleanChildren(source.children, context);
  if (hasBlock(children)) return asBlocks(children);
  return hasInlineContent(children) ? [cleanBlock(source, 'p', context)] : [];
}

function listAttributes(source: HtmlElement): Record<string, string> {
  if (source.name === 'ul') return source.attributes['data-type'] === 'taskList' ? { 'data-type': 'taskList' } : {};
  const start = source.attributes.start;
  return start && /^\d{1,9}$/.test(start) && start !== '1' ? { start } : {};
}

/** Google Docs nests a sub-list beside the items (<ul><li>…</li><ul>…</ul></ul>): it moves into the item before it. */
function nestStrayLists(children: HtmlNode[]): HtmlNode[] {
  const nested: HtmlNode[] = [];
  for (const child of children) {
    const previousItem = nested.findLast((node) => isElement(node));
    if (isElement(child, 'ul', 'ol') && isElement(previousItem, 'li')) previousItem.children.push(child);
    else nested.push(child);
  }
  return nested;
}

function cleanList(source: HtmlElement, context: CleanContext): HtmlElement {
  const children = nestStrayLists(cleanChildren(source.children, context));
  return element(source.name, children, listAttributes(source));
}

function cleanListItem(source: HtmlElement, context: CleanContext): HtmlElement {
  const attributes: Record<string, string> = {};
  if (source.attributes['data-type'] === 'taskItem') {
    attributes['data-type'] = 'taskItem';
    attributes['data-checked'] = source.attributes['data-checked'] === 'true' ? 'true' : 'false';
  }
  return element('li', cleanChildren(source.children, { ...context, inListItem: true }), attributes);
}

function isBlankText(node: HtmlNode): boolean {
  return node.kind === 'text' && textOf([node]).trim() === '';
}

/** Formatting elements left with nothing inside (<b><o:p></o:p></b>) are dropped, at any depth. */
function pruneEmptyInline(nodes: readonly HtmlNode[]): HtmlNode[] {
  return nodes.flatMap((node): HtmlNode[] => {
    if (!isElement(node)) return [node];
    const children = pruneEmptyInline(node.children);
    return children.length === 0 && INLINE_MARKS.has(node.name) ? [] : [{ ...node, children }];
  });
}

/** A cell's content as inline nodes, when it is one paragraph or plain text; null otherwise. */
function inlineContentOf(nodes: HtmlNode[]): HtmlNode[] | null {
  const meaningful = nodes.filter((node) => !isBlankText(node));
  if (!hasBlock(meaningful)) return meaningful;
  const [only] = meaningful;
  return meaningful.length === 1 && isElement(only, 'p') ? only.children : null;
}

/** Inline runs between blocks wrapped in paragraphs. */
function asBlocks(nodes: HtmlNode[]): HtmlNode[] {
  const blocks: HtmlNode[] = [];
  let run: HtmlNode[] = [];
  const flush = () => {
    if (run.some((node) => !isBlankText(node))) blocks.push(element('p', run));
    run = [];
  };
  for (const node of nodes) {
    if (isElement(node) && BLOCKS.has(node.name)) {
      flush();
      blocks.push(node);
    } else {
      run.push(node);
    }
  }
  flush();
  return blocks;
}

function rowsOf(table: HtmlElement): HtmlElement[] {
  return table.children.flatMap((child): HtmlElement[] => {
    if (child.kind !== 'element') return [];
    if (child.name === 'tr') return [child];
    const isSection = child.name === 'thead' || child.name === 'tbody' || child.name === 'tfoot';
    return isSection ? child.children.filter((row): row is HtmlElement => isElement(row, 'tr')) : [];
  });
}

function flattenRow(row: HtmlElement, context: CleanContext): HtmlNode[] {
  const cells = row.children.filter((cell): cell is HtmlElement => isElement(cell, 'td', 'th'));
  const contents = cells.map((cell) => ({ isHeader: cell.name === 'th', nodes: cleanChildren(cell.children, context) }));
  const inline = contents.map(({ nodes }) => inlineContentOf(nodes));
  if (inline.some((nodes) => nodes === null)) return contents.flatMap(({ nodes }) => asBlocks(nodes));
  const parts = inline
    .map((nodes, index) => ({ nodes: nodes!, isHeader: contents[index]!.isHeader }))
    .filter(({ nodes }) => textOf(nodes).trim() !== '' || nodes.some((node) => isElement(node, 'img')))
    .map(({ nodes, isHeader }) => (isHeader ? [element('strong', nodes)] : nodes));
  if (parts.length === 0) return [];
  return [element('p', parts.flatMap((nodes, index) => (index === 0 ? nodes : [text(TABLE_CELL_SEPARATOR), ...nodes])))];
}

function flattenTable(table: HtmlElement, context: CleanContext): HtmlNode[] {
  const caption = table.children.find((child) => isElement(child, 'caption'));
  const captionBlocks = isElement(caption) ? [element('p', [element('strong', cleanChildren(caption.children, context))])] : [];
  return [...captionBlocks, ...rowsOf(table).flatMap((row) => flattenRow(row, context))];
}

// ---- Word's lists: <p style="mso-list:l0 level1 lfo1"><![if !supportLists]>1.<![endif]>Text</p>

const WORD_LIST_STYLE = /mso-list:\s*(l\d+)\s+level(\d+)/i;
const ORDERED_MARKER = /^\(?(\d+|[a-z]|[ivxlcdm]+)[.)]$/i;

interface WordListItem {
  list: string;
  level: number;
  isOrdered: boolean;
  start: number | null;
  children: HtmlNode[];
}

/** The bullet or number of a Word list paragraph, taken out of its children. */
function takeListMarker(nodes: HtmlNode[]): { marker: string | null; rest: HtmlNode[] } {
  const rest: HtmlNode[] = [];
  const markerNodes: HtmlNode[] = [];
  let marker: string | null = null;
  let isInMarker = false;
  for (const node of nodes) {
    if (node.kind === 'conditional' && node.condition?.includes('supportLists')) {
      isInMarker = true;
    } else if (node.kind === 'conditional' && node.condition === null && isInMarker) {
      isInMarker = false;
      marker = textOf(markerNodes);
    } else if (isInMarker) {
      markerNodes.push(node);
    } else if (marker === null && isElement(node, 'span') && /mso-list:\s*ignore/i.test(node.attributes.style ?? '')) {
      marker = textOf(node.children);
    } else if (marker === null && isElement(node)) {
      const inner = takeListMarker(node.children);
      marker = inner.marker;
      rest.push(inner.marker === null ? node : { ...node, children: inner.rest });
    } else {
      rest.push(node);
    }
  }
  return { marker, rest };
}

function wordListItemOf(node: HtmlNode): WordListItem | null {
  if (!isElement(node, 'p')) return null;
  const match = WORD_LIST_STYLE.exec(node.attributes.style ?? '');
  if (!match) return null;
  const { marker, rest } = takeListMarker(node.children);
  const ordered = ORDERED_MARKER.exec((marker ?? '').replace(/\s/g, ''));
  const start = ordered && /^\d+$/.test(ordered[1]!) ? Number(ordered[1]) : null;
  return { list: match[1]!.toLowerCase(), level: Number(match[2]), isOrdered: ordered !== null, start, children: rest };
}

interface OpenList {
  level: number;
  key: string;
  list: HtmlElement;
}

/** Nested <ul>/<ol> of consecutive Word list paragraphs (by their level). */
function buildWordLists(items: WordListItem[]): HtmlElement[] {
  const lists: HtmlElement[] = [];
  const open: OpenList[] = [];
  for (const item of items) {
    const key = `${item.list}:${item.isOrdered ? 'ol' : 'ul'}`;
    while (open.length > 0 && (open.at(-1)!.level > item.level || (open.at(-1)!.level === item.level && open.at(-1)!.key !== key))) open.pop();
    let current = open.at(-1);
    if (current === undefined || current.level < item.level) {
      const attributes: Record<string, string> = item.isOrdered && item.start !== null && item.start > 1 ? { start: String(item.start) } : {};
      const list = element(item.isOrdered ? 'ol' : 'ul', [], attributes);
      const parentItem = current?.list.children.at(-1);
      if (isElement(parentItem, 'li')) parentItem.children.push(list);
      else lists.push(list);
      current = { level: item.level, key, list };
      open.push(current);
    }
    current.list.children.push(element('li', [element('p', item.children)]));
  }
  return lists;
}

/** Runs of Word list paragraphs among siblings (blank text between them allowed) become lists. */
function convertWordLists(nodes: readonly HtmlNode[]): HtmlNode[] {
  const converted: HtmlNode[] = [];
  let run: WordListItem[] = [];
  for (const node of nodes) {
    const withLists = isElement(node) ? { ...node, children: convertWordLists(node.children) } : node;
    const item = wordListItemOf(withLists);
    if (item) {
      run.push(item);
    } else if (!(run.length > 0 && isBlankText(withLists))) {
      converted.push(...buildWordLists(run), withLists);
      run = [];
    }
  }
  converted.push(...buildWordLists(run));
  return converted;
}

function findBody(nodes: readonly HtmlNode[]): HtmlElement | null {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (node.name === 'body') return node;
    const inner = findBody(node.children);
    if (inner) return inner;
  }
  return null;
}

/** HTML copied from an editor like this one (ProseMirror marks it) is already in the editor's schema. */
const FROM_PROSEMIRROR = /<[^>]+\sdata-pm-slice=/;

/** Cleans pasted HTML; see the top of this file. */
export function cleanPastedHtml(html: string): string {
  if (FROM_PROSEMIRROR.test(html)) return html;
  const nodes = parseHtml(html);
  const content = findBody(nodes)?.children ?? nodes;
  return serializeHtml(pruneEmptyInline(cleanChildren(convertWordLists(content), TOP))).trim();
}
