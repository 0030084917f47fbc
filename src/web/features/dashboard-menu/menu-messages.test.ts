import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_STATUSES } from '../../../common/schemas/common.js';
import { MENUS, MENU_ROUTES } from '../../../common/schemas/content.js';
import { cyrillicTexts, featureSources, keysAskedFor, readCatalogue } from '../../locales/message-catalogue.js';
import { TARGET_KINDS } from './menu-item-form.js';

const messages = readCatalogue('dashboard-menu');

/** Keys the screens build from data: `menus.${menu}`, `targets.${kind}`, … */
const DYNAMIC_KEYS = [
  ...MENUS.map((menu) => `menus.${menu}`),
  ...TARGET_KINDS.map((kind) => `targets.${kind}`),
  ...MENU_ROUTES.map((route) => `routes.${route}`),
  ...CONTENT_STATUSES.map((status) => `statuses.${status}`),
  ...['moveUp', 'moveDown', 'indent', 'outdent'].map((action) => `actions.${action}`),
];

describe('menu editor messages', () => {
  it('have every key the screens ask for, in Serbian', () => {
    const used = keysAskedFor(featureSources(fileURLToPath(new URL('.', import.meta.url))));
    expect(used.size).toBeGreaterThan(40);
    expect([...used, ...DYNAMIC_KEYS].filter((key) => !messages.sr.has(key))).toEqual([]);
  });

  it('write sr in Cyrillic and lat without it', () => {
    expect(cyrillicTexts(messages.sr)).toContain(messages.sr.get('order.save'));
    expect(cyrillicTexts(messages.lat)).toEqual([]);
  });
});
