import { z } from 'zod';
import type { Text } from '../../kit/text.ts';

/**
 * A report definition (what `blade_report_file.content` holds, as JSON): its parameters, its datasets and its blocks
 * laid out on a 24-column grid. Checked by this schema wherever it is written or read: the designer before it
 * saves, the server before it stores or runs one.
 *
 * - A parameter is asked of the viewer's caller; `type` says which input (`dict`: a select of a system dictionary's
 *   entries, `dict` naming its code).
 * - A dataset is `sql`: one read-only SELECT (or WITH … SELECT) on a datasource, parameters written `:name` (bound
 *   as the statement's parameters, never pasted in; `::` stays a cast); or `call`: a declared list call of this
 *   console (`blade-desk/notice/list`) with its query, `:name` in a value taking the parameter's value, sent as the
 *   caller (their tenant, data scope and permissions, exactly as on its screen).
 * - A block shows one dataset (text shows none): `table` (its columns, or all), `crosstab` (rows × columns of one
 *   value, aggregated), `chart` (`chart` bar, line or pie: `x` one column, `y` one or more), `text`.
 * Every string a user reads is `{ zh, en }`.
 */

const identifier = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export const reportMessages = {
  invalid: { zh: '报表定义有误({path}):{problem}', en: 'The report definition is not valid ({path}): {problem}' },
  notJson: { zh: '报表定义不是合法的 JSON', en: 'The report definition is not valid JSON' },
  badValue: { zh: '格式不正确', en: 'the value is not valid' },
  missing: { zh: '必须填写', en: 'it is required' },
  notIdentifier: {
    zh: '只能用字母、数字和下划线,且不能以数字开头',
    en: 'letters, digits and underscores only, not starting with a digit',
  },
  duplicate: { zh: '名称“{name}”重复', en: 'the name “{name}” appears twice' },
  noDataset: { zh: '没有名为“{name}”的数据集', en: 'there is no dataset named “{name}”' },
  noDict: { zh: '字典类型的参数须指定字典编码', en: 'a dictionary parameter needs its dictionary code' },
  tooMany: { zh: '最多 {max} 项', en: 'at most {max} entries' },
  // What a run says.
  notFound: { zh: '报表不存在或已删除', en: 'The report does not exist or was removed' },
  noSuchDataset: { zh: '报表中没有数据集“{name}”', en: 'The report has no dataset “{name}”' },
  notSelect: {
    zh: '数据集“{name}”的 SQL 只能是一条 SELECT(或 WITH … SELECT)查询',
    en: 'The SQL of dataset “{name}” must be a single SELECT (or WITH … SELECT) query',
  },
  writes: {
    zh: '数据集“{name}”的 SQL 含有写入或修改结构的语句({word}),报表只能读取数据',
    en: 'The SQL of dataset “{name}” writes or changes the schema ({word}); a report only reads',
  },
  manyStatements: {
    zh: '数据集“{name}”的 SQL 只能有一条语句',
    en: 'The SQL of dataset “{name}” must be one statement',
  },
  unknownParameter: {
    zh: '数据集“{name}”的 SQL 用到了未声明的参数 :{parameter}',
    en: 'The SQL of dataset “{name}” uses :{parameter}, which is not a parameter of the report',
  },
  refusedFunction: {
    zh: '数据集“{name}”调用了报表不能调用的函数 {word}',
    en: 'The dataset “{name}” calls {word}, which a report may not call',
  },
  timedOut: {
    zh: '数据集“{name}”的查询超过 {seconds} 秒未完成,已取消',
    en: 'The query of dataset “{name}” took longer than {seconds} s and was cancelled',
  },
  sleepRefused: {
    zh: '数据集“{name}”调用了 {word}:嵌入式数据库不能中断语句,报表不能在其上等待',
    en: 'The dataset “{name}” calls {word}: the embedded database cannot interrupt a statement, so a report may not wait on it',
  },
  noAccess: {
    zh: '数据集“{name}”读取了报表不能读取的表或函数:{detail}',
    en: 'The dataset “{name}” reads a table or function reports may not read: {detail}',
  },
  sqlError: { zh: '数据集“{name}”的 SQL 有误:{detail}', en: 'The SQL of dataset “{name}” is not valid: {detail}' },
  externalAdminOnly: {
    zh: '只有平台管理员可以在外部数据源上运行报表',
    en: 'Only the platform administrator may run reports on an external datasource',
  },
  badCall: {
    zh: '数据集“{name}”的接口 {path} 不是本控制台声明的列表接口',
    en: 'The call {path} of dataset “{name}” is not a declared list call of this console',
  },
  callRefused: {
    zh: '数据集“{name}”的接口拒绝了请求:{detail}',
    en: 'The call of dataset “{name}” was refused: {detail}',
  },
  badParameter: {
    zh: '参数“{label}”的值不正确',
    en: 'The value of the parameter “{label}” is not valid',
  },
} as const;

const message = (text: Text) => ({ error: JSON.stringify(text) });

export const reportText = z.object({
  zh: z.string().trim().min(1, message(reportMessages.missing)).max(2000),
  en: z.string().trim().min(1, message(reportMessages.missing)).max(2000),
});

const name = z.string().regex(identifier, message(reportMessages.notIdentifier));
const field = z.string().trim().min(1, message(reportMessages.missing)).max(100);

export const reportParameterTypes = ['string', 'date', 'number', 'dict'] as const;
export const reportParameter = z.object({
  name,
  label: reportText,
  type: z.enum(reportParameterTypes),
  /** With type `dict`: the system dictionary's code (`notice`). */
  dict: z.string().max(100).optional(),
  default: z
    .union([z.string().max(200), z.number()])
    .nullable()
    .optional(),
});

// Unions of objects told apart by a literal (`kind`, `type`): z.union rather than z.discriminatedUnion, which no
// other schema uses and would add its code to the zod every screen loads.
export const reportDataset = z.union([
  z.object({
    kind: z.literal('sql'),
    name,
    datasourceId: z.string().regex(/^\d{1,19}$/, message(reportMessages.badValue)),
    sql: z.string().trim().min(1, message(reportMessages.missing)).max(20_000),
  }),
  z.object({
    kind: z.literal('call'),
    name,
    /** A declared GET call of this console, under /api, without the slash: `blade-desk/notice/list`. */
    path: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9/_-]{0,199}$/, message(reportMessages.badValue)),
    query: z.record(z.string().max(100), z.string().max(500)).optional(),
  }),
]);

/** A block's place on the page: a 24-column grid, rows of about 40 px. */
export const reportPosition = z.object({
  x: z.number().int().min(0).max(23),
  y: z.number().int().min(0).max(999),
  w: z.number().int().min(1).max(24),
  h: z.number().int().min(1).max(50),
});

export const reportAggregates = ['sum', 'count', 'avg', 'min', 'max'] as const;
export const reportChartTypes = ['bar', 'line', 'pie'] as const;
const shown = { title: reportText.optional(), position: reportPosition };

export const reportBlock = z.union([
  z.object({
    type: z.literal('table'),
    dataset: name,
    columns: z
      .array(z.object({ field, label: reportText }))
      .max(50)
      .optional(),
    ...shown,
  }),
  z.object({
    type: z.literal('crosstab'),
    dataset: name,
    rows: z.array(field).min(1).max(3),
    columns: z.array(field).min(1).max(3),
    value: field,
    aggregate: z.enum(reportAggregates),
    ...shown,
  }),
  z.object({
    type: z.literal('chart'),
    dataset: name,
    chart: z.enum(reportChartTypes),
    x: field,
    y: z.array(field).min(1).max(8),
    ...shown,
  }),
  z.object({ type: z.literal('text'), content: reportText, ...shown }),
]);

export const reportDefinition = z
  .object({
    title: reportText,
    parameters: z.array(reportParameter).max(20),
    datasets: z.array(reportDataset).max(10),
    blocks: z.array(reportBlock).max(30),
  })
  .superRefine((d, ctx) => {
    const twice = (names: string[], at: 'parameters' | 'datasets') => {
      const seen = new Set<string>();
      names.forEach((n, i) => {
        if (seen.has(n))
          ctx.addIssue({
            code: 'custom',
            path: [at, i, 'name'],
            message: filled(reportMessages.duplicate, { name: n }),
          });
        seen.add(n);
      });
    };
    twice(
      d.parameters.map((p) => p.name),
      'parameters',
    );
    twice(
      d.datasets.map((s) => s.name),
      'datasets',
    );
    d.parameters.forEach((p, i) => {
      if (p.type === 'dict' && !p.dict?.trim())
        ctx.addIssue({
          code: 'custom',
          path: ['parameters', i, 'dict'],
          message: JSON.stringify(reportMessages.noDict),
        });
    });
    const datasets = new Set(d.datasets.map((s) => s.name));
    d.blocks.forEach((b, i) => {
      if (b.type !== 'text' && !datasets.has(b.dataset))
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', i, 'dataset'],
          message: filled(reportMessages.noDataset, { name: b.dataset }),
        });
    });
  });

export type ReportDefinition = z.infer<typeof reportDefinition>;
export type ReportParameter = z.infer<typeof reportParameter>;
export type ReportDataset = z.infer<typeof reportDataset>;
export type ReportBlock = z.infer<typeof reportBlock>;
export type ReportPosition = z.infer<typeof reportPosition>;

function filled(template: Text, values: Record<string, string>): string {
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  return JSON.stringify({ zh: fill(template.zh), en: fill(template.en) });
}

function problemOf(raw: string | undefined): Text {
  try {
    const text = JSON.parse(raw ?? '') as Text;
    if (typeof text?.zh === 'string' && typeof text.en === 'string') return text;
  } catch {
    // zod's own message (a wrong type, a missing key): said the same way for every field.
  }
  return reportMessages.badValue;
}

/**
 * A definition checked by the schema: the definition, or what is wrong with it in both languages, naming where
 * (`blocks.2.dataset`). Takes the object or its JSON text, so the designer's JSON view and the server say the same.
 */
export function checkReportDefinition(
  value: unknown,
): { definition: ReportDefinition; problem?: undefined } | { definition?: undefined; problem: Text } {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return { problem: reportMessages.notJson };
    }
  }
  const result = reportDefinition.safeParse(parsed);
  if (result.success) return { definition: result.data };
  // Inside a union, the branch that went furthest (fewest issues: the one whose `kind` or `type` matched) says what
  // is wrong, at its own place below the union's.
  let issue = result.error.issues[0]!;
  let at: PropertyKey[] = [...issue.path];
  while (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const branch = [...issue.errors].sort((a, b) => a.length - b.length)[0]!;
    if (!branch[0]) break;
    issue = branch[0];
    at = [...at, ...issue.path];
  }
  const path = at.map(String).join('.') || '—';
  const problem = problemOf(issue.message);
  const fill = (s: string, p: string) => s.replace('{path}', path).replace('{problem}', p);
  return {
    problem: { zh: fill(reportMessages.invalid.zh, problem.zh), en: fill(reportMessages.invalid.en, problem.en) },
  };
}
