import { describe, expect, it } from 'vitest';
import { approvalStatus, isValidTaxNumber, nextStatusChange, providerQueryPairs, taxNumberCheckDigit } from './providers.js';

const from = '2025-01-01T00:00:00.000Z';
const until = '2026-01-01T00:00:00.000Z';
const revokedAt = '2025-06-01T12:00:00.000Z';

describe("an approval's status", () => {
  it('is not yet in force before its start, in force from its start, expired from its end', () => {
    const times = { validFrom: from, validUntil: until, revokedAt: null };
    expect(approvalStatus(times, '2024-12-31T23:59:59.999Z')).toBe('not-yet-in-force');
    expect(approvalStatus(times, from)).toBe('in-force');
    expect(approvalStatus(times, '2025-12-31T23:59:59.999Z')).toBe('in-force');
    expect(approvalStatus(times, until)).toBe('expired');
  });

  it('stays in force with no end', () => {
    expect(approvalStatus({ validFrom: from, validUntil: null, revokedAt: null }, '2099-01-01T00:00:00.000Z')).toBe('in-force');
  });

  it('is revoked from the instant of its revocation, whatever its dates', () => {
    const times = { validFrom: from, validUntil: until, revokedAt };
    expect(approvalStatus(times, Date.parse(revokedAt) - 1)).toBe('in-force');
    expect(approvalStatus(times, revokedAt)).toBe('revoked');
    expect(approvalStatus(times, '2030-01-01T00:00:00.000Z')).toBe('revoked');
  });

  it('changes next at the earliest of its instants still ahead', () => {
    const times = { validFrom: from, validUntil: until, revokedAt };
    expect(nextStatusChange(times, '2024-01-01T00:00:00.000Z')).toBe(Date.parse(from));
    expect(nextStatusChange(times, from)).toBe(Date.parse(revokedAt));
    expect(nextStatusChange(times, revokedAt)).toBe(Date.parse(until));
    expect(nextStatusChange(times, until)).toBeNull();
  });
});

describe('a tax number (ПИБ)', () => {
  it('takes nine digits whose last is the check digit', () => {
    expect(isValidTaxNumber('100002887')).toBe(true);
    expect(isValidTaxNumber('104052135')).toBe(true);
    expect(isValidTaxNumber('100002886')).toBe(false);
    expect(isValidTaxNumber('10000288')).toBe(false);
    expect(isValidTaxNumber('1000028870')).toBe(false);
    expect(isValidTaxNumber('10000288a')).toBe(false);
  });

  it('completes any eight digits with one check digit', () => {
    for (const firstEight of ['10000000', '12345678', '99999999']) {
      expect(isValidTaxNumber(`${firstEight}${taxNumberCheckDigit(firstEight)}`)).toBe(true);
    }
  });
});

describe("the providers list's query", () => {
  it('keeps the valid filters in a fixed order and drops the rest', () => {
    const query = new URLSearchParams('status=sometimes&level=9&activity=prior-learning&q= Центар &municipality=Нови Сад&qualification=12&page=2');
    expect(providerQueryPairs(query)).toEqual([
      ['q', 'Центар'],
      ['municipality', 'Нови Сад'],
      ['activity', 'prior-learning'],
      ['qualification', '12'],
      ['page', '2'],
    ]);
    expect(providerQueryPairs(new URLSearchParams('status=any&level=6.1&qualification=0'))).toEqual([
      ['level', '6.1'],
      ['status', 'any'],
    ]);
  });
});
