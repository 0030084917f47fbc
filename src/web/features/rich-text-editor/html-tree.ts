/**
 * A small, forgiving HTML parser and serialiser for the paste cleaner. It works without a DOM,
 * so the cleaner runs (and is tested) as plain code, and it keeps what a browser's parser would
 * throw away: the conditional sections Word marks list bullets with (<![if !supportLists]>).
 */

export interface HtmlElement {
  kind: 'element';
  /** Lower case; may carry a namespace prefix (o:p, st1:place). */
  name: string;
  /** Decoded values; the first of repeated attributes wins. */
  attributes: Record<string, string>;
  children: HtmlNode[];
}

/** Text as written in the source: entities are kept, so serialising it gives valid HTML again. */
export interface HtmlText {
  kind: 'text';
  text: string;
}

/** Start (`condition` set) or end (`condition` null) of a conditional section. */
export interface HtmlConditional {
  kind: 'conditional';
  condition: string | null;
}

export type HtmlNode = HtmlElement | HtmlText | HtmlConditional;

export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set(['script', 'style', 'title', 'textarea']);
/** Opening one of these ends an open <p>, as in a browser. */
const CLOSES_PARAGRAPH: ReadonlySet<string> = new Set([
  'p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'table', 'blockquote', 'pre', 'hr', 'section', 'article',
]);

const COMMENT = /<!--([\s\S]*?)(?:-->|$)/y;
const DOWNLEVEL_CONDITIONAL = /<!\[(if\b[^\]]*|endif)\]>/iy;
const DECLARATION = /<[!?][^>]*>/y;
const END_TAG = /<\/([a-z][\w:.-]*)\s*>/iy;
const START_TAG = /<([a-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/iy;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
/** <!--[if !supportLists]--> and <!--[endif]--> as Chromium copies them from Word. */
const CONDITIONAL_COMMENT = /^\[(if\b[^\]]*|endif)\]$/i;

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : entity;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (name in attributes) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

class TreeBuilder {
  readonly root: HtmlElement = { kind: 'element', name: '#root', attributes: {}, children: [] };
  private readonly open: HtmlElement[] = [this.root];

  private get current(): HtmlElement {
    return this.open[this.open.length - 1]!;
  }

  text(text: string): void {
    if (text === '') return;
    const last = this.current.children.at(-1);
    if (last?.kind === 'text') last.text += text;
    else this.current.children.push({ kind: 'text', text });
  }

  conditional(condition: string | null): void {
    this.current.children.push({ kind: 'conditional', condition });
  }

  start(name: string, attributes: Record<string, string>, selfClosing: boolean): HtmlElement {
    if (this.current.name === 'p' && CLOSES_PARAGRAPH.has(name)) this.open.pop();
    if (name === 'li' && this.current.name === 'li') this.open.pop();
    const element: HtmlElement = { kind: 'element', name, attributes, children: [] };
    this.current.children.push(element);
    if (!selfClosing && !VOID_ELEMENTS.has(name)) this.open.push(element);
    return element;
  }

  /** Closes the nearest open element of that name; an end tag with none open is ignored. */
  end(name: string): void {
    const index = this.open.findLastIndex((element, i) => i > 0 && element.name === name);
    if (index > 0) this.open.length = index;
  }
}

function matchAt(pattern: RegExp, html: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(html);
}

/** Reads a tag-like token at `index` into the tree; returns where parsing continues, or -1. */
function readMarkup(html: string, index: number, tree: TreeBuilder): number {
  const comment = matchAt(COMMENT, html, index);
  if (comment) {
    const conditional = CONDITIONAL_COMMENT.exec(comment[1]!.trim());
    if (conditional) tree.conditional(conditional[1]!.toLowerCase() === 'endif' ? null : conditional[1]!);
    return index + comment[0].length;
  }
  const downlevel = matchAt(DOWNLEVEL_CONDITIONAL, html, index);
  if (downlevel) {
    tree.conditional(downlevel[1]!.toLowerCase() === 'endif' ? null : downlevel[1]!);
    return index + downlevel[0].length;
  }
  const declaration = matchAt(DECLARATION, html, index);
  if (declaration) return index + declaration[0].length;
  const endTag = matchAt(END_TAG, html, index);
  if (endTag) {
    tree.end(endTag[1]!.toLowerCase());
    return index + endTag[0].length;
  }
  const startTag = matchAt(START_TAG, html, index);
  if (!startTag) return -1;
  const name = startTag[1]!.toLowerCase();
  const attributeSource = startTag[2]!;
  const element = tree.start(name, parseAttributes(attributeSource), attributeSource.trimEnd().endsWith('/'));
  let next = index + startTag[0].length;
  if (RAW_TEXT_ELEMENTS.has(name)) {
    const close = html.toLowerCase().indexOf(`</${name}`, next);
    const end = close === -1 ? html.length : close;
    element.children.push({ kind: 'text', text: html.slice(next, end) });
    tree.end(name);
    next = close === -1 ? end : html.indexOf('>', close) + 1 || html.length;
  }
  return next;
}

/** The nodes of an HTML document or fragment; comments, doctypes and processing instructions are left out. */
export function parseHtml(html: string): HtmlNode[] {
  const tree = new TreeBuilder();
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) {
      tree.text(html.slice(index));
      break;
    }
    tree.text(html.slice(index, lt));
    const next = readMarkup(html, lt, tree);
    if (next === -1) {
      // A "<" that starts no tag is text.
      tree.text('&lt;');
      index = lt + 1;
    } else {
      index = next;
    }
  }
  return tree.root.children;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** HTML of the nodes; conditional markers are not written. */
export function serializeHtml(nodes: readonly HtmlNode[]): string {
  let html = '';
  for (const node of nodes) {
    if (node.kind === 'text') html += node.text;
    if (node.kind !== 'element') continue;
    const attributes = Object.entries(node.attributes)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    html += `<${node.name}${attributes}>`;
    if (!VOID_ELEMENTS.has(node.name)) html += `${serializeHtml(node.children)}</${node.name}>`;
  }
  return html;
}

/** The decoded text of the nodes. */
export function textOf(nodes: readonly HtmlNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? decodeEntities(node.text) : node.kind === 'element' ? textOf(node.children) : '')).join('');
}

export function element(name: string, children: HtmlNode[] = [], attributes: Record<string, string> = {}): HtmlElement {
  return { kind: 'element', name, attributes, children };
}

export function text(value: string): HtmlText {
  return { kind: 'text', text: value };
}

export function isElement(node: HtmlNode | undefined, ...names: string[]): node is HtmlElement {
  return node?.kind === 'element' && (names.length === 0 || names.includes(node.name));
}
