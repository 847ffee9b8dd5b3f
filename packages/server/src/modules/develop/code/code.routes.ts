import { codeCalls, codeMessages } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { badRequest } from '../../../platform/errors.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { genCodeMakerName } from '../generator/generate.service.ts';
import { generatorOf } from '../generator/generator-of.ts';
import { copyCode } from './code.service.ts';

const systemOf = (system: string | undefined) => (system === 'saber' || system === 'saber3' ? system : 'pharma');

/** 代码生成's calls beyond the kit's four: 复制, 预览 and gen-code. */
export function codeRoutes(app: App, platform: Platform) {
  const gen = generatorOf(platform);
  serve(app, codeCalls.copy, async (req) => ok(req, (await copyCode(ctxOf(req), req.query.id)) as never, 'okBang'));
  serve(app, codeCalls.preview, async (req) =>
    ok(req, await gen.preview(ctxOf(req), req.query.id, systemOf(req.query.system))),
  );
  // Each row is rendered first, so a row that cannot be generated (its table gone, a name taken) is refused at
  // once, naming it; the checks then run in the download centre's job, which keeps the zip only when they pass.
  serve(app, codeCalls.genCode, async (req) => {
    const ctx = ctxOf(req);
    const system = systemOf(req.query.system);
    const maker = ctx.registry.fileMaker(genCodeMakerName);
    const downloads = ctx.registry.downloads;
    if (!maker || !downloads) throw badRequest(codeMessages.noSource);
    const ids = req.query.ids as unknown as string[];
    const rendered = [];
    for (const id of ids) rendered.push(await gen.render(ctx, id, system));
    const fileIds = [];
    for (const [i, module] of rendered.entries())
      fileIds.push(
        await downloads.queueMade(ctx, maker, { id: ids[i], system }, `${module.plan.fileName}-${system}.zip`),
      );
    return ok(req, { fileIds }, codeMessages.started);
  });
}
