/**
 * Times are stored as timestamptz and sent as `yyyy-MM-dd HH:mm:ss` in the configured zone (BladeX style).
 * Formatting is done here rather than in SQL so that both databases behave the same.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // sv-SE prints ISO-like `2024-01-31 13:45:00`.
    f = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Per zone, the zone's offset (ms) for each hour since 1970 formatted so far, or null for an hour during which it
 * changes. Bounded: a zone's map is emptied when it grows past maxHours.
 */
const hourOffsets = new Map<string, Map<number, number | null>>();
const maxHours = 50_000;
const hourMs = 3_600_000;
/** 10000-01-01T00:00:00Z: the fast path stays within four-digit years. */
const lastFastMs = 253_402_300_800_000 - 2 * 86_400_000;

/** The zone's offset at `ms` to the second, as the formatter shows it. */
function shownOffset(ms: number, timeZone: string): number {
  const second = Math.floor(ms / 1000) * 1000;
  return Date.parse(`${formatterFor(timeZone).format(second).replace(' ', 'T')}Z`) - second;
}

function offsetOfHour(hour: number, timeZone: string): number | null {
  let zone = hourOffsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    hourOffsets.set(timeZone, zone);
  }
  let offset = zone.get(hour);
  if (offset === undefined) {
    const start = shownOffset(hour * hourMs, timeZone);
    offset = start === shownOffset(hour * hourMs + hourMs - 1, timeZone) ? start : null;
    if (zone.size >= maxHours) zone.clear();
    zone.set(hour, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * `yyyy-MM-dd HH:mm:ss` in `timeZone`. The formatter is slow for the many times a list sends, so the zone's offset
 * is taken from it once per hour of time and applied by arithmetic; an hour in which the offset changes, and times
 * before 1970 or past year 9999, go through the formatter itself.
 */
export function formatTime(value: Date | null | undefined, timeZone: string): string {
  if (!value) return '';
  const ms = value.getTime();
  if (ms >= 0 && ms < lastFastMs) {
    const offset = offsetOfHour(Math.floor(ms / hourMs), timeZone);
    if (offset !== null) {
      const local = new Date(Math.floor(ms / 1000) * 1000 + offset);
      return (
        `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ` +
        `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`
      );
    }
  }
  return formatterFor(timeZone).format(value);
}

/** Minutes east of UTC that `timeZone` is at the instant `at`. */
function offsetMinutes(at: Date, timeZone: string): number {
  // Read from its numbers, not by Date.parse: the wall clock past 9999-12-31 (where 9999-12-31 23:59:59, a list's
  // "until forever", lands east of UTC) has a five-digit year that no date string parses.
  const [y, mo, d, h, mi, s] = (formatterFor(timeZone).format(at).match(/\d+/g) ?? []).map(Number);
  const shown = Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s);
  return Math.round((shown - at.getTime()) / 60000);
}

/** Reads `yyyy-MM-dd[ HH:mm[:ss]]` as a wall-clock time in `timeZone`; undefined when it is not one. */
export function parseTime(text: string, timeZone: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(asUtc);
  // Date.UTC reads the years 0 to 99 as 1900 to 1999: such a year is no date a list filters by.
  const wrong = check.getUTCFullYear() !== Number(y) || check.getUTCMonth() !== Number(mo) - 1;
  if (wrong || check.getUTCDate() !== Number(d) || Number(h) > 23) return undefined;
  // Two passes settle the offset even across a daylight-saving change.
  let guess = asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60000;
  guess = asUtc - offsetMinutes(new Date(guess), timeZone) * 60000;
  const instant = new Date(guess);
  // West of UTC the last second of 9999 is already in 10000, which no timestamp column (nor ISO text) holds.
  return instant.getUTCFullYear() > 9999 ? undefined : instant;
}

/** The instant today began in `timeZone` (a daily limit counts from it, not from midnight in the database's zone). */
export function startOfToday(timeZone: string, now = new Date()): Date {
  return parseTime(formatTime(now, timeZone).slice(0, 10), timeZone)!;
}
