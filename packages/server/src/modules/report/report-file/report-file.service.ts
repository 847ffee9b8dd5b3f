import {
  type BodyOf,
  checkReportDefinition,
  type ReportDefinition,
  type ReportFileDetail,
  type reportCalls,
  reportFileResource,
  reportMessages,
} from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { toRecord } from '../../../platform/crud/records.ts';
import { crudService } from '../../../platform/crud/service.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { reportFileTable as file } from './report-file.table.ts';

/** The kit's list, save and soft delete; a file leaves the server without its content (the list's BladeX shape). */
export const reportFileService = crudService(reportFileResource, {
  toRecord(_ctx, { content: _content, ...record }) {
    return record;
  },
});

/** A new file saved without a definition starts with an empty page titled by its name. */
const emptyDefinition = (name: string): ReportDefinition => ({
  title: { zh: name, en: name },
  parameters: [],
  datasets: [],
  blocks: [],
});

/** The stored definition, read as the schema says (a file written before a change of the schema is refused clearly). */
export function definitionOf(content: unknown): ReportDefinition {
  const checked = checkReportDefinition(content ?? '');
  if (checked.problem) throw badRequest(checked.problem);
  return checked.definition;
}

/** One file of the caller's tenant with its definition (detail, and what a run reads). */
export async function reportFile(ctx: Ctx, id: string): Promise<ReportFileDetail> {
  const [row] = await ctx.db
    .select()
    .from(file)
    .where(and(scoped(ctx, file), eq(file.id, id)))
    .limit(1);
  if (!row) throw notFound(reportMessages.notFound);
  const { content, ...record } = toRecord(row, ctx.timeZone);
  // The row's columns as the API sends them (toRecord), typed by the detail's declared reply.
  return { ...record, definition: definitionOf(content) } as unknown as ReportFileDetail;
}

/**
 * 保存 from the designer: the definition checked by its schema (refused with what is wrong and where, nothing
 * written), stored as its JSON; an edit without one keeps the stored definition.
 */
export async function saveReportFile(ctx: Ctx, body: BodyOf<typeof reportCalls.submit>) {
  const values: Record<string, unknown> = { name: body.name };
  if (body.id) values.id = body.id;
  if (body.content !== undefined && body.content !== null) {
    const checked = checkReportDefinition(body.content);
    if (checked.problem) throw badRequest(checked.problem);
    values.content = JSON.stringify(checked.definition);
  } else if (!body.id) values.content = JSON.stringify(emptyDefinition(body.name));
  return reportFileService.submit(ctx, values);
}
