import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { recordSchema } from '../../kit/crud.ts';
import { messages } from '../../kit/messages.ts';
import { permissionsOf } from '../../kit/resource.ts';
import { detailQuery, labelled, listQuery, pageReply, removeQuery, zodMessage } from '../../kit/schema.ts';
import { reportDefinition } from './report-definition.ts';
import { reportFileResource } from './report-file.ts';

/** 报表列表's codes: the screen's, 新增, 删除, and 设计 (the save of an existing file). */
export const reportFileCodes = { ...permissionsOf(reportFileResource), design: 'report_list_design' } as const;
const codes = reportFileCodes;

/** A report file as the list sends it: its name and times, never its content (BladeX's list carries the bytes). */
export const reportFileRecord = recordSchema(reportFileResource).omit({ content: true });
export type ReportFile = z.infer<typeof reportFileRecord>;

/** One file with its definition, as the designer and the viewer read it. */
export const reportFileDetail = reportFileRecord.extend({ definition: reportDefinition });
export type ReportFileDetail = z.infer<typeof reportFileDetail>;

/** The values the caller gives the report's parameters, by name. */
export const reportParameterValues = z
  .record(z.string().max(63), z.union([z.string().max(200), z.number(), z.null()]))
  .optional()
  .describe('values of the report’s parameters by name; a missing one takes its default');

/** What one dataset gave a run: its columns in order, the rows (at most the row cap) and whether it was cut. */
export const reportDatasetResult = z.object({
  name: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.unknown())),
  truncated: z.boolean().describe('more rows matched than the row cap; the first ones are given'),
});
export type ReportDatasetResult = z.infer<typeof reportDatasetResult>;

export const reportRunReply = z.object({
  datasets: z.array(reportDatasetResult),
  rowCap: z.number().describe('the most rows a dataset gives (REPORT_ROW_CAP)'),
});
export type ReportRunReply = z.infer<typeof reportRunReply>;

const api = reportFileResource.api;
const nameRequired = zodMessage(reportFileResource.fields.name.required);
const runBody = z.object({ id: detailQuery.shape.id, parameters: reportParameterValues });

/**
 * 报表列表 (blade-report/report/rest): BladeX's list, detail and remove, the designer's save (the definition checked
 * by its schema), and the viewer's run and export. The viewer prints in the browser (window.print: the browser's
 * own PDF), from the run's reply, so printing needs no call of its own.
 */
export const reportCalls = {
  list: defineCall({
    method: 'GET',
    path: `${api}/list`,
    summary: 'Reports: a page of the tenant’s files (name, times), without their content',
    permission: codes.menu,
    query: listQuery(reportFileResource),
    reply: pageReply(reportFileRecord),
  }),
  detail: defineCall({
    method: 'GET',
    path: `${api}/detail`,
    summary: 'Reports: one file with its definition',
    permission: codes.menu,
    query: detailQuery,
    reply: reportFileDetail,
  }),
  submit: defineCall({
    method: 'POST',
    path: `${api}/submit`,
    summary:
      'Reports: the designer’s save, a new file (no id) or an edit; `content` is the definition, refused with ' +
      'what is wrong and where unless its schema holds',
    permission: { add: codes.add, edit: codes.design },
    body: z.object({
      id: detailQuery.shape.id.optional(),
      name: z
        .string({ error: nameRequired })
        .trim()
        .min(1, { error: nameRequired })
        .max(100, {
          error: zodMessage(labelled(messages.tooLong, reportFileResource.fields.name.label, { max: 100 })),
        }),
      content: z.unknown().optional().describe('the report definition (object or JSON text), report-definition.ts'),
    }),
    reply: reportFileRecord,
  }),
  remove: defineCall({
    method: 'POST',
    path: `${api}/remove`,
    summary: 'Reports: soft-delete by ids',
    permission: codes.delete,
    query: removeQuery,
    reply: z.number().describe('files removed'),
  }),
  run: defineCall({
    method: 'POST',
    path: `${api}/run`,
    summary:
      'Runs a report with the caller’s parameters: each dataset’s columns and rows (capped), SQL read-only with a ' +
      'statement timeout, held to the caller’s tenant by row-level security',
    permission: codes.menu,
    body: runBody,
    reply: reportRunReply,
  }),
  export: defineCall({
    method: 'POST',
    path: `${api}/export`,
    summary: 'Runs a report and answers one dataset’s rows (default the first) as a streamed xlsx',
    permission: codes.menu,
    body: runBody.extend({
      dataset: z.string().max(63).optional().describe('the dataset to export (default: the first)'),
    }),
    file: true,
  }),
};
