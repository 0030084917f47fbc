import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locales.js';
import { cyrillicTexts, featureSources, keysAskedFor, readCatalogue } from '../../locales/message-catalogue.js';
import { BACKGROUND_COLOURS, TEXT_COLOURS } from './colours.js';
import { ALIGNMENTS } from './editor-extensions.js';

const messages = readCatalogue('rich-text-editor');

describe('rich-text editor messages', () => {
  it('have every key the editor asks for, in every locale', () => {
    const used = keysAskedFor(featureSources(fileURLToPath(new URL('.', import.meta.url))));
    const dynamic = [
      ...ALIGNMENTS.map((alignment) => `toolbar.align.${alignment}`),
      ...[...TEXT_COLOURS, ...BACKGROUND_COLOURS].map((colour) => `colours.names.${colour.name}`),
      // Asked for through a ref to t (the task items' checkbox labels).
      'taskCheckbox',
      'taskCheckboxEmpty',
    ];
    expect(used.size).toBeGreaterThan(60);
    for (const locale of LOCALES) expect([...used, ...dynamic].filter((key) => !messages[locale].has(key)), locale).toEqual([]);
  });

  it('write sr in Cyrillic and lat without it', () => {
    expect(cyrillicTexts(messages.lat)).toEqual([]);
    expect(cyrillicTexts(messages.sr)).toContain(messages.sr.get('toolbar.bold'));
  });
});
