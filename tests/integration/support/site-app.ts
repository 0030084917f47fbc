import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RenderScreen } from '../../../src/common/initial-data.js';
import { buildApp } from '../../../src/server/app.js';
import { type TestApp, startTestApp } from './test-app.js';

export const PUBLIC_URL = 'https://noks.example.rs';

/** A stand-in for the built index.html: what the build writes, with a title and description to be replaced. */
export const FIXTURE_INDEX_HTML = `<!doctype html>
<html lang="sr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Build-time description" />
    <title>Build-time title</title>
    <link rel="manifest" href="/manifest.webmanifest">
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript><p>The portal needs JavaScript.</p></noscript>
  </body>
</html>
`;

export interface SiteApp {
  t: TestApp;
  /** The portal serving the fixture web build (t.app serves none). */
  app: FastifyInstance;
  webDir: string;
  close(): Promise<void>;
}

/**
 * A test portal whose web build is a fixture in its temp dir. `prepare` may add files to the
 * build first: the static routes are made from the files present when the app is built.
 * `screenRenderer` renders the screens into the pages (src/web/ssr, as the build does).
 */
export async function startSiteApp(prepare?: (webDir: string) => void, screenRenderer?: RenderScreen, configOverrides: Record<string, string> = {}): Promise<SiteApp> {
  const t = await startTestApp({ PUBLIC_URL, ...configOverrides });
  const webDir = path.join(t.dataDir, 'web');
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), FIXTURE_INDEX_HTML);
  prepare?.(webDir);
  // Without a renderer the pages are the shell the browser renders (as without a built dist/ssr).
  const app = await buildApp(t.ctx, { webDir, screenRenderer: screenRenderer ?? path.join(webDir, 'no-renderer.js') });
  await app.ready();
  return {
    t,
    app,
    webDir,
    async close() {
      await app.close();
      await t.close();
    },
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) attrs[name!] = unescape(value!);
  return attrs;
}

/**
 * The attributes of every `<tag …>` in the markup, in any order; a boolean attribute written bare
 * (`checked`) reads as an empty string, as `checked=""` does.
 */
export function elementsOf(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}((?:\\s+[a-zA-Z:-]+(?:="[^"]*")?)*)\\s*/?>`, 'g'))].map(([, list]) => {
    const attrs: Record<string, string> = {};
    for (const [, name, value] of list!.matchAll(/([a-zA-Z:-]+)(?:="([^"]*)")?/g)) attrs[name!.toLowerCase()] = unescape(value ?? '');
    return attrs;
  });
}

export interface ParsedHead {
  lang: string | undefined;
  titles: string[];
  /** name= or property= → every content given for it, in order. */
  meta: Record<string, string[]>;
  links: Record<string, string>[];
  jsonLd: Record<string, unknown>[];
  initialData: { locale: string; responses: Record<string, unknown> } | null;
  /** The raw text of every <script> element with content. */
  scripts: string[];
}

/** Reads what the server injected, with regular expressions (the page is the server's own output). */
export function parseHead(html: string): ParsedHead {
  const head = html.slice(0, html.search(/<\/head>/i));
  const meta: Record<string, string[]> = {};
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const key = attrs.name ?? attrs.property;
    if (key && attrs.content !== undefined) (meta[key] ??= []).push(attrs.content);
  }
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attrs, body]) => ({ attrs: attributes(attrs!), body: body! }));
  const initial = scripts.find((script) => script.attrs.id === 'initial-data');
  if (initial) expect(initial.attrs.type).toBe('application/json');
  return {
    lang: /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1],
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map(([, text]) => unescape(text!)),
    meta,
    links: [...head.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => attributes(tag)),
    jsonLd: scripts.filter((script) => script.attrs.type === 'application/ld+json').map((script) => JSON.parse(script.body) as Record<string, unknown>),
    initialData: initial ? (JSON.parse(initial.body) as ParsedHead['initialData']) : null,
    scripts: scripts.map((script) => script.body).filter(Boolean),
  };
}

/** The one content of a meta tag (fails when there are none or several). */
export function metaOf(head: ParsedHead, key: string): string {
  expect(head.meta[key], key).toHaveLength(1);
  return head.meta[key]![0]!;
}

export const canonicalOf = (head: ParsedHead) => head.links.filter((link) => link.rel === 'canonical').map((link) => link.href);

/** hreflang → href of the alternate links (the feed link has no hreflang). */
export function hreflangsOf(head: ParsedHead): Record<string, string> {
  return Object.fromEntries(head.links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang!, link.href!]));
}

/** A GET of a page, and its head, failing with the body when the status is not `status`. */
export async function getPage(app: FastifyInstance, url: string, status = 200, headers: Record<string, string> = {}): Promise<{ response: LightMyRequestResponse; head: ParsedHead }> {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url} → ${response.statusCode} ${response.headers.location ?? ''} ${response.body.slice(0, 200)}`).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return { response, head: parseHead(response.body) };
}

/** A path of the route table as a browser sends it: every segment percent-encoded. */
export const encoded = (routePath: string) => routePath.split('/').map(encodeURIComponent).join('/');
