/**
 * Errors that mean a service the portal depends on is out (the database restarting, a full disk),
 * not that the request or the code is wrong: the client is told to try again, not that there is
 * a bug. Drivers wrap errors, so the whole `cause` chain is looked at.
 */

/** SQLSTATEs of a PostgreSQL that is unreachable, shutting down, starting up or out of connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Node's codes of a connection refused, cut or timed out. */
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres reports a lost or never-made connection, and its own time-outs, by message only. */
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /^Query read timeout$/, /^Connection terminated due to connection timeout$/, /^Client has encountered a connection error and is not queryable$/];

const OUT_OF_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']);

/** PostgreSQL's SQLSTATEs of a statement cancelled by the statement time-out (57014), and of one that waited too long for a lock (55P03). */
const GAVE_UP_SQLSTATES = new Set(['57014', '55P03']);
/** SQLite's code of a database another connection kept locked beyond the busy time-out, with its extended codes. */
const SQLITE_BUSY = /^SQLITE_BUSY(_|$)/;

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  let current = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the database (or a connection to it) is unavailable for now. */
export function isDependencyUnavailable(error: unknown): boolean {
  for (const { code, message } of causes(error)) {
    if (typeof code === 'string' && (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** True when a disk (the database's or the uploads') or a quota is full. */
export function isOutOfSpace(error: unknown): boolean {
  for (const { code } of causes(error)) if (typeof code === 'string' && OUT_OF_SPACE_CODES.has(code)) return true;
  return false;
}

/**
 * True when the database gave up on a statement because it was too busy to run it in time: the
 * statement time-out, a lock held by another transaction past the lock or busy time-out. The
 * transaction was rolled back; the same request a little later normally succeeds.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (const { code } of causes(error)) if (typeof code === 'string' && (GAVE_UP_SQLSTATES.has(code) || SQLITE_BUSY.test(code))) return true;
  return false;
}
