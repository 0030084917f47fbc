/**
 * The portal's clock. Scheduled publishing and the response cache's expiry read it, so tests can
 * move time by hand instead of waiting for it.
 */
let readMs: () => number = Date.now;

/** The current instant in milliseconds since the epoch. */
export function nowMs(): number {
  return readMs();
}

/** The current instant as stored in the database (ISO-8601, UTC, milliseconds). */
export function nowIso(): string {
  return new Date(readMs()).toISOString();
}

/** Replaces the clock (tests only); `null` gives the real one back. */
export function setClock(read: (() => number) | null): void {
  readMs = read ?? Date.now;
}
