/**
 * True for a unique-constraint violation on either database (SQLite's SQLITE_CONSTRAINT_UNIQUE,
 * PostgreSQL's SQLSTATE 23505): a concurrent request won a race that a prior check could not see.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}
