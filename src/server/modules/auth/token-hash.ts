import { createHash } from 'node:crypto';

/** Session tokens and device cookies are stored only as this hash: a copy of the database signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
