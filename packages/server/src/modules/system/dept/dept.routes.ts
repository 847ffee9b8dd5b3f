import { deptCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import {
  deptDetail,
  deptLazyList,
  deptLazyTree,
  deptList,
  deptSelect,
  deptTree,
  removeDepts,
  saveDept,
} from './dept.service.ts';

/** 部门管理 (blade-system/dept), every call served from its declaration in @pharma/contract. */
export function deptRoutes(app: App) {
  serve(app, deptCalls.list, async (req) => ok(req, await deptList(ctxOf(req), req.query)));
  serve(app, deptCalls.lazyList, async (req) =>
    ok(req, await deptLazyList(ctxOf(req), req.query.parentId || undefined, req.query.tenantId || undefined)),
  );
  serve(app, deptCalls.tree, async (req) => ok(req, await deptTree(ctxOf(req), req.query.tenantId || undefined)));
  serve(app, deptCalls.lazyTree, async (req) =>
    ok(req, await deptLazyTree(ctxOf(req), req.query.parentId || undefined, req.query.tenantId || undefined)),
  );
  serve(app, deptCalls.select, async (req) => ok(req, await deptSelect(ctxOf(req))));
  serve(app, deptCalls.roleManagerDeptTree, async (req) =>
    ok(req, await deptTree(ctxOf(req), req.query.tenantId || undefined)),
  );
  serve(app, deptCalls.detail, async (req) => ok(req, await deptDetail(ctxOf(req), req.query.id)));
  serve(app, deptCalls.submit, async (req) => {
    const { record, created } = await saveDept(ctxOf(req), req.body);
    return ok(req, record, created ? 'added' : 'updated');
  });
  serve(app, deptCalls.saveExtendDept, async (req) => ok(req, (await saveDept(ctxOf(req), req.body)).record, 'added'));
  serve(app, deptCalls.updateExtendDept, async (req) =>
    ok(req, (await saveDept(ctxOf(req), req.body)).record, 'updated'),
  );
  serve(app, deptCalls.remove, async (req) => ok(req, await removeDepts(ctxOf(req), req.query.ids), 'removed'));
}
