import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locales.js';
import { flattenMessages, readMessages } from '../../locales/message-catalogue.js';
import type { UploadState } from './upload-queue.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const sr = flattenMessages(readMessages('sr', 'dashboard-media') ?? {});

/** Keys put together at run time: the two single-file pickers' texts and the upload states. */
const PICKER_KEYS = ['none', 'upload', 'replace', 'remove', 'drop', 'uploaded', 'removed'];
const STATES: UploadState[] = ['queued', 'uploading', 'done', 'failed'];
const DYNAMIC = [...['image', 'document'].flatMap((kind) => PICKER_KEYS.map((key) => `${kind}.${key}`)), ...STATES.map((state) => `uploads.${state}`)];

describe('media picker messages', () => {
  it('have every key the pickers ask for, in Serbian', () => {
    const sources = readdirSync(HERE).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'));
    const used = new Set<string>();
    for (const name of sources) for (const match of readFileSync(join(HERE, name), 'utf8').matchAll(/\bt\('([\w.-]+)'/g)) used.add(match[1]!);
    expect(used.size).toBeGreaterThan(20);
    expect([...used, ...DYNAMIC].filter((key) => !sr.has(key))).toEqual([]);
  });

  it('are written in Cyrillic for sr and without it for lat', () => {
    const cyrillic = /[\u0400-\u04ff]/;
    expect(cyrillic.test(sr.get('slides.upload')!)).toBe(true);
    for (const locale of LOCALES.filter((code) => code !== 'sr')) {
      expect([...flattenMessages(readMessages(locale, 'dashboard-media') ?? {}).values()].filter((text) => cyrillic.test(text)), locale).toEqual([]);
    }
  });
});
