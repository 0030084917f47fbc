import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_ROUTES, LIST_ROUTES } from '../../../common/routes.js';
import { loadScreenAssets, screenSource } from './screen-assets.js';

const WEB_SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

describe('the stylesheets of a server-rendered screen', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are found for every public screen: each screen’s module is where the build manifest is read for it', () => {
    const missing = [...LIST_ROUTES, ...CONTENT_ROUTES].filter((key) => !fs.existsSync(path.join(WEB_SOURCES, screenSource(key))));
    expect(missing).toEqual([]);
  });

  it('are those of the screen’s chunk and its imports, less what the entry loads already', () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-assets-'));
    dirs.push(webDir);
    fs.mkdirSync(path.join(webDir, '.vite'));
    const manifest = {
      'main.tsx': { file: 'assets/start.js', isEntry: true, css: ['assets/start.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      '_filters.js': { file: 'assets/filters.js', css: ['assets/filters.css'], imports: ['_shared.js'] },
      [screenSource('files')]: { file: 'assets/files.js', css: ['assets/files.css'], imports: ['_filters.js', '_shared.js'] },
    };
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const assets = loadScreenAssets(webDir);
    expect(assets.headTags('files').split('\n').map((tag) => tag.trim())).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/files.css">',
      '<link rel="stylesheet" crossorigin href="/assets/filters.css">',
    ]);
    expect(assets.headTags(null)).toBe('');
  });
});
