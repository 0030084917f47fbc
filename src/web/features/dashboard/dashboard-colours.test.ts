import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from '../inspire/contrast.js';
import { dashboardTheme } from './dashboard-theme.js';

/**
 * Every shade the dashboard names for text (`c=`) or for a component (`color=`: its text on white,
 * or white on it) is readable on white: at least 4.5:1 (WCAG 2.2 AA for body text). Read off the
 * sources, so a new screen is held to it without a browser test catching its message on screen.
 */
const WEB = path.resolve(import.meta.dirname, '../..');
const NAMED_SHADE = /\b(?:c|color)="([a-zA-Z]+)\.(\d)"/g;
const WHITE = parseColor('#ffffff')!;

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(file);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [file] : [];
  });
}

const palette = { ...DEFAULT_THEME.colors, ...dashboardTheme.colors } as Record<string, readonly string[]>;

describe('the dashboard’s named colours', () => {
  it('are readable on white wherever a screen uses them for text or a component', () => {
    const used = new Map<string, string>();
    for (const file of sourcesOf(WEB)) {
      for (const [, name, shade] of fs.readFileSync(file, 'utf8').matchAll(NAMED_SHADE)) used.set(`${name}.${shade}`, path.relative(WEB, file));
    }
    expect(used.size).toBeGreaterThan(5);
    const unreadable = [...used].flatMap(([colour, file]) => {
      const [name, shade] = colour.split('.') as [string, string];
      const hex = palette[name]?.[Number(shade)];
      if (!hex) return [`${colour} (${file}): not a colour of the theme`];
      const ratio = contrastRatio(parseColor(hex)!, WHITE);
      return ratio < 4.5 ? [`${colour} = ${hex} (${file}): ${ratio.toFixed(2)}:1`] : [];
    });
    expect(unreadable).toEqual([]);
  });
});
