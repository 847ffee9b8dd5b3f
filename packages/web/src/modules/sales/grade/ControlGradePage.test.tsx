import { gradeDocCalls, gradeDtlCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Refusal } from '../../../../test/fakeBackend.ts';
import { buttonsOf, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { clickRowAction } from '../../../../test/rowActions.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { useUi } from '../../../shell/stores/ui.ts';
import ControlGradePageDefault, { ControlGradePage } from './ControlGradePage.tsx';
import { drawer, pageOf, pick, salesBackend, typeDate } from './salesTestKit.tsx';

const grade = (id: string, code: string, name: string, level: number, status: number) => ({
  id,
  tenantId: '100001',
  docNo: `KXDJ2026010100${id.slice(-2)}`,
  shipperId: '9101',
  shipperName: '华东康源医药有限公司',
  gradeCode: code,
  gradeName: name,
  gradeLevel: level,
  scopeType: 1,
  regionCodes: null,
  effectiveFrom: '2026-01-01',
  effectiveTo: '2026-12-31',
  employeeCount: 1,
  remark: null,
  status,
  createTime: '2026-01-01 08:00:00',
  updateTime: '2026-01-02 09:00:00',
});
const kxA = grade('7701', 'KX-A', 'A级控销', 2, 1);
const kxB = grade('7702', 'KX-B', 'B级控销', 1, 0);
const line = {
  id: '7801',
  tenantId: '100001',
  docId: '7702',
  employeeId: '8001',
  employeeNo: 'HD0007',
  employeeName: '王强',
  deptId: '51',
  deptName: '华东一区',
  effectiveFrom: null,
  effectiveTo: null,
  status: 1,
};

function startServer() {
  return salesBackend()
    .on(gradeDocCalls.list, ({ query }) =>
      pageOf([kxA, kxB].filter((g) => query.status_equal === undefined || String(g.status) === query.status_equal)),
    )
    .on(gradeDocCalls.detail, ({ query }) => (query.id === kxA.id ? kxA : kxB))
    .on(gradeDocCalls.submit, () => ({ ...kxB, id: '7703' }))
    .on(gradeDocCalls.enable, () => 1)
    .on(gradeDocCalls.disable, () => 1)
    .on(gradeDocCalls.remove, () => 1)
    .on(gradeDtlCalls.list, () => pageOf([line]))
    .on(gradeDtlCalls.submit, () => line)
    .on(gradeDtlCalls.remove, () => 1);
}

const allCodes = [
  'sm_control_grade',
  'sm_control_grade_add',
  'sm_control_grade_edit',
  'sm_control_grade_delete',
  'sm_control_grade_view',
  'sm_control_grade_enable',
  'sm_control_grade_disable',
];
const show = (codes = allCodes) => showPage(<ControlGradePage />, codes, 'B级控销');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
  act(() => useUi.setState({ screen: 3 }));
});

describe('control grades (控销等级)', () => {
  it('is the page the registry loads (its default export)', () => {
    expect(ControlGradePageDefault).toBe(ControlGradePage);
  });

  it('lists the grades with their status and the moves each status allows, and searches', async () => {
    const backend = startServer();
    await show();
    expect(within(rowOf('A级控销')).getByText('生效')).toBeTruthy();
    expect(within(rowOf('B级控销')).getByText('草稿')).toBeTruthy();
    expect(within(rowOf('B级控销')).getByText('2026-01-01 ~ 2026-12-31')).toBeTruthy();
    expect(await within(rowOf('A级控销')).findByText('全部客户')).toBeTruthy();
    expect(buttonsOf('A级控销')).toEqual(['人员', '编辑', '停用']);
    expect(buttonsOf('B级控销')).toEqual(['人员', '编辑', '生效', '删除']);
    fireEvent.change(screen.getByLabelText('等级编码'), { target: { value: 'KX' } });
    await pick(screen.getByLabelText('货主'), '华东康源医药有限公司 (HDKY)');
    await pick(screen.getByLabelText('状态'), '草稿');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backend.asked(gradeDocCalls.list).at(-1)!.query).toMatchObject({
        gradeCode: 'KX',
        shipperId: '9101',
        status_equal: '0',
        current: '1',
      }),
    );
    await waitFor(() => expect(screen.queryByText('A级控销')).toBeNull());
  });

  it('shows each button only with its code', async () => {
    startServer();
    await show(['sm_control_grade', 'sm_control_grade_view']);
    expect(buttonsOf('B级控销')).toEqual(['人员']);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });

  it('新增 takes the declared fields with the shipper picker and sends them', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择货主')).toBeTruthy();
    expect(await within(dialog).findByText('请输入等级编码')).toBeTruthy();
    await pick(within(dialog).getByLabelText('货主'), '湘江众泰药业有限公司 (XJZT)');
    fireEvent.change(within(dialog).getByLabelText('等级编码'), { target: { value: 'KX-C' } });
    fireEvent.change(within(dialog).getByLabelText('等级名称'), { target: { value: 'C级控销' } });
    fireEvent.change(within(dialog).getByLabelText('等级级别'), { target: { value: '3' } });
    await typeDate(dialog, '生效日期', '2026-03-01');
    await typeDate(dialog, '失效日期', '2026-12-31');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(gradeDocCalls.submit)).toHaveLength(1));
    expect(backend.asked(gradeDocCalls.submit)[0]!.body).toMatchObject({
      shipperId: '9102',
      gradeCode: 'KX-C',
      gradeName: 'C级控销',
      gradeLevel: 3,
      effectiveFrom: '2026-03-01',
      effectiveTo: '2026-12-31',
    });
  });

  it('生效 and 停用 ask first and say what the server refuses', async () => {
    const backend = startServer();
    const { toast } = await show();
    backend.on(
      gradeDocCalls.enable,
      () => new Refusal('业务员“王强”已持有该货主的生效控销等级“A级控销”(KX-A)，有效期重叠'),
    );
    await clickRowAction(rowOf('B级控销'), '生效');
    expect(await screen.findByText(`确定将控销等级 ${kxB.docNo} 生效?`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(gradeDocCalls.enable)[0]!.query).toEqual({ ids: ['7702'] }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('业务员“王强”已持有该货主的生效控销等级“A级控销”(KX-A)，有效期重叠'),
    );
    await clickRowAction(rowOf('A级控销'), '停用');
    await screen.findByText(`确定停用控销等级 ${kxA.docNo}?`);
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() => expect(backend.asked(gradeDocCalls.disable)[0]!.query).toEqual({ ids: ['7701'] }));
  });

  it('人员 lists the grade’s employees and adds one through the picker', async () => {
    const backend = startServer();
    await show();
    await clickRowAction(rowOf('B级控销'), '人员');
    const panel = await drawer();
    expect(within(panel).getByText('控销等级人员：B级控销 (KX-B)')).toBeTruthy();
    expect(await within(panel).findByText('王强')).toBeTruthy();
    expect(backend.asked(gradeDtlCalls.list)[0]!.query).toMatchObject({ docId: '7702' });
    fireEvent.click(within(panel).getByRole('button', { name: '添加人员' }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await pick(within(dialog).getByLabelText('业务员'), '刘洋 (HD0008) · 华东二区');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(gradeDtlCalls.submit)).toHaveLength(1));
    expect(backend.asked(gradeDtlCalls.submit)[0]!.body).toMatchObject({ docId: '7702', employeeId: '8002' });
  });

  it('on a phone the employees’ drawer takes the whole width', async () => {
    startServer();
    await show();
    act(() => useUi.setState({ screen: 0 }));
    await clickRowAction(rowOf('B级控销'), '人员');
    const panel = await drawer();
    expect((panel.closest('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('100%');
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await show();
    expect(screen.getByRole('columnheader', { name: 'Grade code' })).toBeTruthy();
    expect(within(rowOf('B级控销')).getByText('Draft')).toBeTruthy();
    expect(buttonsOf('A级控销')).toEqual(['Employees', 'Edit', 'Disable']);
  });
});
