import { gradeDocCalls, gradeMessages, salesPickerCalls } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import { tenantToAddTo } from '../../../platform/tenant-reach.ts';
import type { App } from '../../../platform/types.ts';
import { shipperOptions } from '../../purchase/public.ts';
import { deptNames } from '../../system/public.ts';
import { staffOf } from '../../user/public.ts';
import { setGradeStatus } from './grade.service.ts';

/** The employees of a tenant (the caller's; the platform administrator's: the one named) for a picker. */
async function employeeOptions(caller: Ctx, query: { keyword?: string; tenantId?: string }) {
  const ctx = await tenantToAddTo(caller, query.tenantId);
  const staff = await staffOf(ctx, { keyword: query.keyword, limit: 200 });
  const depts = await deptNames(ctx, [...new Set(staff.map((s) => s.deptId).filter((d): d is string => !!d))]);
  return staff.map((s) => ({
    id: s.id,
    account: s.account,
    realName: s.realName,
    employeeNo: s.employeeNo,
    deptName: (s.deptId && depts.get(s.deptId)) || '',
  }));
}

/** 控销等级's moves, and the pickers the sales-mobile screens share. Routes stay thin. */
export function gradeRoutes(app: App) {
  serve(app, gradeDocCalls.enable, async (req) =>
    ok(req, await setGradeStatus(ctxOf(req), req.query.ids, 1), gradeMessages.enabled),
  );
  serve(app, gradeDocCalls.disable, async (req) =>
    ok(req, await setGradeStatus(ctxOf(req), req.query.ids, 2), gradeMessages.disabled),
  );
  serve(app, salesPickerCalls.shippers, async (req) =>
    ok(req, await shipperOptions(ctxOf(req), ctxOf(req).isAdministrator ? req.query.tenantId : undefined)),
  );
  serve(app, salesPickerCalls.employees, async (req) => ok(req, await employeeOptions(ctxOf(req), req.query)));
}
