import { describe, expect, it } from 'vitest';
import { breakpointName } from '../../lib/breakpoints.js';
import { dashboardTheme } from './dashboard-theme.js';

const px = (em: string) => Number.parseFloat(em) * 16;

describe('dashboard theme', () => {
  it('starts each of Mantine’s sizes where the public site’s breakpoints do (SPEC §9)', () => {
    const starts = Object.entries(dashboardTheme.breakpoints ?? {}).map(([name, value]) => [name, px(String(value))]);
    expect(starts).toEqual([['xs', 0], ['sm', 600], ['md', 960], ['lg', 1264], ['xl', 1904]]);
    for (const [name, start] of starts as [string, number][]) {
      expect(breakpointName(start), name).toBe(name);
      if (start > 0) expect(breakpointName(start - 1), `just below ${name}`).not.toBe(name);
    }
  });
});
