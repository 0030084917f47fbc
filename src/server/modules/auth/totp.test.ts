import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, matchTotpStep, newRecoveryCodes, newTotpSecret, otpauthUrlOf } from './totp.js';

const codeAt = (secret: string, timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const now = Date.parse('2026-11-26T12:00:10Z');
  const step = Math.floor(now / 30_000);

  it('makes 160-bit base32 secrets', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts the current code and those of one step either side, naming the step', () => {
    expect(matchTotpStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses codes two steps away, of another secret, or malformed', () => {
    expect(matchTotpStep(secret, codeAt(secret, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, codeAt(secret, now + 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, codeAt(newTotpSecret(), now), now)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('writes the otpauth address apps read', () => {
    const url = new URL(otpauthUrlOf(secret, 'ana@example.rs', 'noks.example.rs'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('noks.example.rs');
    expect(decodeURIComponent(url.pathname)).toBe('/noks.example.rs:ana@example.rs');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of 80 bits', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
  });

  it('hash alike however they are typed', () => {
    expect(hashRecoveryCode('abcd-efgh-2345-67ab')).toBe(hashRecoveryCode(' ABCD EFGH 2345 67AB '));
    expect(hashRecoveryCode('ABCD-EFGH-2345-67AB')).not.toBe(hashRecoveryCode('ABCD-EFGH-2345-67AC'));
  });
});
