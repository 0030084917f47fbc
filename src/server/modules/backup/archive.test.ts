import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, BackupError, entryKindOf, parseManifest } from './archive-format.js';
import { createArchiveWriter, readArchive } from './archive.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'noks-archive-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function entriesOf(path: string): Promise<[string, string][]> {
  const entries: [string, string][] = [];
  for await (const entry of readArchive(path)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk as Buffer);
    entries.push([entry.name, Buffer.concat(chunks).toString('utf8')]);
  }
  return entries;
}

describe('an archive', () => {
  it('gives back the entries written, bytes and files alike, in order', async () => {
    const path = join(dir, 'a.tar.gz');
    const rows = join(dir, 'rows.jsonl');
    await writeFile(rows, '{"id":1,"name":"Ана"}\n{"id":2,"name":"Ђорђе"}\n');
    const writer = createArchiveWriter(path, new Date('2025-01-01T00:00:00Z'));
    await writer.addFile('tables/users.jsonl', rows, (await readFile(rows)).length);
    await writer.addBytes('files/x', Buffer.alloc(100_000, 7));
    await writer.addBytes('manifest.json', Buffer.from('{}'));
    await writer.finish();
    const entries = await entriesOf(path);
    expect(entries.map(([name]) => name)).toEqual(['tables/users.jsonl', 'files/x', 'manifest.json']);
    expect(entries[0]![1]).toBe('{"id":1,"name":"Ана"}\n{"id":2,"name":"Ђорђе"}\n');
    expect(entries[1]![1]).toHaveLength(100_000);
  });

  it('is not written over a file that is there', async () => {
    const path = join(dir, 'taken.tar.gz');
    await writeFile(path, 'something else');
    const writer = createArchiveWriter(path, new Date());
    const writing = (async () => {
      await writer.addBytes('manifest.json', Buffer.from('{}'));
      await writer.finish();
    })();
    await expect(writing).rejects.toThrow(/EEXIST/);
    await writer.abort();
    expect(await readFile(path, 'utf8')).toBe('something else');
  });

  it('says when a file is missing, not gzip, or cut short', async () => {
    await expect(entriesOf(join(dir, 'none.tar.gz'))).rejects.toThrow(/There is no file at .*none\.tar\.gz/);
    await expect(entriesOf(dir)).rejects.toThrow(/is not a file/);
    const text = join(dir, 'text.tar.gz');
    await writeFile(text, 'plain text');
    await expect(entriesOf(text)).rejects.toThrow(/text\.tar\.gz is not a backup archive of the portal \(it is not gzip-compressed\)/);
    const whole = join(dir, 'whole.tar.gz');
    const writer = createArchiveWriter(whole, new Date());
    await writer.addBytes('files/x', randomBytes(50_000));
    await writer.finish();
    const cut = join(dir, 'cut.tar.gz');
    await writeFile(cut, (await readFile(whole)).subarray(0, 2_000));
    await expect(entriesOf(cut)).rejects.toThrow(BackupError);
    await expect(entriesOf(cut)).rejects.toThrow(/cut\.tar\.gz is damaged or incomplete and cannot be read/);
  });
});

describe('entryKindOf', () => {
  it('tells the manifest, tables and stored files from anything else', () => {
    const key = 'f'.repeat(32);
    expect(entryKindOf('manifest.json')).toEqual({ kind: 'manifest' });
    expect(entryKindOf('tables/article_translations.jsonl')).toEqual({ kind: 'table', table: 'article_translations' });
    expect(entryKindOf(`files/${key}.w640.webp`)).toEqual({ kind: 'file', key: `${key}.w640.webp` });
    for (const name of ['files/../../etc/passwd', 'files/notes.txt', 'tables/users.csv', 'readme.md']) expect(entryKindOf(name), name).toEqual({ kind: 'unknown' });
  });
});

describe('parseManifest', () => {
  const valid = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    createdAt: '2025-01-01T00:00:00.000Z',
    sourceEngine: 'sqlite',
    migrations: ['0001-initial'],
    tables: [{ name: 'users', columns: ['id'], rows: 1, bytes: 9, sha256: 'a'.repeat(64) }],
    files: [],
    missingFiles: [],
  };

  it('reads a manifest of this format', () => {
    expect(parseManifest('b.tar.gz', JSON.stringify(valid))).toEqual(valid);
  });

  it('says what is wrong with one it cannot use', () => {
    expect(() => parseManifest('b.tar.gz', '{')).toThrow('b.tar.gz is damaged: its manifest.json is not JSON');
    expect(() => parseManifest('b.tar.gz', JSON.stringify({ format: 'other' }))).toThrow('b.tar.gz is not a backup of the portal: its manifest.json names another format');
    expect(() => parseManifest('b.tar.gz', JSON.stringify({ ...valid, formatVersion: 9 }))).toThrow(/made by a newer version of the portal \(archive format 9; this version reads 1\)/);
    expect(() => parseManifest('b.tar.gz', JSON.stringify({ ...valid, files: [{ key: '../x', size: 1, sha256: 'a'.repeat(64) }] }))).toThrow(/its manifest.json is not valid \(files\.0\.key: not a storage key\)/);
  });
});
