import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238's defaults, the only ones every authenticator app reads: SHA-1, six digits, 30 seconds. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after the current one is still accepted: clocks drift and people type slowly. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new secret of 160 bits (RFC 4226's recommendation), in base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrlOf(secret: string, account: string, issuer: string): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), digits: DIGITS, period: PERIOD_SECONDS }).toString();
}

/** The time step a code belongs to when it is right for `now` give or take one step, else null. */
export function matchTotpStep(secret: string, code: string, now: number = Date.now()): number | null {
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), digits: DIGITS, period: PERIOD_SECONDS, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Ten codes of 80 random bits each, written XXXX-XXXX-XXXX-XXXX in base32 so they are easy to copy out. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = new Secret({ buffer: randomBytes(10).buffer }).base32;
    return code.match(/.{4}/g)!.join('-');
  });
}

/**
 * Recovery codes are stored as SHA-256 hashes: with 80 random bits, a stolen hash cannot be
 * turned back into a code, so a slow password hash would buy nothing. Case, spaces and dashes
 * do not matter when one is typed in.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toUpperCase().replace(/[^A-Z2-7]/g, '')).digest('hex');
}
