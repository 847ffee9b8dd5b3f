import type { Ctx } from '../../../platform/context.ts';
import { todayIn, within } from './days.ts';
import { gradesInForce } from './grade.rules.ts';

/** The control grade a sales rep holds for a shipper on a day, as the app's goods visibility reads it. */
export interface GradeHeld {
  gradeCode: string;
  gradeName: string;
  /** 0–9: the rep may sell goods whose controlLevel is at most this. */
  gradeLevel: number;
  /** 1 all customers · 2 own customers only (pubCustomToSaler) · 3 named regions. */
  scopeType: number | null;
  regionCodes: string | null;
}

/**
 * The grade in force a user holds for a shipper on `today` (yyyy-MM-dd; today in the caller's zone by default), or
 * null when they hold none (they sell uncontrolled goods only, level 0). The one-grade rule makes it at most one.
 */
export async function gradeLevelOf(
  ctx: Ctx,
  shipperId: string,
  userId: string,
  today: string = todayIn(ctx.timeZone),
): Promise<GradeHeld | null> {
  const held = (await gradesInForce(ctx, shipperId, [userId])).filter((g) => within(today, g));
  // Should two ever hold (a rule bypassed by hand in the database), the higher level is not assumed: the lower wins.
  const grade = held.sort((a, b) => a.gradeLevel - b.gradeLevel)[0];
  return grade
    ? {
        gradeCode: grade.gradeCode,
        gradeName: grade.gradeName,
        gradeLevel: grade.gradeLevel,
        scopeType: grade.scopeType,
        regionCodes: grade.regionCodes,
      }
    : null;
}
