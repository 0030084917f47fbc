import { describe, expect, it } from 'vitest';
import { ADMIN_CODE, dashboardOnlyFiles, type ChunkSummary } from './pwa-build.js';

const ROOT = '/repo';

function chunk(fileName: string, part: Partial<ChunkSummary> = {}): ChunkSummary {
  return { fileName, isEntry: false, imports: [], dynamicImports: [], moduleIds: [`${ROOT}/src/web/${fileName}.tsx`], assets: [], ...part };
}

describe('ADMIN_CODE', () => {
  it('recognises the dashboard, the editor and the UI kit', () => {
    for (const id of [
      `${ROOT}/src/web/app/admin-layout.tsx`,
      `${ROOT}/src/web/app/admin-layout-shell.tsx`,
      `${ROOT}/src/web/features/dashboard/articles/article-editor.tsx`,
      `${ROOT}/node_modules/@mantine/core/esm/index.mjs`,
      `${ROOT}/node_modules/@tiptap/react/dist/index.js`,
      `${ROOT}/node_modules/prosemirror-view/dist/index.js`,
      '../../../node_modules/@mantine/hooks/esm/use-id.mjs',
    ]) {
      expect(ADMIN_CODE.test(id), id).toBe(true);
    }
  });

  it('leaves public code alone', () => {
    for (const id of [
      `${ROOT}/src/web/app/public-layout.tsx`,
      `${ROOT}/src/web/features/home/home-screen.tsx`,
      `${ROOT}/src/web/features/dashboard-link.tsx`,
      `${ROOT}/node_modules/react-dom/cjs/react-dom-client.production.js`,
    ]) {
      expect(ADMIN_CODE.test(id), id).toBe(false);
    }
  });
});

describe('dashboardOnlyFiles', () => {
  const entry = chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], dynamicImports: ['assets/home.js', 'assets/admin-layout.js'], assets: ['assets/index.css'] });
  const react = chunk('assets/react.js', { moduleIds: [`${ROOT}/node_modules/react/index.js`] });
  const home = chunk('assets/home.js', { imports: ['assets/react.js', 'assets/format.js'], assets: ['assets/home.css'] });
  const format = chunk('assets/format.js');
  const admin = chunk('assets/admin-layout.js', {
    moduleIds: [`${ROOT}/src/web/app/admin-layout.tsx`],
    imports: ['assets/react.js', 'assets/format.js', 'assets/mantine.js'],
    dynamicImports: ['assets/articles.js'],
    assets: ['assets/admin-layout.css', 'assets/index.css'],
  });
  const mantine = chunk('assets/mantine.js', { moduleIds: [`${ROOT}/node_modules/@mantine/core/esm/index.mjs`], assets: ['assets/mantine.css'] });
  const articles = chunk('assets/articles.js', { moduleIds: [`${ROOT}/src/web/features/articles-table.tsx`] });

  it('leaves out what only the dashboard reaches, keeping what public screens share with it', () => {
    const files = dashboardOnlyFiles([entry, react, home, format, admin, mantine, articles]);
    expect([...files].sort()).toEqual([
      'assets/admin-layout.css',
      'assets/admin-layout.js',
      'assets/articles.js',
      'assets/mantine.css',
      'assets/mantine.js',
    ]);
  });

  it('does not precache a chunk with dashboard code even if a public screen imports it', () => {
    const leaky = { ...home, moduleIds: [...home.moduleIds, `${ROOT}/node_modules/@mantine/core/esm/Button.mjs`] };
    const files = dashboardOnlyFiles([entry, react, leaky, format, admin, mantine, articles]);
    expect(files.has('assets/home.js')).toBe(true);
    // Reached only through chunks with dashboard code: loaded on demand, like the dashboard.
    expect(files.has('assets/format.js')).toBe(true);
    expect(files.has('assets/react.js')).toBe(false);
  });

  it('handles import cycles and Windows paths', () => {
    const a = chunk('a.js', { isEntry: true, imports: ['b.js'] });
    const b = chunk('b.js', { imports: ['a.js'], dynamicImports: ['c.js'] });
    const c = chunk('c.js', { moduleIds: ['C:\\repo\\src\\web\\features\\dashboard\\menu.tsx'] });
    expect([...dashboardOnlyFiles([a, b, c])]).toEqual(['c.js']);
  });
});
