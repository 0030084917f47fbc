import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locales.js';
import { CONTENT_STATUSES } from '../../../common/schemas/common.js';
import { MENUS, MENU_ROUTES } from '../../../common/schemas/content.js';
import { flattenMessages, readMessages } from '../../locales/message-catalogue.js';
import { TARGET_KINDS } from './menu-item-form.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const NAMESPACE = 'dashboard-menu';

const messages = Object.fromEntries(LOCALES.map((locale) => [locale, flattenMessages(readMessages(locale, NAMESPACE) ?? {})]));

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
    const files = readdirSync(HERE).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'));
    const used = new Set<string>();
    for (const file of files) for (const match of readFileSync(join(HERE, file), 'utf8').matchAll(/\bt\('([\w.-]+)'/g)) used.add(match[1]!);
    expect(used.size).toBeGreaterThan(40);
    expect([...used, ...DYNAMIC_KEYS].filter((key) => !messages.sr!.has(key))).toEqual([]);
  });

  it('write sr in Cyrillic and lat without it', () => {
    const cyrillic = /[\u0400-\u04ff]/;
    expect(cyrillic.test(messages.sr!.get('order.save')!)).toBe(true);
    expect([...messages.lat!.values()].filter((text) => cyrillic.test(text))).toEqual([]);
  });
});
