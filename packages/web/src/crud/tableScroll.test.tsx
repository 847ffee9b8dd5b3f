import { paramResource, tenantResource, userResource } from '@pharma/contract';
import { act, cleanup, screen } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import i18n, { type TFunction } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../test/httpStub.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { showUsers, startServer } from '../../test/usersFixture.tsx';
import { http, setHttpHooks } from '../lib/http.ts';
import { useSession } from '../shell/stores/session.ts';
import { useUi } from '../shell/stores/ui.ts';
import { CrudPage } from './CrudPage.tsx';
import { actionsColumn, actionsWidth, buildColumns } from './columns.tsx';
import {
  defaultColumnWidth,
  expandColumnWidth,
  fieldWidth,
  fitColumns,
  foldColumns,
  minColumnWidth,
  selectionColumnWidth,
  tableScrollX,
  withPriority,
} from './tableScroll.ts';
import '../i18n/index.ts';

const t = ((key: string) => key) as unknown as TFunction;
const text = (t: { zh: string }) => t.zh;
const noop = () => undefined;

/** The widths antd lays the table out with: its <table>'s width (scroll.x) and each <col>. */
function tableWidth(container: ParentNode = document): number {
  const table = container.querySelector<HTMLTableElement>('.ant-table-content table, .ant-table-body table');
  return Number.parseInt(table?.style.width ?? '', 10);
}

afterEach(cleanup);

describe('column widths (issue 14: columns clipped under the fixed 操作 column)', () => {
  it("a field's width is the declared one, else one for its type (dictionaries and datetimes too)", () => {
    expect(fieldWidth(tenantResource.fields.expireTime)).toBe(180);
    expect(fieldWidth({ type: 'datetime', label: { zh: '', en: '' } })).toBe(170);
    expect(fieldWidth({ type: 'text', label: { zh: '', en: '' } })).toBe(220);
    expect(fieldWidth({ type: 'integer', dict: 'sex', label: { zh: '', en: '' } })).toBe(120);
    expect(fieldWidth({ type: 'string', label: { zh: '', en: '' } })).toBe(150);
    expect(fieldWidth({ type: 'string', max: 20, label: { zh: '', en: '' } })).toBe(120);
    // The user list's email, clipped at 1440 px, is declared wide enough for an address.
    expect(userResource.fields.email.width).toBeGreaterThanOrEqual(200);
  });

  it('every generated column has a width, and scroll.x is their sum plus the checkbox column', () => {
    const columns = buildColumns(tenantResource, text, t, { view: noop, edit: noop, remove: noop });
    for (const column of columns) expect(column.width, String(column.key)).toBeGreaterThan(0);
    const sum = columns.reduce((total, c) => total + Number(c.width), 0);
    expect(tableScrollX(columns)).toBe(sum);
    expect(tableScrollX(columns, true)).toBe(sum + selectionColumnWidth);
  });

  it('a hand-built column without a width counts the default', () => {
    const columns: TableColumnsType<object> = [{ key: 'a' }, { key: 'b', width: 90 }, { key: 'c', width: '120px' }];
    expect(tableScrollX(columns)).toBe(defaultColumnWidth + 90 + 120);
  });

  it('below 768 px nothing is fixed, so the 操作 column cannot cover a phone-wide table', () => {
    const columns = buildColumns(paramResource, text, t, { edit: noop });
    const actions = (cs: typeof columns) => cs.find((c) => c.key === 'actions');
    expect(actions(fitColumns(columns, 3))?.fixed).toBe('right');
    expect(actions(fitColumns(columns, 1))?.fixed).toBe('right');
    expect(actions(fitColumns(columns, 0))?.fixed).toBeUndefined();
  });
});

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '' } });

describe('list tables scroll sideways by their column widths', () => {
  beforeEach(() => {
    setHttpHooks({ navigate: vi.fn() });
    stubServer(http, (c) =>
      c.url?.endsWith('/list')
        ? ok({
            records: [{ id: '1', paramName: '初始密码', paramKey: 'a', paramValue: 'b', createTime: '2024-01-01' }],
            total: 1,
            size: 10,
            current: 1,
            pages: 1,
          })
        : ok({}),
    );
    useSession.setState({ permission: { param_add: true, param_edit: true, param_delete: true, param_view: true } });
  });

  async function showParams() {
    renderApp(<CrudPage def={paramResource} />);
    await screen.findByText('初始密码');
  }

  it('a CrudPage table is as wide as its columns and keeps 操作 fixed on a wide screen', async () => {
    act(() => useUi.setState({ screen: 3 }));
    await showParams();
    // The screen's own words: the 操作 column is as wide as its buttons' labels need.
    const columns = buildColumns(paramResource, text, i18n.t.bind(i18n) as TFunction, {
      view: noop,
      edit: noop,
      remove: noop,
    });
    expect(tableWidth()).toBe(tableScrollX(columns, true));
    expect(document.querySelector('th.ant-table-cell-fix-right')?.textContent).toBe('操作');
  });

  it('on a phone the same table still scrolls, with no column fixed over it', async () => {
    act(() => useUi.setState({ screen: 0 }));
    await showParams();
    expect(tableWidth()).toBeGreaterThan(600);
    expect(document.querySelector('.ant-table-cell-fix-right')).toBeNull();
  });

  it('the users table (hand-built) is as wide as its columns, the email among them', async () => {
    act(() => useUi.setState({ screen: 3 }));
    startServer();
    await showUsers();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toContain('电子邮箱');
    // Declared and default widths: more than the 1440 px window leaves the table, so it scrolls instead of clipping.
    expect(tableWidth()).toBeGreaterThan(1200);
    expect(document.querySelector('th.ant-table-cell-fix-right')?.textContent).toBe('操作');
  });
});

describe('what a user reads first stays in view (issue 35)', () => {
  type Row = { id: string };
  const column = (key: string, width: number, priority?: 1 | 2 | 3) =>
    withPriority({ key, title: key, width }, priority);
  const keys = (columns: TableColumnsType<Row>) => columns.map((c) => String(c.key));
  const contract: TableColumnsType<Row> = [
    column('contractNo', 170, 1),
    column('contractType', 130, 3),
    column('supplierName', 190),
    column('signDate', 110, 3),
    column('validity', 210),
    column('totalAmount', 130, 1),
    column('status', 100, 1),
    ...actionsColumn<Row>(
      '操作',
      ['a', 'b', 'c', 'd', 'e'].map((k) => ({ key: k, label: '详情', run: noop })),
    ),
  ];

  it('nothing folds while everything fits, or before the table is measured', () => {
    expect(foldColumns(contract, 0).folded).toEqual([]);
    expect(foldColumns(contract, tableScrollX(contract)).folded).toEqual([]);
  });

  it('the minor columns (3) fold first, then the others right to left; priority 1 and 操作 stay', () => {
    const all = tableScrollX(contract);
    // Room for all but the two minor ones (and the expander's toggle).
    const one = foldColumns(contract, all - 240 + expandColumnWidth);
    expect(keys(one.folded)).toEqual(['contractType', 'signDate']);
    expect(keys(one.shown)).toEqual(['contractNo', 'supplierName', 'validity', 'totalAmount', 'status', 'actions']);
    // Narrower: validity (rightmost 2) goes next; a narrower folded one comes back when its room is there.
    const two = foldColumns(contract, all - 240 - 210 + expandColumnWidth);
    expect(keys(two.folded)).toEqual(['contractType', 'signDate', 'validity']);
    // However narrow, the priority columns and 操作 stay (narrower, the ⋯ menu for 操作).
    const three = foldColumns(contract, 300);
    expect(keys(three.shown)).toEqual(['contractNo', 'totalAmount', 'status', 'actions']);
    for (const c of three.shown.filter((c) => !c.fixed)) expect(Number(c.width)).toBeGreaterThanOrEqual(minColumnWidth);
    const actions = three.shown.at(-1)!;
    expect(Number(actions.width)).toBeLessThan(Number(contract.at(-1)!.width));
  });

  it('the first column counts as priority 1 when nothing is declared', () => {
    const plain: TableColumnsType<Row> = [column('name', 150), column('a', 150), column('b', 150)];
    expect(keys(foldColumns(plain, 200).shown)).toEqual(['name']);
  });

  it('past three row buttons, two stay and 更多 holds the rest; 操作 is as wide as they need', () => {
    const three = actionsWidth(['查看', '编辑', '删除'], '更多');
    const five = actionsWidth(['查看', '编辑', '删除', '签订', '作废'], '更多');
    expect(five).toBeLessThan(actionsWidth(['查看', '编辑', '删除', '签订'], '更多') + 60);
    expect(five).toBeGreaterThanOrEqual(three);
    // A caller's 320 px for eight buttons no longer applies once they fold.
    const wide = actionsColumn<Row>(
      '操作',
      ['a', 'b', 'c', 'd'].map((k) => ({ key: k, label: '详情', run: noop })),
      320,
    );
    expect(Number(wide[0]!.width)).toBeLessThan(320);
  });
});
