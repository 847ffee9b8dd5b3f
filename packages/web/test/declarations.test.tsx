import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  dictResource,
  type FieldDef,
  fieldShows,
  maxLengthOf,
  type ResourceDef,
  resources,
  storedFields,
  type Text,
} from '@pharma/contract';
import { act, render } from '@testing-library/react';
import { Form, type FormInstance, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { FieldInput } from '../src/crud/FieldInput.tsx';
import { fieldItem } from '../src/crud/fieldItem.ts';

/**
 * The browser's half of "declared once" (issue 13; the server's half is packages/server/test/platform/
 * declarations.test.ts): every declared resource's form fields take their label, their required message and their
 * length from the resource's declaration in @pharma/contract, in both languages, and no screen writes a declared
 * label or message again by hand.
 */
/** Every declared resource; the dictionaries' menus are seeded as hand-built screens, so they are not in `resources`. */
const declared = [...resources, dictResource];

const formFields = (def: ResourceDef) => storedFields(def).filter(([, field]) => fieldShows(field, 'form'));

/** The declared form of a resource, as a screen builds it from `fieldItem`. */
function DeclaredForm({
  def,
  text,
  onForm,
}: {
  def: ResourceDef;
  text: (t: Text) => string;
  onForm: (f: FormInstance) => void;
}) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <Form form={form}>
      {formFields(def).map(([key, field]) => (
        <Form.Item key={key} {...fieldItem(def, key, text)}>
          {/* A dictionary's or a reference's select loads its options from the server; the rule is the Form.Item's. */}
          {field.dict || field.ref ? <Input /> : <FieldInput field={field} where="form" />}
        </Form.Item>
      ))}
    </Form>
  );
}

async function errorsOfEmptyForm(def: ResourceDef, text: (t: Text) => string) {
  let form: FormInstance | undefined;
  const view = render(<DeclaredForm def={def} text={text} onForm={(f) => (form = f)} />);
  const errors = new Map<string, string[]>();
  await act(async () => {
    try {
      await form?.validateFields();
    } catch (failure) {
      for (const e of (failure as { errorFields: Array<{ name: string[]; errors: string[] }> }).errorFields)
        errors.set(String(e.name[0]), e.errors);
    }
  });
  return { view, errors };
}

const languages: Array<[string, (t: Text) => string]> = [
  ['zh', (t) => t.zh],
  ['en', (t) => t.en],
];

describe.each(languages)('every declared resource’s form is its declaration (%s)', (_lang, text) => {
  it.each(declared.map((def) => [def.name, def] as const))('%s', async (_name, def) => {
    const { view, errors } = await errorsOfEmptyForm(def, text);
    for (const [key, field] of formFields(def)) {
      const where = `${def.name}.${key}`;
      expect(view.container.querySelector(`label[for$="${key}"]`)?.textContent, where).toBe(text(field.label));
      if (field.required) expect(errors.get(key), where).toEqual([text(field.required)]);
      else expect(errors.has(key), where).toBe(false);
      const max = maxLengthOf(field);
      if (max && !field.dict && (field.type === 'string' || field.type === 'text'))
        expect(view.container.querySelector(`#${key}`)?.getAttribute('maxlength'), where).toBe(String(max));
    }
    view.unmount();
  });
});

/** Every source file of the console, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Words of two characters (排序, 备注) are everyone's; a longer label or message belongs to its field. */
const owned = (field: FieldDef): string[] =>
  [field.label.zh, field.label.en, field.required?.zh, field.required?.en].filter(
    (s): s is string => !!s && [...s].length > 2 && !/^[A-Za-z]+$/.test(s),
  );

/** Words that are a declared label by coincidence, and why they are not that field's. */
const notThatField: Record<string, string> = {
  'i18n/en.ts: "Tenant ID" (tenant.tenantId)':
    'the sign-in form’s tenant (the token call’s Tenant-Id header; 租户编号 in Chinese), not the tenant list’s column',
  'modules/purchase/base.texts.ts: "结算方式" (sm_customer.settleType)':
    'the purchase catalogue’s terms with a supplier, not a customer’s settlement with the distributor',
  'modules/purchase/base.texts.ts: "列表显示" (model_prototype.isList)':
    'whether a purchase parameter page’s extended attribute shows in its lists, not a generated column’s setting',
  'modules/purchase/base.texts.ts: "字典编码" (model_prototype.dictCode)':
    'the dictionary of a purchase parameter definition, not a generated column’s setting',
  'modules/log/log.texts.ts: "文件名" (report_list.name)':
    'the source file an error log line names, not a report file’s name',
  'modules/resource/oss-file/oss-file.texts.ts: "File name" (report_list.name)':
    'a download centre file’s name, not a report file’s',
  'modules/job/job.texts.ts: "应用名称" (appchannel.appName)':
    'a scheduled job’s application (BladeX’s PowerJob app of 任务调度), not a message channel’s app',
};

describe('no screen writes a declared field again', () => {
  it('no declared label or required message is spelled out in the console’s sources', () => {
    const root = join(import.meta.dirname, '../src');
    const texts = new Map<string, string>();
    // A label several resources declare (有效期起 of the whitelist, user goods and customer salesmen) is the
    // vocabulary of all of them, owned by none: another screen may say it too.
    const sharers = new Map<string, Set<string>>();
    for (const def of resources)
      for (const [key, field] of storedFields(def))
        for (const s of owned(field)) {
          texts.set(s, `${def.name}.${key}`);
          sharers.set(s, (sharers.get(s) ?? new Set()).add(def.name));
        }
    for (const [s, names] of sharers) if (names.size > 1) texts.delete(s);
    const copies: string[] = [];
    for (const file of sources(root)) {
      // Comments may name a label to explain something; code may not spell one out.
      const source = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
        .join('\n');
      for (const [s, where] of texts)
        if (source.includes(`'${s}'`) || source.includes(`"${s}"`) || source.includes(`>${s}<`))
          copies.push(`${file.slice(root.length + 1)}: "${s}" (${where})`);
    }
    expect(copies.filter((copy) => !(copy in notThatField))).toEqual([]);
    expect(texts.size).toBeGreaterThan(50);
  });
});
