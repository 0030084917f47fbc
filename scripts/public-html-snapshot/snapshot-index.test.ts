import { describe, expect, it } from 'vitest';
import { type SnapshotIndex, findDifferences, maskPage, pageFileName, sha256 } from './snapshot-index.js';

const KEY = '0c450c14950a8b109f53f6989be67ae1';

describe('maskPage', () => {
  it('replaces the hash in built files’ names, whatever their name and extension', () => {
    const html = '<script src="/assets/index-BU39fQ_u.js"></script><link href="/assets/home-screen-B4YkX4G2.css"><link href="/assets/Alert-fbf-XFei.js">';
    expect(maskPage(html, new Map())).toBe('<script src="/assets/index-HASH.js"></script><link href="/assets/home-screen-HASH.css"><link href="/assets/Alert-HASH.js">');
  });

  it('replaces an upload’s storage key by its id and keeps the variant', () => {
    const html = `<img src="/media/${KEY}.w320.webp" srcset="https://noks.example.org/media/${KEY}.w640.webp 640w">`;
    expect(maskPage(html, new Map([[KEY, 13]]))).toBe('<img src="/media/upload-13.w320.webp" srcset="https://noks.example.org/media/upload-13.w640.webp 640w">');
  });

  it('leaves text that only looks like a key or a hash alone', () => {
    const html = `<p>/media/${'f'.repeat(32)} and assets-BU39fQ_u.js, /assets/index.js</p>`;
    expect(maskPage(html, new Map([[KEY, 13]]))).toBe(html);
  });
});

describe('findDifferences', () => {
  const page = (body: string, status = 200) => ({ status, file: pageFileName(body), sha256: sha256(body) });

  it('finds none between equal snapshots', () => {
    const index = { '/': page('<p>a</p>'), '/en': page('<p>b</p>') };
    expect(findDifferences(index, { ...index }, () => '')).toEqual([]);
  });

  it('names a page whose HTML differs, with a diff of the changed tag', () => {
    const a = { '/en': page('<h3>Latest news</h3>') };
    const b = { '/en': page('<h3>Latest newz</h3>') };
    const read = (side: 'a' | 'b') => (side === 'a' ? '<main><h3>Latest news</h3></main>' : '<main><h3>Latest newz</h3></main>');
    const [difference, ...others] = findDifferences(a, b, read);
    expect(others).toEqual([]);
    expect(difference!.path).toBe('/en');
    expect(difference!.summary).toBe('HTML differs');
    expect(difference!.diff).toContain('-<h3>Latest news</h3>\n+<h3>Latest newz</h3>');
  });

  it('names a page whose status differs, and pages only one snapshot has', () => {
    const a: SnapshotIndex = { '/': page('x'), '/lat': page('y') };
    const b: SnapshotIndex = { '/': page('x', 404), '/en': page('z') };
    expect(findDifferences(a, b, () => 'x').map(({ path, summary }) => [path, summary])).toEqual([
      ['/', 'status 200 → 404'],
      ['/en', 'only in B'],
      ['/lat', 'only in A'],
    ]);
  });
});
