import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locales.js';
import { cyrillicTexts, featureSources, keysAskedFor, readCatalogue } from '../../locales/message-catalogue.js';
import type { UploadState } from './upload-queue.js';

const messages = readCatalogue('dashboard-media');

/** Keys put together at run time: the two single-file pickers' texts and the upload states. */
const PICKER_KEYS = ['none', 'upload', 'replace', 'remove', 'drop', 'uploaded', 'removed'];
const STATES: UploadState[] = ['queued', 'uploading', 'done', 'failed'];
const DYNAMIC = [...['image', 'document'].flatMap((kind) => PICKER_KEYS.map((key) => `${kind}.${key}`)), ...STATES.map((state) => `uploads.${state}`)];

describe('media picker messages', () => {
  it('have every key the pickers ask for, in Serbian', () => {
    const used = keysAskedFor(featureSources(fileURLToPath(new URL('.', import.meta.url))));
    expect(used.size).toBeGreaterThan(20);
    expect([...used, ...DYNAMIC].filter((key) => !messages.sr.has(key))).toEqual([]);
  });

  it('are written in Cyrillic for sr and without it for lat', () => {
    expect(cyrillicTexts(messages.sr)).toContain(messages.sr.get('slides.upload'));
    for (const locale of LOCALES.filter((code) => code !== 'sr')) expect(cyrillicTexts(messages[locale]), locale).toEqual([]);
  });
});
