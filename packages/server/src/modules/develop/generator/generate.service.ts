import {
  type CatalogueColumn,
  type CodeSystem,
  codeMessages,
  type GeneratedFileView,
  moduleMenus,
  prototypeOf,
  resources,
} from '@pharma/contract';
import { createTwoFilesPatch } from 'diff';
import { and, asc, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import type { Ctx } from '../../../platform/context.ts';
import { dictEntries } from '../../../platform/dict-reader.ts';
import { badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import type { FileMaker } from '../../../platform/excel/background.ts';
import { scoped } from '../../../platform/scope.ts';
import { code as codeTable } from '../code/code.table.ts';
import type { ModelCatalogue } from '../model/model.service.ts';
import { modelOf } from '../model/model.service.ts';
import { modelPrototype } from '../model-prototype/model-prototype.table.ts';
import { type CheckResult, checkInScratch } from './check.ts';
import { renderPharmaFiles } from './pharma/render-pharma.ts';
import type { Diagnostic, GeneratedFile, ModulePlan } from './plan.ts';
import { type CodeSettings, type ColumnSettings, planOf } from './plan-of.ts';
import { type Project, projectAt } from './project.ts';
import { checkSaberFiles } from './saber/check-vue.ts';
import { renderSaberFiles } from './saber/render-saber.ts';

/** A name a module or a resource may have in code. */
const isName = (value: string) => /^[A-Za-z][A-Za-z0-9]*$/.test(value);

/** Everything gen-code hands out for one row, before the check: the kit's files, a Saber console's, what to test. */
export interface RenderedModule {
  codeName: string;
  plan: ModulePlan;
  root: string;
  files: GeneratedFile[];
  /** The Saber console's files (under `saber/` or `saber3/` in the zip), when one was named. */
  saber: GeneratedFile[];
  migrationName: string;
  tests: string[];
}

/** The row's model's columns: as 数据库模型配置 saved them, else the table's with the grid's defaults. */
export async function columnsOf(ctx: Ctx, modelId: string, table: CatalogueColumn[]): Promise<ColumnSettings[]> {
  const saved = await ctx.db
    .select()
    .from(modelPrototype)
    .where(and(scoped(ctx, modelPrototype), eq(modelPrototype.modelId, modelId)))
    .orderBy(asc(modelPrototype.id));
  if (saved.length > 0) return saved as unknown as ColumnSettings[];
  return table.map((c) => prototypeOf(modelId, c) as ColumnSettings);
}

/** Refuses a plan whose names the project already uses or code cannot carry, naming the row. */
function assertFree(plan: ModulePlan, codeName: string): void {
  for (const [what, name] of [
    [{ zh: '模块', en: 'module' }, plan.module],
    [{ zh: '资源', en: 'resource' }, plan.resource],
  ] as const)
    if (!isName(name)) throw badRequest(codeMessages.notName, { code: codeName, what, name });
  const taken = resources.find((r) => r.name === plan.resource || r.table === plan.table || r.api === plan.api);
  if (taken) {
    const [what, name] =
      taken.table === plan.table
        ? [{ zh: '数据表', en: 'table' }, plan.table]
        : taken.name === plan.resource
          ? [{ zh: '资源', en: 'resource' }, plan.resource]
          : [{ zh: '接口', en: 'API' }, plan.api];
    throw badRequest(codeMessages.taken, { code: codeName, what, name });
  }
}

/** The menu group the screen joins: its module's, else (a module without one) 系统管理's; none for a new module. */
const menuGroupOf = (plan: ModulePlan) =>
  moduleMenus[plan.module] ? plan.module : plan.moduleExists ? 'system' : undefined;

/**
 * gen-code and 预览 for this project: its source tree, the catalogue the models are read from. One function renders
 * what both hand out, so the preview can never disagree with the download.
 */
export function generator(catalogue: ModelCatalogue, source: string) {
  const project = (): Project => {
    const found = projectAt(source);
    if (!found.usable) throw badRequest(codeMessages.noSource);
    return found;
  };

  async function planOfRow(ctx: Ctx, settings: CodeSettings & { modelId: string }, facts: Project) {
    const model = await modelOf(ctx, settings.modelId);
    const table = await catalogue
      .info(ctx, String(model.datasourceId), String(model.modelTable))
      .catch((error: unknown) => {
        // A table dropped after its model was saved: gen-code names it, rather than the catalogue's bare refusal.
        if (error instanceof Error && 'text' in error)
          throw badRequest(codeMessages.tableGone, { code: settings.codeName, table: String(model.modelTable) });
        throw error;
      });
    const columns = await columnsOf(ctx, settings.modelId, table.fields);
    const plan = planOf(settings, columns, table.fields, { modules: facts.modules });
    if (plan.fields.length === 0) throw badRequest(codeMessages.noColumns, { code: settings.codeName });
    return plan;
  }

  /** The files of one 代码生成 row for `system`. */
  async function render(ctx: Ctx, id: string, system: CodeSystem = 'pharma'): Promise<RenderedModule> {
    if (!ctx.isAdministrator) throw forbidden();
    const [row] = await ctx.db
      .select()
      .from(codeTable)
      .where(and(scoped(ctx, codeTable), eq(codeTable.id, id)));
    if (!row) throw notFound();
    const facts = project();
    const settings = { ...(row as unknown as CodeSettings), modelId: String(row.modelId) };
    const plan = await planOfRow(ctx, settings, facts);
    if (plan.template === 'sub') {
      if (!row.subModelId || !row.subFkId) throw badRequest(codeMessages.subNeeded, { code: settings.codeName });
      const subModel = await modelOf(ctx, String(row.subModelId));
      const detail = await planOfRow(
        ctx,
        { ...settings, modelId: String(row.subModelId), tableName: String(subModel.modelTable), templateType: 'crud' },
        facts,
      );
      const foreignKey = detail.fields.find((f) => f.column === row.subFkId)?.key ?? String(row.subFkId);
      plan.detail = { plan: detail, foreignKey };
      assertFree(detail, settings.codeName);
    }
    assertFree(plan, settings.codeName);
    const dicts = [...new Set([plan, ...(plan.detail ? [plan.detail.plan] : [])].flatMap((p) => p.fields))]
      .map((f) => f.dict)
      .filter((d): d is string => !!d);
    const dictKeys: Record<string, string> = {};
    for (const dict of new Set(dicts)) {
      const first = (await dictEntries(ctx, dict))[0];
      if (first) dictKeys[dict] = first.dictKey;
    }
    const files = renderPharmaFiles(
      plan,
      { menuGroup: menuGroupOf(plan), groupTitle: plan.title, dictKeys },
      facts.read,
    );
    return {
      codeName: settings.codeName,
      plan,
      root: facts.root,
      files,
      saber: system === 'pharma' ? [] : renderSaberFiles(plan, system),
      migrationName: plan.fileName.replace(/-/g, '_'),
      tests: [
        ...files.filter((f) => f.path.endsWith('.test.ts')).map((f) => f.path),
        'packages/server/test/platform/declarations.test.ts',
      ],
    };
  }

  /** The rendered module applied to a scratch copy: formatted, its migration made, and (unless `runChecks` is off) checked. */
  async function checked(
    module: RenderedModule,
    runChecks: boolean,
    onStep?: (step: string, done: number, total: number) => Promise<void>,
  ): Promise<CheckResult & { saber: GeneratedFile[] }> {
    const result = await checkInScratch({
      root: module.root,
      files: module.files,
      migrationName: module.migrationName,
      tests: module.tests,
      runChecks,
      ...(onStep ? { onStep } : {}),
    });
    const saberProblems = runChecks ? checkSaberFiles(module.saber) : [];
    return {
      ...result,
      ok: result.ok && saberProblems.length === 0,
      diagnostics: [...result.diagnostics, ...saberProblems],
      saber: module.saber,
    };
  }

  return {
    render,

    /** 预览: every file gen-code would hand out, each against the project's own. */
    async preview(ctx: Ctx, id: string, system?: CodeSystem): Promise<GeneratedFileView[]> {
      const module = await render(ctx, id, system);
      const result = await checked(module, false);
      const facts = project();
      const views = result.files.map((f): GeneratedFileView => {
        const before = facts.read(f.path);
        if (before === undefined) return { ...f, status: 'added', diff: '' };
        if (before === f.content) return { ...f, status: 'unchanged', diff: '' };
        return {
          ...f,
          status: 'changed',
          diff: createTwoFilesPatch(f.path, f.path, before, f.content, '', '', { context: 3 }),
        };
      });
      return [...views, ...result.saber.map((f) => ({ ...f, status: 'added' as const, diff: '' }))];
    },

    checked,
  };
}

export type Generator = ReturnType<typeof generator>;

/** The diagnostics as one line each, `file:line step: message`, the first ones only (the envelope stays readable). */
export function listOf(diagnostics: readonly Diagnostic[], max = 20): string {
  const lines = diagnostics
    .slice(0, max)
    .map((d) => `${d.file}${d.line ? `:${d.line}` : ''} [${d.step}] ${d.message.split('\n')[0]}`);
  return diagnostics.length > max ? `${lines.join('; ')}; …` : lines.join('; ');
}

/** The zip gen-code hands out: the kit's files at their paths from the project's root, a Saber console's under its name. */
export async function zipOf(files: readonly GeneratedFile[], saber: readonly GeneratedFile[], system: CodeSystem) {
  const zip = new JSZip();
  for (const f of files) zip.file(f.path, f.content);
  for (const f of saber) zip.file(`${system}/${f.path}`, f.content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** The request a gen-code job carries: the row, and which console. */
export interface GenCodeRequest {
  id: string;
  system: CodeSystem;
}

export const genCodeMakerName = 'develop.gen-code';

/** The download centre's maker of generated modules: render, check, and a zip only when everything passed. */
export function genCodeMaker(gen: Generator): FileMaker<GenCodeRequest> {
  return {
    name: genCodeMakerName,
    async make(ctx, request, progress) {
      const module = await gen.render(ctx, request.id, request.system);
      const result = await gen.checked(module, true, (_step, done, total) => progress(done, total));
      if (!result.ok)
        throw badRequest(codeMessages.failed, {
          count: String(result.diagnostics.length),
          list: listOf(result.diagnostics),
        });
      const bytes = await zipOf(result.files, result.saber, request.system);
      return { name: `${module.plan.fileName}-${request.system}.zip`, bytes };
    },
  };
}
