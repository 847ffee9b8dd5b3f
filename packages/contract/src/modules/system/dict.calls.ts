import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { detailQuery, pageReply, removeQuery, submitSchema, zodMessage } from '../../kit/schema.ts';
import { treeReply } from '../../kit/tree.ts';
import { type DictKind, dictCodes, dictKinds, dictResource } from './dict.ts';

/** A row of either dictionary as the calls send it (`parentId` '0' and `dictKey` '-1' on a dictionary). */
export const dictRecord = z.object({
  id: z.string(),
  /** '0' for a dictionary (parent), the parent's id for an entry. */
  parentId: z.string(),
  code: z.string(),
  /** The stored value: '-1' on a parent. */
  dictKey: z.string(),
  /** The label (a parent's: the dictionary's name). */
  dictValue: z.string(),
  sort: z.number(),
  remark: z.string().nullable(),
  /** 0 not sealed, 1 sealed: only the platform administrator may change or remove a sealed row. */
  isSealed: z.number(),
  hasChildren: z.boolean().optional(),
  parentName: z.string().optional(),
});
export type DictRecord = z.infer<typeof dictRecord> & { children?: DictRecord[] };

/** dict/list: the dictionaries, each with its entries under `children` (left out when it has none). */
const dictNode: z.ZodType<DictRecord> = dictRecord.extend({
  get children() {
    return z.array(dictNode).optional();
  },
});

/** One entry as `dictionary?code=` returns it (BladeX's fields), label in the caller's language. */
export const dictOption = z.object({
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  sort: z.number(),
  remark: z.string().nullable(),
});
export type DictOption = z.infer<typeof dictOption>;

const filterText = z.string().max(255).optional();
const paging = {
  current: z.string().optional().describe('page number, from 1'),
  size: z.string().optional().describe('rows per page'),
};

// BladeX's keys are integers and its screens send them as numbers: a number key is taken as its text.
const dictKeyValue = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: zodMessage({ zh: '字典键值格式不正确', en: 'Dictionary key is not valid' }) })
    .trim()
    .max(255, {
      error: zodMessage({ zh: '字典键值不能超过255个字符', en: 'Dictionary key must be at most 255 characters' }),
    }),
);

/**
 * A submit: no id adds, an id updates; no parentId (or '0') is a dictionary, else an entry. Types and lengths are
 * checked from the declaration; which fields are required the server decides by the row's kind.
 */
export const dictBody = (submitSchema(dictResource) as unknown as z.ZodObject<z.ZodRawShape>).safeExtend({
  dictKey: dictKeyValue.nullable().optional(),
}) as unknown as z.ZodType<DictBody, DictBodyIn>;

type Submit = ReturnType<typeof submitSchema<typeof dictResource>>;
/** What a submit carries after validation (the key always as text) and what a form may send. */
export type DictBody = Omit<z.output<Submit>, 'dictKey'> & { dictKey?: string | null };
export type DictBodyIn = Omit<z.input<Submit>, 'dictKey'> & { dictKey?: string | number | null };

/** The calls of one dictionary under `/api/<api>`: the screen's code reads, `_add` / `_edit` / `_delete` write. */
function callsOf(kind: DictKind) {
  const { api, title } = dictKinds[kind];
  const codes = dictCodes(kind);
  const name = title.en;
  return {
    list: defineCall({
      method: 'GET',
      path: `${api}/list`,
      summary: `${name}: dictionaries (code, dictValue contain) with their entries, as a tree`,
      permission: codes.menu,
      query: z.looseObject({ code: filterText, dictValue: filterText }),
      reply: z.array(dictNode),
    }),
    parentList: defineCall({
      method: 'GET',
      path: `${api}/parent-list`,
      summary: `${name}: a page of dictionaries`,
      permission: codes.menu,
      query: z.looseObject({ ...paging, code: filterText, dictValue: filterText }),
      reply: pageReply(dictRecord),
    }),
    childList: defineCall({
      method: 'GET',
      path: `${api}/child-list`,
      summary: `${name}: one dictionary's entries (dictKey, dictValue contain) as a tree array, as BladeX answers`,
      permission: codes.menu,
      query: z.looseObject({
        ...paging,
        parentId: z.string().max(19).optional(),
        dictKey: filterText,
        dictValue: filterText,
      }),
      // BladeX (and SpringBlade) answer child-list as the entries' tree, whatever current/size say: both Sabers'
      // 字典配置 dialogs read `data` as the table's rows. Our console pages it in the browser (useDicts.ts).
      reply: z.array(dictNode),
    }),
    tree: defineCall({
      method: 'GET',
      path: `${api}/tree`,
      summary: `${name}: every dictionary with its entries, as TreeNodes`,
      permission: codes.menu,
      // Saber sends code=DICT; SpringBlade answers the whole tree whatever it says, and so does this.
      query: z.looseObject({ code: filterText.describe('accepted and ignored: the whole tree is answered') }),
      reply: treeReply,
    }),
    detail: defineCall({
      method: 'GET',
      path: `${api}/detail`,
      summary: `${name}: one row with its parent's name`,
      permission: codes.menu,
      query: detailQuery,
      reply: dictRecord.extend({ parentName: z.string() }),
    }),
    dictionary: defineCall({
      method: 'GET',
      path: `${api}/dictionary`,
      summary: `${name}: the entries of a code, for selects and tags`,
      permission: 'authenticated',
      query: z.object({ code: filterText }),
      reply: z.array(dictOption),
    }),
    /** The code generator's 字典编码 picker (commercial Saber 4): every dictionary as `code: name`. */
    select: defineCall({
      method: 'GET',
      path: `${api}/select`,
      summary: `${name}: every dictionary (no entries) as {id, code, dictValue: "code: name"}`,
      permission: 'authenticated',
      reply: z.array(z.object({ id: z.string(), code: z.string(), dictValue: z.string() })),
    }),
    submit: defineCall({
      method: 'POST',
      path: `${api}/submit`,
      summary: `${name}: add (no id) or update a dictionary or an entry`,
      permission: { add: codes.add, edit: codes.edit },
      body: dictBody,
      reply: dictRecord,
    }),
    remove: defineCall({
      method: 'POST',
      path: `${api}/remove`,
      summary: `${name}: soft-delete rows, all or nothing`,
      permission: codes.delete,
      query: removeQuery,
      reply: z.number().describe('rows removed'),
    }),
  };
}

/** 字典管理 (blade-system/dict, platform-wide) and 业务字典 (blade-system/dict-biz, per tenant): the same calls. */
export const dictCalls = { dict: callsOf('dict'), biz: callsOf('biz') };
export type DictCalls = ReturnType<typeof callsOf>;
