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

export function formatTime(value: Date | null | undefined, timeZone: string): string {
  if (!value) return '';
  return formatterFor(timeZone).format(value);
}

/** Minutes east of UTC that `timeZone` is at the instant `at`. */
function offsetMinutes(at: Date, timeZone: string): number {
  const shown = formatterFor(timeZone).format(at).replace(' ', 'T');
  return Math.round((Date.parse(`${shown}Z`) - at.getTime()) / 60000);
}

/** Reads `yyyy-MM-dd[ HH:mm[:ss]]` as a wall-clock time in `timeZone`; undefined when it is not one. */
export function parseTime(text: string, timeZone: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23) return undefined;
  // Two passes settle the offset even across a daylight-saving change.
  let guess = asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60000;
  guess = asUtc - offsetMinutes(new Date(guess), timeZone) * 60000;
  return new Date(guess);
}
