/** The current instant as stored in the database (ISO-8601, UTC, milliseconds). */
export function nowIso(): string {
  return new Date().toISOString();
}
