import { type AccountOperation, accountOperationCodes, userCodes, userExtendCalls } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import {
  accountOperation,
  batchUpdateLinks,
  pageUsersWithExtension,
  saveUserWithExtension,
  usersOfDepts,
} from './user-extend.service.ts';

/**
 * The code accountOperation checks, by its operation. The guard runs before validation, on the query as sent: an
 * unknown operation is checked as an edit, then refused by the declaration.
 */
const operationCode = (req: FastifyRequest) => {
  const operation = (req.query as { operation?: unknown } | undefined)?.operation;
  return accountOperationCodes[operation as AccountOperation] ?? userCodes.edit;
};

/** blade-user/userExtend: users with their extension, and batch operations on accounts. */
export function userExtendRoutes(app: App) {
  serve(app, userExtendCalls.listV2, async (req) => ok(req, await pageUsersWithExtension(ctxOf(req), req.query)));
  serve(app, userExtendCalls.listByDeptIds, async (req) => ok(req, await usersOfDepts(ctxOf(req), req.query.deptIds)));
  serve(
    app,
    userExtendCalls.accountOperation,
    async (req) => ok(req, await accountOperation(ctxOf(req), req.query.userIds, req.query.operation)),
    { permission: operationCode },
  );
  serve(app, userExtendCalls.batchUpdateDept, async (req) =>
    ok(req, await batchUpdateLinks(ctxOf(req), 'dept', req.body.userIds, req.body.deptIds)),
  );
  serve(app, userExtendCalls.batchUpdateRole, async (req) =>
    ok(req, await batchUpdateLinks(ctxOf(req), 'role', req.body.userIds, req.body.roleIds)),
  );
  serve(app, userExtendCalls.batchUpdatePost, async (req) =>
    ok(req, await batchUpdateLinks(ctxOf(req), 'post', req.body.userIds, req.body.postIds)),
  );
  serve(app, userExtendCalls.saveOrUpdate, async (req) => {
    const { record, created } = await saveUserWithExtension(ctxOf(req), req.body);
    return ok(req, record, created ? 'added' : 'updated');
  });
}
