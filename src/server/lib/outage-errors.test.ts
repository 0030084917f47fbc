import { describe, expect, it } from 'vitest';
import { isDatabaseBusy, isDependencyUnavailable, isOutOfSpace } from './outage-errors.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDependencyUnavailable', () => {
  it('holds for a database that refuses, drops or times out connections, and for PostgreSQL shutting down', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006', 'connection failure'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('a query failed', { cause: withCode('ECONNREFUSED') }),
    ]) {
      expect(isDependencyUnavailable(error), error.message).toBe(true);
    }
  });

  it('does not hold for errors of the request or the code', () => {
    for (const error of [withCode('23505', 'duplicate key'), withCode('42P01', 'relation does not exist'), withCode('40P01', 'deadlock detected'), new TypeError('x is undefined'), null, 'ECONNREFUSED']) {
      expect(isDependencyUnavailable(error)).toBe(false);
    }
  });
});

describe('isOutOfSpace', () => {
  it('holds for a full disk or quota on the folder, SQLite or PostgreSQL, wrapped or not', () => {
    for (const error of [withCode('ENOSPC'), withCode('EDQUOT'), withCode('SQLITE_FULL'), withCode('53100', 'could not extend file'), new Error('save failed', { cause: withCode('ENOSPC') })]) {
      expect(isOutOfSpace(error)).toBe(true);
    }
    expect(isOutOfSpace(withCode('EACCES'))).toBe(false);
    expect(isOutOfSpace(new Error('ENOSPC'))).toBe(false);
  });
});

describe('isDatabaseBusy', () => {
  it('holds for a statement time-out, a lock time-out and SQLite busy, wrapped or not', () => {
    for (const error of [
      withCode('57014', 'canceling statement due to statement timeout'),
      withCode('55P03', 'canceling statement due to lock timeout'),
      withCode('SQLITE_BUSY', 'database is locked'),
      withCode('SQLITE_BUSY_SNAPSHOT', 'database is locked'),
      new Error('save failed', { cause: withCode('55P03') }),
    ]) {
      expect(isDatabaseBusy(error), error.message).toBe(true);
    }
  });

  it('does not hold for other errors', () => {
    for (const error of [withCode('40P01', 'deadlock detected'), withCode('SQLITE_CONSTRAINT_UNIQUE'), withCode('SQLITE_BUSYNESS'), withCode('ECONNREFUSED'), new Error('57014'), null]) {
      expect(isDatabaseBusy(error)).toBe(false);
    }
  });
});
