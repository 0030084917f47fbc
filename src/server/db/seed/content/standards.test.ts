import { describe, expect, it } from 'vitest';
import { standardInputSchema } from '../../../../common/schemas/standards.js';
import { standardStatus } from '../../../../common/standards.js';
import { standardType } from '../../../modules/standards/standard.content-type.js';
import { qualificationInput, seedInput, standardInput } from '../seed.js';
import { loadSeedContent } from './index.js';

/** The demo register of standards: enough of them, each one an editor could save, and the demo qualifications resting on them. */
describe('the demo standards', () => {
  const { standards, qualifications } = loadSeedContent();

  it('are at least 40, with unique codes and titles, each valid as the admin API takes it', () => {
    expect(standards.length).toBeGreaterThanOrEqual(40);
    expect(new Set(standards.map((s) => s.code)).size).toBe(standards.length);
    expect(new Set(standards.map((s) => s.title.sr)).size).toBe(standards.length);
    for (const s of standards) expect(() => seedInput(standardType, standardInputSchema, standardInput(s, { status: 'published' }))).not.toThrow();
  });

  it('have some amended histories and one or two withdrawn standards', () => {
    expect(standards.filter((s) => s.history.some((d) => d.kind === 'amended')).length).toBeGreaterThanOrEqual(3);
    const withdrawn = standards.filter((s) => standardStatus(s.history) === 'withdrawn');
    expect(withdrawn.length).toBeGreaterThanOrEqual(1);
    expect(withdrawn.length).toBeLessThanOrEqual(2);
  });

  it('are what every demo qualification naming a standard rests on, in both languages', () => {
    const ids = new Map(standards.map((s, i) => [s.title.sr, i + 1]));
    const named = qualifications.filter((q) => q.standard.sr !== '');
    expect(named.length).toBeGreaterThan(20);
    for (const q of named) {
      const standard = standards.find((s) => s.title.sr === q.standard.sr);
      expect(standard, q.code).toBeDefined();
      // The English page shows the standard's English title where it showed the free text.
      expect(standard!.title.en).toBe(q.standard.en);
      expect(qualificationInput(q, new Map(), { status: 'draft' }, ids).standardId).toBe(ids.get(q.standard.sr));
    }
  });
});
