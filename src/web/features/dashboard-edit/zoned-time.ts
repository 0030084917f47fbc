/**
 * Date-time inputs (`<input type="datetime-local">`, "2026-05-01T10:00") hold a wall-clock time
 * without a zone. The portal shows every time in its own zone (shared/format.ts), so editors type
 * times in that zone too, whatever the zone of their computer; the API stores UTC.
 */

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `timeZone` at an instant, as if it were UTC (milliseconds). */
function wallClockAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(partsFormat(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** How far `timeZone` is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockAt(whole, timeZone) - whole;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the value of a datetime-local input in `timeZone`; '' for none. */
export function isoToZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const wall = new Date(wallClockAt(instant, timeZone));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * A datetime-local value read in `timeZone` → ISO instant (UTC); null for '' or a malformed value.
 * NOTE: a wall time skipped by the spring clock change is read with the offset before it.
 */
export function zonedInputToIso(value: string, timeZone: string): string | null {
  const match = INPUT_VALUE.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(wall)) return null;
  // The offset depends on the instant we are looking for: guess with the wall time, then correct.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}
