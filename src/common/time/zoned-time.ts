/**
 * Wall-clock times of a time zone and the instants they name. The portal shows and reads every
 * time in its own zone, whatever the zone of the server or of an editor's computer; the API
 * stores UTC. Date-time inputs (`<input type="datetime-local">`, "2026-05-01T10:00") hold a
 * wall-clock time without a zone.
 */

/** The portal's zone: calendar days, publication times and the dashboard's inputs are Belgrade's. */
export const PORTAL_TIME_ZONE = 'Europe/Belgrade';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

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

/** The wall clock of `timeZone` at an instant, as Intl tells it. */
function formattedWallClock(instant: number, timeZone: string): WallClock {
  const wall: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of partsFormat(timeZone).formatToParts(new Date(instant))) {
    if (type in wall) wall[type as keyof WallClock] = Number(value);
  }
  return wall;
}

const asUtc = (wall: WallClock) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/**
 * Zones change their offset at whole quarter hours of UTC (every zone in use since 1970), so one
 * offset holds for a whole quarter hour. Kept per zone and quarter: a calendar month asks for every
 * event and day, and Intl's formatting costs a hundred times more than the arithmetic.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const OFFSETS_KEPT = 4096;
const offsets = new Map<string, number>();

/** How far `timeZone` is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = asUtc(formattedWallClock(quarter, timeZone)) - quarter;
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall clock of `timeZone` at an instant (milliseconds since the epoch). */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  const shifted = new Date(Math.floor(instant / 1000) * 1000 + offsetAt(instant, timeZone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/**
 * The instant (ISO, UTC) a wall-clock time of `timeZone` names; null when it is no date.
 * NOTE: a wall time skipped by the spring clock change is read with the offset before it.
 */
export function wallClockToIso(wall: WallClock, timeZone: string): string | null {
  const asIfUtc = asUtc(wall);
  if (Number.isNaN(asIfUtc)) return null;
  // The offset depends on the instant we are looking for: guess with the wall time, then correct.
  let instant = asIfUtc - offsetAt(asIfUtc, timeZone);
  instant = asIfUtc - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar date (YYYY-MM-DD) of an instant in `timeZone`. */
export function zonedDateKey(iso: string, timeZone: string): string {
  const wall = wallClockAt(Date.parse(iso), timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** An ISO instant as the value of a datetime-local input in `timeZone`; '' for none. */
export function isoToZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const wall = wallClockAt(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** A datetime-local value read in `timeZone` → ISO instant (UTC); null for '' or a malformed value. */
export function zonedInputToIso(value: string, timeZone: string): string | null {
  const match = INPUT_VALUE.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  return wallClockToIso({ year, month, day, hour, minute, second }, timeZone);
}
