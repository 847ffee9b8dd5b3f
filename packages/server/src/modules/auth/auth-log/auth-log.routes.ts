import { authLockCalls, authLogCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { authLockDetail, listAuthLocks, lockUser, unlockAuthLock } from '../auth-lock/auth-lock.service.ts';
import { authLogDetail, listAuthLogs } from './auth-log.service.ts';

/** 登录日志 (blade-system/auth-log) and 账号锁定 (blade-system/auth-lock), as BladeX 4's screens call them. */
export function authLogRoutes(app: App) {
  serve(app, authLogCalls.page, async (req) => ok(req, await listAuthLogs(ctxOf(req), req.query)));
  serve(app, authLogCalls.detail, async (req) => ok(req, await authLogDetail(ctxOf(req), req.query.id)));
  serve(app, authLockCalls.page, async (req) => ok(req, await listAuthLocks(ctxOf(req), req.query)));
  serve(app, authLockCalls.detail, async (req) => ok(req, await authLockDetail(ctxOf(req), req.query.id)));
  serve(app, authLockCalls.unlock, async (req) => {
    await unlockAuthLock(ctxOf(req), req.query.id, req.query.unlockReason ?? '');
    return ok(req, true as const);
  });
  serve(app, authLockCalls.lock, async (req) => {
    await lockUser(ctxOf(req), req.query);
    return ok(req, true as const);
  });
}
