/**
 * How long a leave request is, in working days, as an HR department counts it (and as the Leave process's `days`
 * variable decides who approves: 经理审批 up to three days, 老板审批 beyond).
 *
 * - A working day is Monday to Friday, in two halves: the morning 09:00–12:00 and the afternoon 13:00–18:00 (the
 *   lunch hour is nobody's leave). Saturdays and Sundays count nothing.
 * - The unit is the half day: every half that the leave overlaps counts 0.5, however little of it is taken (an
 *   applicant away from 10:00 is away for the morning). So 周一 09:00 → 周二 18:00 is 2 days, 09:00 → 12:00 is 0.5,
 *   09:00 → 13:30 is 1, and Friday 18:00 → Monday 09:00 is nothing.
 * - Public holidays and shifted working weekends are not known to the console (no holiday calendar is kept): a leave
 *   over one counts it as a working day, which the approver sees in the times shown.
 *
 * The times are the wall-clock times the applicant typed (in the console's zone), so they are counted as such.
 */

/** The halves of a working day, in minutes after midnight. */
export const workingHalves: ReadonlyArray<readonly [number, number]> = [
  [9 * 60, 12 * 60],
  [13 * 60, 18 * 60],
];

/** A leave spanning more calendar days than this is refused (nobody applies for more than a year at once). */
export const maxLeaveCalendarDays = 366;

const minuteMs = 60_000;
const dayMinutes = 24 * 60;

/** `yyyy-MM-dd HH:mm[:ss]` as minutes since the epoch of its wall clock (no zone: the clock as typed). */
function wallMinutes(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s ?? 0) / minuteMs;
}

/**
 * The working days between two wall-clock times (`yyyy-MM-dd HH:mm:ss`), in half days; undefined when either is
 * not such a time. The caller checks that the end is after the start and that the span is not absurdly long.
 */
export function leaveDays(start: string, end: string): number | undefined {
  const from = wallMinutes(start);
  const to = wallMinutes(end);
  if (from === undefined || to === undefined) return undefined;
  if (to <= from) return 0;
  let halves = 0;
  const firstDay = Math.floor(from / dayMinutes);
  const lastDay = Math.min(Math.floor(to / dayMinutes), firstDay + maxLeaveCalendarDays);
  for (let day = firstDay; day <= lastDay; day++) {
    // 1970-01-01 was a Thursday: day 0 → 4 (Sunday 0 … Saturday 6).
    const weekday = (day + 4) % 7;
    if (weekday === 0 || weekday === 6) continue;
    for (const [begin, finish] of workingHalves) {
      const a = day * dayMinutes + begin;
      const b = day * dayMinutes + finish;
      if (Math.min(b, to) > Math.max(a, from)) halves++;
    }
  }
  return halves / 2;
}

/** Whether the span between two wall-clock times is longer than a leave may be. */
export function leaveTooLong(start: string, end: string): boolean {
  const from = wallMinutes(start);
  const to = wallMinutes(end);
  return from !== undefined && to !== undefined && to - from > maxLeaveCalendarDays * dayMinutes;
}
