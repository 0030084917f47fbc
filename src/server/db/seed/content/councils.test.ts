import { describe, expect, it } from 'vitest';
import { councilInputSchema } from '../../../../common/schemas/councils.js';
import { councilType } from '../../../modules/councils/council.content-type.js';
import { councilInput, qualificationInput, seedInput, standardInput } from '../seed.js';
import { loadSeedContent } from './index.js';

/** The demo councils: the twelve, each one an editor could save, and the council of every demo standard and qualification naming one. */
describe('the demo councils', () => {
  const { councils, standards, qualifications, tags, documents } = loadSeedContent();
  const tagIds = new Map(tags.map((tag, i) => [tag.ref, i + 1]));
  const documentIds = new Map(documents.map((document, i) => [document.ref, i + 1]));

  it('are the twelve, with unique names, members, sessions and decisions, each valid as the admin API takes it', () => {
    expect(councils).toHaveLength(12);
    expect(new Set(councils.map((c) => c.name.sr)).size).toBe(12);
    for (const c of councils) {
      expect(c.members.length, c.ref).toBeGreaterThanOrEqual(3);
      expect(c.sessions.length, c.ref).toBeGreaterThanOrEqual(1);
      expect(c.decisions.length, c.ref).toBeGreaterThanOrEqual(1);
      expect(() => seedInput(councilType, councilInputSchema, councilInput(c, { status: 'published' }, tagIds, documentIds))).not.toThrow();
    }
  });

  it('are named by every demo standard and qualification that names a council', () => {
    const ids = new Map(councils.map((c, i) => [c.name.sr, i + 1]));
    const namedStandards = standards.filter((s) => s.sectorCouncil.sr !== '');
    const namedQualifications = qualifications.filter((q) => q.sectorCouncil.sr !== '');
    expect(namedStandards.length).toBeGreaterThan(30);
    for (const s of namedStandards) expect(standardInput(s, { status: 'draft' }, ids).councilId, s.code).toBe(ids.get(s.sectorCouncil.sr));
    for (const q of namedQualifications) expect(qualificationInput(q, new Map(), { status: 'draft' }, new Map(), ids).councilId, q.code).toBe(ids.get(q.sectorCouncil.sr));
  });
});
