import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSeedContent } from './index.js';

const CONTENT_DIRECTORY = new URL('./', import.meta.url);
const folders: string[] = [];

/** A copy of the demo content's files in a folder of its own, `edit` applied to one of them. */
function contentWith(file: string, edit: (data: never) => void): URL {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-content-'));
  folders.push(folder);
  for (const name of fs.readdirSync(CONTENT_DIRECTORY).filter((name) => name.endsWith('.json'))) {
    fs.copyFileSync(new URL(name, CONTENT_DIRECTORY), path.join(folder, name));
  }
  const data = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
  edit(data as never);
  fs.writeFileSync(path.join(folder, file), JSON.stringify(data));
  return pathToFileURL(`${folder}/`);
}

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('loadSeedContent', () => {
  it('reads every kind of demo content', () => {
    const content = loadSeedContent();
    expect(content.qualifications.length).toBeGreaterThan(0);
    expect(content.menus.main.length).toBeGreaterThan(0);
  });

  it('refuses a field of the wrong kind, naming the file, the item and the field', () => {
    const directory = contentWith('qualifications.json', (qualifications: { code: string; level: string }[]) => {
      qualifications[2]!.level = '9';
    });
    const { code } = loadSeedContent().qualifications[2]!;
    expect(() => loadSeedContent(directory)).toThrow(`Demo content qualifications.json is not valid: item [2] (${code}), level: Invalid option`);
  });

  it('refuses a field the seed does not know, as a misspelt name would be', () => {
    const directory = contentWith('articles.json', (articles: Record<string, unknown>[]) => {
      articles[0]!.titel = articles[0]!.title;
    });
    const { ref } = loadSeedContent().articles[0]!;
    expect(() => loadSeedContent(directory)).toThrow(`Demo content articles.json is not valid: item [0] (${ref}): Unrecognized key: "titel"`);
  });

  it('names a menu entry by where it is in the menu', () => {
    const directory = contentWith('menus.json', (menus: { main: { children: { label: { en: unknown } }[] }[] }) => {
      menus.main.find((item) => item.children)!.children[0]!.label.en = 42;
    });
    expect(() => loadSeedContent(directory)).toThrow(/^Demo content menus\.json is not valid: item main\[\d+\], children\.0\.label\.en: Invalid input: expected string, received number$/);
  });

  it('names the file that is not JSON', () => {
    const directory = contentWith('tags.json', () => {});
    fs.writeFileSync(new URL('tags.json', directory), '[{ "ref": ');
    expect(() => loadSeedContent(directory)).toThrow(/^Demo content tags\.json cannot be read: /);
  });
});
