import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS } from '../../src/common/permissions.js';
import { seedDemoContent } from '../../src/server/db/seed/seed.js';
import { jsonLdGraph, loadShapes, shaclViolations } from '../support/shacl.js';
import { type TestApp, startTestApp } from './support/test-app.js';

/**
 * The served ELM dataset checked by the EU's own SHACL shapes of the Learning Opportunity and
 * Qualification profile, as Europass's Qualification Dataset Register checks what it harvests.
 */

const ELM = 'http://data.europa.eu/snb/model/elm/';

let t: TestApp;
let dataset: { '@context': object; '@graph': Record<string, unknown>[] };

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoContent(t.ctx, { id: t.users.admin, email: 'admin@example.org', name: 'Ана Админ', role: 'admin', permissions: ADMIN_PERMISSIONS });
  const response = await t.app.inject({ method: 'GET', url: '/open-data/qualifications.jsonld' });
  expect(response.statusCode).toBe(200);
  dataset = JSON.parse(response.body) as typeof dataset;
});
afterAll(() => t.close());

const typesIn = (graph: Record<string, unknown>[]) => new Set(graph.map((node) => node.type as string));

describe('the ELM dataset against the EU LOQ shapes', () => {
  it('conforms to the profile (LOQ-constraints.ttl) with the whole demo register in it: qualifications, providers, programmes in force', async () => {
    expect(dataset['@graph'].length).toBeGreaterThanOrEqual(40);
    // Every kind of node the dataset is made of: the qualifications, the recognised providers and their programmes in force.
    expect([...typesIn(dataset['@graph'])].sort()).toEqual(['LearningOpportunity', 'Organisation', 'Qualification']);
    const violations = await shaclViolations(loadShapes('LOQ-constraints.ttl'), await jsonLdGraph(dataset));
    expect(violations).toEqual([]);
  });

  it("uses the EU's controlled vocabularies (LOQ-constraints-mdr.ttl) everywhere but for the national levels", async () => {
    const violations = await shaclViolations(loadShapes('LOQ-constraints-mdr.ttl'), await jsonLdGraph(dataset));
    // The profile wants an NQF level to be a concept of the EU's register of national frameworks
    // (skos:inScheme qdr/25831c2). The concepts of Serbia's levels are not in the sources this
    // register is built from, so the levels are the portal's own concepts (docs/decisions/0027).
    const outsideLevels = violations.filter((violation) => violation.path !== `${ELM}NQFLevel`);
    expect(outsideLevels).toEqual([]);
  });

  it('finds a violation when there is one: the check is not vacuous', async () => {
    const graph = dataset['@graph'];
    const qualification = graph.find((node) => node.type === 'Qualification')!;
    const opportunity = graph.find((node) => node.type === 'LearningOpportunity')!;
    const { title: _title, ...untitled } = qualification;
    const { providedBy: _providedBy, ...unprovided } = opportunity;
    const broken = { ...dataset, '@graph': graph.map((node) => (node === qualification ? { ...untitled, 'elm:notInTheProfile': 'x' } : node === opportunity ? unprovided : node)) };
    const violations = await shaclViolations(loadShapes('LOQ-constraints.ttl'), await jsonLdGraph(broken));
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ focusNode: qualification.id, path: 'http://purl.org/dc/terms/title', constraint: 'sh:MinCountConstraintComponent' }),
        expect.objectContaining({ focusNode: qualification.id, path: `${ELM}notInTheProfile`, constraint: 'sh:ClosedConstraintComponent' }),
        expect.objectContaining({ focusNode: opportunity.id, path: `${ELM}providedBy`, constraint: 'sh:MinCountConstraintComponent' }),
      ]),
    );
  });
});
