import { describe, expect, it } from 'vitest';
import { approvalStatus } from '../../../../common/providers.js';
import { type ProviderInput, providerInputSchema } from '../../../../common/schemas/providers.js';
import { providerType } from '../../../modules/providers/provider.content-type.js';
import { providerInput, seedInput } from '../seed.js';
import { loadSeedContent } from './index.js';

/** The demo register of providers: enough of them, each one an editor could save, with approvals in every state. */
describe('the demo providers', () => {
  const { providers, qualifications } = loadSeedContent();
  const now = new Date('2026-03-01T10:00:00Z');
  const qualificationIds = new Map(qualifications.map((q, index) => [q.code, index + 1]));
  const inputs = providers.map((p) => seedInput(providerType, providerInputSchema, providerInput(p, { status: 'published' }, qualificationIds, now)) as ProviderInput);
  const approvals = inputs.flatMap((p) => p.approvals);
  const statuses = approvals.map((a) => approvalStatus({ validFrom: a.validFrom, validUntil: a.validUntil, revokedAt: a.revocation?.at ?? null }, now.toISOString()));

  it('are at least 30 with at least 80 approvals, unique in name and numbers, each valid as the admin API takes it', () => {
    expect(providers.length).toBeGreaterThanOrEqual(30);
    expect(approvals.length).toBeGreaterThanOrEqual(80);
    for (const key of ['registrationNumber', 'taxNumber'] as const) expect(new Set(providers.map((p) => p[key])).size).toBe(providers.length);
    expect(new Set(providers.map((p) => p.name.sr)).size).toBe(providers.length);
  });

  it('lead to demo qualifications, and some approvals are expired and some revoked', () => {
    for (const p of providers) for (const a of p.approvals) if (a.qualification !== null) expect(qualificationIds.has(a.qualification), a.qualification).toBe(true);
    expect(approvals.filter((a) => a.qualificationId !== null).length).toBeGreaterThanOrEqual(60);
    expect(statuses.filter((s) => s === 'expired').length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s === 'revoked').length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s === 'in-force').length).toBeGreaterThan(approvals.length / 2);
  });
});
