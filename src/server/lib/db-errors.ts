/**
 * True for a unique-constraint violation on either database (SQLite's SQLITE_CONSTRAINT_UNIQUE,
 * PostgreSQL's SQLSTATE 23505): a concurrent request won a race that a prior check could not see.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}

/**
 * True when PostgreSQL aborted a transaction so that others could go on: as the victim of a
 * deadlock (SQLSTATE 40P01) or for a serialization failure (40001). Nothing of it was written,
 * and the same transaction run again normally succeeds.
 */
export function isTransientConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '40P01' || error.code === '40001';
}
