import { describe, expect, it } from 'vitest';
import { approvalFormPath, approvalInputs, approvalStatusOf, approvalsOf, emptyApproval, isRevocationReasonValid } from './approval-form-state.js';

const ZONE = 'Europe/Belgrade';

/** An approval as the admin view gives it. */
const saved = {
  id: 41,
  activity: 'training-for-work',
  programme: { sr: 'Обука за заваривача' },
  qualificationId: null,
  level: '2',
  decisionNumber: '022-05-00012/2024-03',
  decisionDate: '2024-02-15',
  validFrom: '2024-03-01T00:00:00.000Z',
  validUntil: '2029-03-01T00:00:00.000Z',
  places: [{ municipality: 'Ниш', address: 'Вожда Карађорђа 12' }],
  employers: [{ name: 'Метал д.о.о.', municipality: 'Ниш' }],
  revocation: { at: '2025-06-01T08:30:00.000Z', reason: 'Програм се не изводи' },
};

describe("a provider's approvals in the edit form", () => {
  it('become rows of inputs, times in the portal\'s zone, and go back to the API as they came', () => {
    const [row] = approvalsOf([saved], ZONE);
    expect(row).toMatchObject({ id: '41', level: '2', qualificationId: '', validFrom: '2024-03-01T01:00', isRevoked: true, revokedAt: '2025-06-01T10:30', revocationReason: 'Програм се не изводи' });
    expect(approvalInputs([row!], ZONE)).toEqual([saved]);
  });

  it('send a new approval without an id, no revocation unless revoked, and English only when written', () => {
    const fresh = { ...emptyApproval(Date.parse('2025-01-01T00:00:00Z'), ZONE), programmeSr: ' Курс ', programmeEn: '  ', revocationReason: 'left over' };
    const [input] = approvalInputs([fresh], ZONE);
    expect(input).not.toHaveProperty('id');
    expect(input).toMatchObject({ programme: { sr: 'Курс' }, validFrom: '2025-01-01T00:00:00.000Z', validUntil: null, revocation: null, level: null, qualificationId: null });
  });

  it('send a revocation with an empty reason as it is, for the API to refuse', () => {
    const [row] = approvalsOf([{ ...saved, revocation: null }], ZONE);
    const [input] = approvalInputs([{ ...row!, isRevoked: true, revokedAt: '2025-06-01T10:30', revocationReason: ' ' }], ZONE);
    expect(input!.revocation).toEqual({ at: '2025-06-01T08:30:00.000Z', reason: '' });
  });

  it('take a reason by the API\'s rule: something besides spaces', () => {
    expect(isRevocationReasonValid('')).toBe(false);
    expect(isRevocationReasonValid('   ')).toBe(false);
    expect(isRevocationReasonValid('Решење поништено')).toBe(true);
    expect(isRevocationReasonValid('x'.repeat(1001))).toBe(false);
  });

  it('show the status each has now as the form stands', () => {
    const [row] = approvalsOf([{ ...saved, revocation: null }], ZONE);
    const at = (iso: string) => approvalStatusOf(row!, Date.parse(iso), ZONE);
    expect(at('2024-02-29T23:59:59Z')).toBe('not-yet-in-force');
    expect(at('2024-03-01T00:00:00Z')).toBe('in-force');
    expect(at('2029-03-01T00:00:00Z')).toBe('expired');
    expect(approvalStatusOf({ ...row!, isRevoked: true, revokedAt: '2025-06-01T10:30' }, Date.parse('2025-06-01T08:30:00Z'), ZONE)).toBe('revoked');
    expect(approvalStatusOf({ ...row!, validFrom: '' }, Date.now(), ZONE)).toBeNull();
  });

  it("place the API's paths at the form's fields", () => {
    const placed = {
      'approvals.0.revocation.reason': 'approvals.0.revocationReason',
      'approvals.2.revocation': 'approvals.2.revocationReason',
      'approvals.1.programme.sr': 'approvals.1.programmeSr',
      'approvals.1.employers.3.name': 'approvals.1.employers',
      'approvals.1.validUntil': 'approvals.1.validUntil',
      'approvals.1.colour': 'approvals.1',
      approvals: null,
      'members.0.name': null,
    };
    expect(Object.fromEntries(Object.keys(placed).map((path) => [path, approvalFormPath(path)]))).toEqual(placed);
  });
});
