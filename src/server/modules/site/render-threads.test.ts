import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ScreenRenderInput } from '../../../common/initial-data.js';
import { type ThreadedRenderer, startRenderThreads } from './render-threads.js';

/**
 * A renderer module as the build makes one (it exports renderScreen): it echoes its input and
 * tells which thread rendered it; two paths fail, one by throwing, one by ending its thread.
 */
const RENDERER = `
import { isMainThread, threadId } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';
export async function renderScreen({ url, data, failures }) {
  if (url === '/throws') throw new Error('the screen could not be rendered');
  if (url === '/ends-its-thread') process.exit(1);
  await sleep(Number(new URL(url, 'http://x').searchParams.get('ms') ?? 0));
  return {
    html: '<main>' + (data.responses['/api/home']?.title ?? '') + '</main>',
    routeErrors: failures,
    formattedTexts: { thread: String(threadId), mainThread: String(isMainThread) },
  };
}
`;

const input = (url: string): ScreenRenderInput => ({ url, data: { locale: 'sr', responses: { '/api/home': { title: 'Почетна' } } }, failures: {} });

describe('startRenderThreads', () => {
  let dir: string;
  let rendererFile: string;
  let renderer: ThreadedRenderer | null = null;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-render-threads-'));
    rendererFile = path.join(dir, 'render-screen.mjs');
    fs.writeFileSync(rendererFile, RENDERER);
  });
  afterEach(async () => {
    await renderer?.close();
    renderer = null;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const threadErrors: Error[] = [];
  const start = (threads: number, file = rendererFile) => startRenderThreads(file, threads, (error) => threadErrors.push(error));

  it('does not start with a renderer that cannot be loaded or does not render, whose renders would fail or never end', async () => {
    const broken = path.join(dir, 'broken.mjs');
    fs.writeFileSync(broken, "throw new Error('a broken build');\n");
    await expect(start(1, broken)).rejects.toThrow(`The screen renderer ${broken} cannot render on a thread: a broken build`);
    const other = path.join(dir, 'other.mjs');
    fs.writeFileSync(other, 'export const render = () => null;\n');
    await expect(start(1, other)).rejects.toThrow(`The screen renderer ${other} cannot render on a thread`);
    expect(threadErrors).toEqual([]);
  });

  it('renders on a worker thread, from a copy of the input', async () => {
    renderer = await start(1);
    const screen = await renderer.renderScreen({ ...input('/'), failures: { '/api/home': 404 } });
    expect(screen.html).toBe('<main>Почетна</main>');
    expect(screen.routeErrors).toEqual({ '/api/home': 404 });
    expect(screen.formattedTexts.mainThread).toBe('false');
  });

  it('renders a rush on as many threads as allowed, and no more', async () => {
    renderer = await start(2);
    const screens = await Promise.all(Array.from({ length: 24 }, () => renderer!.renderScreen(input('/?ms=20'))));
    const threads = new Set(screens.map((screen) => screen.formattedTexts.thread));
    expect(threads.size).toBe(2);
  });

  it('renders a rush on one thread in the order it came', async () => {
    renderer = await start(1);
    const finished: number[] = [];
    await Promise.all(Array.from({ length: 12 }, (_, i) => renderer!.renderScreen(input(`/?ms=5&n=${i}`)).then(() => finished.push(i))));
    expect(finished).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it("rejects a render that fails with the renderer's error, and goes on rendering", async () => {
    renderer = await start(1);
    await expect(renderer.renderScreen(input('/throws'))).rejects.toThrow('the screen could not be rendered');
    await expect(renderer.renderScreen(input('/'))).resolves.toMatchObject({ html: '<main>Почетна</main>' });
  });

  it('fails the render of a thread that ends, and renders the next on a new thread', async () => {
    renderer = await start(1);
    const before = (await renderer.renderScreen(input('/'))).formattedTexts.thread;
    await expect(renderer.renderScreen(input('/ends-its-thread'))).rejects.toThrow();
    const after = (await renderer.renderScreen(input('/'))).formattedTexts.thread;
    expect(after).not.toBe(before);
  });

  it('finishes the renders under way when closed, and takes no more', async () => {
    renderer = await start(1);
    const underWay = renderer.renderScreen(input('/?ms=50'));
    await renderer.close();
    await expect(underWay).resolves.toMatchObject({ html: '<main>Почетна</main>' });
    await expect(renderer.renderScreen(input('/'))).rejects.toThrow();
  });
});
