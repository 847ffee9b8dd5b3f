import { describe, expect, it } from 'vitest';
import { leaveDays, leaveTooLong } from './leave-days.ts';

// 2026-12-07 is a Monday, 2026-12-11 a Friday, 2026-12-12/13 the weekend.
describe('the working days of a leave (half days, 09:00–12:00 and 13:00–18:00, weekdays)', () => {
  it.each([
    // The case: two whole working days, not one.
    ['2026-12-07 09:00:00', '2026-12-08 18:00:00', 2],
    ['2026-12-07 09:00:00', '2026-12-07 18:00:00', 1],
    // A morning, an afternoon, and a morning and a bit of the afternoon.
    ['2026-12-07 09:00:00', '2026-12-07 12:00:00', 0.5],
    ['2026-12-07 13:00:00', '2026-12-07 18:00:00', 0.5],
    ['2026-12-07 09:00:00', '2026-12-07 13:30:00', 1],
    // The lunch hour alone, and the edges of a half: nothing taken.
    ['2026-12-07 12:00:00', '2026-12-07 13:00:00', 0],
    ['2026-12-07 18:00:00', '2026-12-08 09:00:00', 0],
    // One minute of a half is the half.
    ['2026-12-07 11:59:00', '2026-12-07 12:00:00', 0.5],
    ['2026-12-07 17:00:00', '2026-12-08 10:00:00', 1],
    // 09:00 to 09:00 two days later (the old whole-day count): two working days.
    ['2026-12-07 09:00:00', '2026-12-09 09:00:00', 2],
    // A weekend counts nothing; Friday to Monday is the two days worked.
    ['2026-12-12 09:00:00', '2026-12-13 18:00:00', 0],
    ['2026-12-11 13:00:00', '2026-12-14 12:00:00', 1],
    // A whole week, Monday to Sunday: five.
    ['2026-12-07 00:00:00', '2026-12-13 23:59:59', 5],
    // Around the approver rule (经理 up to 3, 老板 beyond): 3 and 3.5.
    ['2026-12-07 09:00:00', '2026-12-09 18:00:00', 3],
    ['2026-12-07 09:00:00', '2026-12-10 10:00:00', 3.5],
  ])('%s → %s is %d', (start, end, days) => {
    expect(leaveDays(start, end)).toBe(days);
  });

  it('reads no other text as a time, and refuses more than a year at once', () => {
    expect(leaveDays('2026-12-07', '2026-12-08 18:00:00')).toBeUndefined();
    expect(leaveDays('2026-12-08 18:00:00', '2026-12-07 09:00:00')).toBe(0);
    expect(leaveTooLong('2026-01-01 09:00:00', '2026-12-31 18:00:00')).toBe(false);
    expect(leaveTooLong('2026-01-01 09:00:00', '2028-01-02 18:00:00')).toBe(true);
  });
});
