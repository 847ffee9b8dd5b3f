import { describe, expect, it } from 'vitest';
import { formatTime, parseTime, startOfToday } from './time.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** What formatTime printed before its fast path: the formatter itself. */
function reference(at: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
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
  return f.format(at);
}

const zones = [
  'Asia/Shanghai',
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Africa/Monrovia',
  'America/Santiago',
];

describe('formatTime', () => {
  it('prints what the formatter prints, in every zone, across daylight-saving changes and odd offsets', () => {
    // A fixed pseudo-random sequence, so a failure repeats.
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const instants: number[] = [0, 1, 999, 1000, Date.UTC(9999, 11, 31, 23, 59, 59), Date.UTC(1969, 11, 31, 12)];
    for (let i = 0; i < 5_000; i++) instants.push(Math.floor(next() * Date.UTC(2100, 0, 1)));
    // Every minute around this year's and a past year's changes (Europe, North America, southern hemisphere).
    for (const day of [Date.UTC(2026, 2, 29), Date.UTC(2026, 9, 25), Date.UTC(2026, 2, 8), Date.UTC(2026, 10, 1)])
      for (let m = -180; m <= 180; m++) instants.push(day + m * 60_000 + 59_500);
    for (const day of [Date.UTC(2026, 3, 5), Date.UTC(2026, 8, 6), Date.UTC(1972, 4, 1), Date.UTC(1986, 4, 4)])
      for (let m = -1440; m <= 1440; m += 7) instants.push(day + m * 60_000 + 30_250);
    for (const zone of zones) {
      for (const ms of instants) {
        const at = new Date(ms);
        if (formatTime(at, zone) !== reference(at, zone))
          expect(`${at.toISOString()} ${zone} ${formatTime(at, zone)}`).toBe(`${reference(at, zone)}`);
      }
    }
  });

  it('prints nothing for no time and refuses an invalid one as the formatter does', () => {
    expect(formatTime(null, 'UTC')).toBe('');
    expect(formatTime(undefined, 'UTC')).toBe('');
    expect(() => formatTime(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});

describe('startOfToday', () => {
  it('is midnight of the zone’s date, not of the database’s or UTC’s', () => {
    // 2026-11-26 17:30 UTC is already the 27th in Shanghai (UTC+8): its day began at 16:00 UTC.
    const now = new Date('2026-11-26T17:30:00Z');
    expect(startOfToday('Asia/Shanghai', now).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(startOfToday('UTC', now).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(startOfToday('America/New_York', now).toISOString()).toBe('2026-11-26T05:00:00.000Z');
  });
});

describe('parseTime', () => {
  it('reads a wall-clock time in the zone, daylight saving included', () => {
    expect(parseTime('2024-01-31 13:45:00', 'Asia/Shanghai')?.toISOString()).toBe('2024-01-31T05:45:00.000Z');
    expect(parseTime('2024-07-01', 'Europe/Berlin')?.toISOString()).toBe('2024-06-30T22:00:00.000Z');
  });

  it('reads the last second of 9999 east of UTC (a list filter\'s "until forever"), where the zone is in 10000', () => {
    expect(parseTime('9999-12-31 23:59:59', 'Asia/Shanghai')?.toISOString()).toBe('9999-12-31T15:59:59.000Z');
    expect(parseTime('9999-12-31 23:59:59', 'UTC')?.toISOString()).toBe('9999-12-31T23:59:59.000Z');
  });

  it('is no time past 9999 in UTC, nor a year before 100, nor a day the calendar lacks', () => {
    expect(parseTime('9999-12-31 23:59:59', 'America/New_York')).toBeUndefined();
    expect(parseTime('0050-01-01', 'UTC')).toBeUndefined();
    expect(parseTime('2023-02-29', 'UTC')).toBeUndefined();
    expect(parseTime('2024-01-01 24:00', 'UTC')).toBeUndefined();
  });
});
