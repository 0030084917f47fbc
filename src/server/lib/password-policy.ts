import { AppError } from './errors.js';

/** Why a password is refused beside its length: what an attacker tries first. */
export type PasswordWeakness = 'common' | 'email' | 'blank';

const MESSAGES: Record<PasswordWeakness, string> = {
  common: 'This password is on a list of commonly used passwords; choose one that is harder to guess',
  email: 'The password must not be the e-mail address or its part before the @',
  blank: 'The password must not be only spaces or one character repeated',
};

/** A stem shorter than this, before trailing digits and symbols, is not looked up on its own. */
const STEM_MIN = 4;

let commonPasswords: Promise<ReadonlySet<string>> | null = null;

/**
 * The 49,000 passwords that zxcvbn-ts's common list holds (lowercase), loaded on first use:
 * a few megabytes that a portal serving only the public never holds.
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return commonPasswords;
}

/**
 * What makes `password` easy to guess, or null: only spaces or one character repeated; the
 * e-mail address or its local part (any letter case); a common password, as it is or followed
 * only by digits and symbols (`sunshine2024!`), any letter case. The length is the schemas' rule.
 */
export async function findPasswordWeakness(password: string, email: string | null): Promise<PasswordWeakness | null> {
  const folded = password.normalize('NFC').toLowerCase();
  if (new Set(folded.replace(/\s/gu, '')).size <= 1) return 'blank';
  const trimmed = folded.trim();
  if (email) {
    const address = email.trim().toLowerCase();
    if (trimmed === address || trimmed === address.slice(0, address.lastIndexOf('@'))) return 'email';
  }
  const common = await loadCommonPasswords();
  const stem = trimmed.replace(/[\d\p{P}\p{S}\s]+$/u, '');
  if (common.has(trimmed) || (stem.length >= STEM_MIN && common.has(stem))) return 'common';
  return null;
}

export function passwordWeaknessMessage(weakness: PasswordWeakness): string {
  return MESSAGES[weakness];
}

/** Refuses a weak password with 400, naming the field it came in and why (`details.reason` for the dashboard's own words). */
export async function assertStrongPassword(password: string, email: string | null, field: string): Promise<void> {
  const weakness = await findPasswordWeakness(password, email);
  if (!weakness) return;
  const message = MESSAGES[weakness];
  throw new AppError('WEAK_PASSWORD', 400, message, { fields: { [field]: message }, reason: weakness });
}
