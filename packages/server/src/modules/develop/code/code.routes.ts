import { codeCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { copyCode } from './code.service.ts';

/** 代码生成's calls beyond the kit's four: 复制. */
export function codeRoutes(app: App) {
  serve(app, codeCalls.copy, async (req) => ok(req, (await copyCode(ctxOf(req), req.query.id)) as never, 'okBang'));
}
