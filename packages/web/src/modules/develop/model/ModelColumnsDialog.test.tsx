import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../../test/httpStub.ts';
import { renderApp } from '../../../../test/renderApp.tsx';
import { http, setHttpHooks } from '../../../lib/http.ts';
import { ModelColumnsDialog } from './ModelColumnsDialog.tsx';

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const column = (name: string, type: string, comment: string, more: Record<string, unknown> = {}) => ({
  name,
  type,
  dataType: type.replace(/\(.*/, ''),
  length: null,
  scale: null,
  nullable: true,
  defaultValue: null,
  comment,
  primaryKey: false,
  references: null,
  propertyName: name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
  propertyType: 'String',
  ...more,
});
const catalogue = [
  column('id', 'bigint', '主键', { primaryKey: true, nullable: false, propertyType: 'Long' }),
  column('drug_name', 'character varying(64)', '药品名称', { nullable: false }),
  column('create_time', 'timestamp with time zone', '', { propertyType: 'Date' }),
];
let seen: InternalAxiosRequestConfig[];

beforeEach(() => {
  setHttpHooks({ navigate: vi.fn() });
  seen = stubServer(http, (c) => {
    if (c.url?.endsWith('/model/model-prototype')) return ok(catalogue);
    if (c.url?.endsWith('/model-prototype/submit-list')) return ok([]);
    if (c.url?.endsWith('/model/draft'))
      return ok({
        resource: {
          name: 'drug',
          title: { zh: '药品', en: 'Drugs' },
          api: 'blade-draft/drug',
          fields: {
            drugName: {
              type: 'string',
              max: 64,
              search: 'like',
              label: { zh: '药品名称', en: 'Drug name' },
              required: { zh: '请输入药品名称', en: 'Please enter the drug name' },
            },
            price: { type: 'decimal', scale: 2, list: false, label: { zh: '单价', en: 'Price' } },
          },
        },
        rows: [
          { id: '1', drugName: '阿莫西林胶囊', price: '12.50' },
          { id: '2', drugName: '布洛芬缓释胶囊', price: '18.80' },
        ],
      });
    if (c.url?.endsWith('/model-prototype/sync-preview'))
      return ok({
        added: [{ jdbcName: 'approval_no', jdbcType: 'character varying(40)', jdbcComment: '批准文号' }],
        dropped: [],
        changed: [],
      });
    return ok({});
  });
});
afterEach(() => cleanup());

describe('数据库模型配置', () => {
  it('fills a model without saved columns from the catalogue with Saber’s defaults, and 提交 sends the edited set', async () => {
    renderApp(<ModelColumnsDialog model={{ id: '7', modelName: '药品', modelTable: 'gen_drug' }} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('drug_name')).toBeTruthy();
    expect(within(dialog).getByText('这些字段还没有保存:提交后才会成为模型配置')).toBeTruthy();
    const rows = within(dialog).getAllByRole('row');
    const drugRow = rows.find((r) => within(r).queryByText('drug_name'))!;
    const auditRow = rows.find((r) => within(r).queryByText('create_time'))!;
    // Own columns start in the list and the form, required when NOT NULL; the kit's audit columns start off both.
    const switches = (row: HTMLElement, label: string) => within(row).getByRole('switch', { name: label });
    expect(switches(drugRow, '列表显示').getAttribute('aria-checked')).toBe('true');
    expect(switches(drugRow, '必填').getAttribute('aria-checked')).toBe('true');
    expect(switches(auditRow, '列表显示').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(switches(drugRow, '查询配置'));
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(seen.some((c) => c.url?.endsWith('/submit-list'))).toBe(true));
    const sent = JSON.parse(String(seen.find((c) => c.url?.endsWith('/submit-list'))!.data));
    expect(sent).toHaveLength(3);
    expect(sent[1]).toMatchObject({
      modelId: '7',
      jdbcName: 'drug_name',
      isQuery: 1,
      isList: 1,
      propertyName: 'drugName',
    });
  });

  it('从数据库同步 shows what the table changed before anything is applied', async () => {
    renderApp(<ModelColumnsDialog model={{ id: '7', modelName: '药品' }} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('drug_name');
    fireEvent.click(within(dialog).getByRole('button', { name: '从数据库同步' }));
    expect(await screen.findByText('从数据库同步:将要发生的变化')).toBeTruthy();
    expect(screen.getByText('approval_no')).toBeTruthy();
    expect(seen.some((c) => c.url?.endsWith('/model-prototype/sync'))).toBe(false);
  });

  it('预览界面 sends the grid as it stands and shows the list and the read-only form it would generate', async () => {
    renderApp(<ModelColumnsDialog model={{ id: '7', modelName: '药品', modelTable: 'gen_drug' }} onClose={vi.fn()} />);
    await screen.findByText('drug_name');
    fireEvent.click(await screen.findByRole('button', { name: '预览界面' }));
    await waitFor(() => expect(seen.some((c) => c.url?.endsWith('/model/draft'))).toBe(true));
    const dialog = (await screen.findByText('界面预览 · 药品')).closest('[role=dialog]') as HTMLElement;
    const sent = seen.find((c) => c.url?.endsWith('/model/draft'));
    expect(sent?.params).toMatchObject({ modelId: '7' });
    expect(JSON.parse(String(sent?.data)).map((r: { jdbcName: string }) => r.jdbcName)).toEqual([
      'id',
      'drug_name',
      'create_time',
    ]);
    const list = within(dialog).getByTestId('draft-list');
    // The list shows what the declaration lists (the price is off it), over the table's rows.
    expect(within(list).getByText('阿莫西林胶囊')).toBeTruthy();
    expect(within(list).queryByText('单价')).toBeNull();
    // The form opens on the first row, read-only, with every form field (the price included).
    const form = within(dialog).getByTestId('draft-form');
    const name = within(form).getByLabelText('药品名称') as HTMLInputElement;
    expect(name.value).toBe('阿莫西林胶囊');
    expect(name.disabled).toBe(true);
    fireEvent.click(within(list).getByText('布洛芬缓释胶囊'));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('药品名称') as HTMLInputElement).value).toBe('布洛芬缓释胶囊'),
    );
    expect(within(form).getByText('单价')).toBeTruthy();
  });
});
