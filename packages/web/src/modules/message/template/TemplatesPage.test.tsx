import { crudCalls, messageCalls, templateInfoDetailResource, templateInfoResource } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { clickRowAction } from '../../../../test/rowActions.ts';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { messageModule } from '../index.ts';
import { clickOption, lastDrawer, messageBackend, optionsOf, pageOf } from '../testKit.tsx';
import { TemplatesPage } from './TemplatesPage.tsx';

/** A placeholder as contents write it: `${name}`. */
const v = (name: string) => `\${${name}}`;

const calls = crudCalls(templateInfoResource);
const contents = crudCalls(templateInfoDetailResource);
const planVars = JSON.stringify([
  { name: 'planNo', label: '计划单号', required: true, example: 'JH-2099-001' },
  { name: 'submitter', label: '提交人', required: true, example: '王经理' },
]);
const templates = [
  {
    id: '81',
    templateCode: 'SC_PLAN_SUBMITTED',
    templateName: '采购计划提交通知',
    msgType: 10,
    params: planVars,
    auditStatus: 1,
    status: 1,
    createTime: '2026-03-01 10:00:00',
  },
  {
    id: '82',
    templateCode: 'VERIFY_LOGIN',
    templateName: '登录验证码',
    msgType: 30,
    params: JSON.stringify([{ name: 'code', label: '验证码', required: true, example: '123456' }]),
    auditStatus: 2,
    status: 1,
    createTime: '2026-03-02 10:00:00',
  },
];
const content = (id: string, templateId: string, channelType: string, text: string) => ({
  id,
  templateId,
  channelType,
  title: '采购计划待审批',
  content: text,
  contentFormat: 'TEXT',
  createTime: '2026-03-01 10:00:00',
});
const allCodes = [
  'template_info',
  'template_info_add',
  'template_info_edit',
  'template_info_view',
  'template_info_audit',
  'template_info_test',
  'template_info_detail_view',
  'template_info_detail_add',
  'template_info_detail_edit',
  'template_info_detail_delete',
];

function startServer() {
  return messageBackend()
    .on(calls.list, () => pageOf(templates))
    .on(calls.detail, ({ query }) => templates.find((t) => t.id === query.id)!)
    .on(calls.submit, ({ body }) => ({ ...templates[0]!, ...body, id: '81' }))
    .on(contents.list, ({ query }) =>
      pageOf(
        [
          content('91', '81', 'INBOX', `计划 ${v('planNo')} 已由 ${v('submitter')} 提交`),
          content('92', '82', 'SMS', `您的验证码是${v('code')}`),
        ].filter((c) => c.templateId === query.templateId_equal),
      ),
    )
    .on(messageCalls.audit, () => true as const)
    .on(messageCalls.testSend, () => ({
      msgId: 'c0ffee00c0ffee00c0ffee00c0ffee00',
      status: 40,
      errorMsg: '收件地址不存在',
      attempts: [
        { channelType: 'INBOX', result: 1, responseCode: 'OK', responseMsg: '已写入站内信' },
        { channelType: 'EMAIL', result: 2, responseCode: '550', responseMsg: '收件地址不存在' },
      ],
    }));
}

const showTemplates = (codes: readonly string[] = allCodes) => showPage(<TemplatesPage />, codes, '登录验证码');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('message templates (消息模板)', () => {
  it('is the page the registry opens at /message/template', async () => {
    registerModulePages(messageModule);
    expect((await findPage('/message/template')!.load()).default).toBe(TemplatesPage);
  });

  it('edits the variables as a table and sends them back as the JSON the field holds', async () => {
    const backend = startServer();
    await showTemplates();
    await clickRowAction(rowOf('采购计划提交通知'), '编辑');
    const form = await lastDialog();
    const table = await within(form).findByTestId('template-variables');
    const names = () => within(table).getAllByLabelText('变量名') as HTMLInputElement[];
    expect(names().map((input) => input.value)).toEqual(['planNo', 'submitter']);
    expect((within(table).getAllByLabelText('示例值')[0] as HTMLInputElement).value).toBe('JH-2099-001');

    fireEvent.change(within(table).getAllByLabelText('说明')[1]!, { target: { value: '提交人姓名' } });
    fireEvent.click(within(form).getByRole('button', { name: /添加变量/ }));
    fireEvent.change(names()[2]!, { target: { value: 'deadline' } });
    fireEvent.change(within(table).getAllByLabelText('示例值')[2]!, { target: { value: '2099-12-31' } });
    fireEvent.click(within(table).getAllByRole('checkbox', { name: '必填' })[2]!);
    // A row with no name yet is kept on screen and left out of the JSON.
    fireEvent.click(within(form).getByRole('button', { name: /添加变量/ }));
    fireEvent.click(within(table).getAllByRole('button', { name: '移除' })[0]!);
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(backend.asked(calls.submit)).toHaveLength(1));
    expect(JSON.parse(String(backend.asked(calls.submit)[0]!.body.params))).toEqual([
      { name: 'submitter', label: '提交人姓名', required: true, example: '王经理' },
      { name: 'deadline', label: '', required: false, example: '2099-12-31' },
    ]);
  });

  it('flags a variable name the server would refuse', async () => {
    startServer();
    await showTemplates();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await lastDialog();
    fireEvent.click(within(form).getByRole('button', { name: /添加变量/ }));
    fireEvent.change(within(form).getByLabelText('变量名'), { target: { value: 'plan-no' } });
    expect(within(form).getByText('变量名只能含字母、数字或下划线, 且不能重复: plan-no')).toBeTruthy();
  });

  it('审核 shows on templates awaiting review; a rejection needs an opinion', async () => {
    const backend = startServer();
    await showTemplates();
    expect(buttonsOf('采购计划提交通知')).toContain('审核');
    expect(buttonsOf('登录验证码')).not.toContain('审核');
    await clickRowAction(rowOf('采购计划提交通知'), '审核');
    const dialog = await lastDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择通过或驳回')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: '驳回' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('驳回时请填写审核意见')).toBeTruthy();
    expect(backend.asked(messageCalls.audit)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('审核意见'), { target: { value: '提交人变量请改为工号' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(messageCalls.audit)).toHaveLength(1));
    expect(backend.asked(messageCalls.audit)[0]!.body).toEqual({
      id: '81',
      pass: false,
      opinion: '提交人变量请改为工号',
    });
    expect(await screen.findByText('审核完成')).toBeTruthy();
  });

  it('an approval needs no opinion; without template_info_audit there is no 审核', async () => {
    const backend = startServer();
    await showTemplates();
    await clickRowAction(rowOf('采购计划提交通知'), '审核');
    const dialog = await lastDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: '通过' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(messageCalls.audit)).toHaveLength(1));
    expect(backend.asked(messageCalls.audit)[0]!.body).toEqual({ id: '81', pass: true, opinion: '' });
    cleanup();

    startServer();
    await showTemplates(allCodes.filter((c) => c !== 'template_info_audit'));
    expect(buttonsOf('采购计划提交通知')).not.toContain('审核');
  });

  it('测试发送 fills the variables with their examples and shows each channel’s attempt', async () => {
    const backend = startServer();
    await showTemplates();
    await clickRowAction(rowOf('采购计划提交通知'), '测试发送');
    const dialog = await lastDialog();
    expect((within(dialog).getByLabelText('计划单号') as HTMLInputElement).value).toBe('JH-2099-001');
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    expect(await within(dialog).findByText('请输入接收者')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('接收者'), { target: { value: 'zhangsan@pharma.cn' } });
    fireEvent.change(within(dialog).getByLabelText('提交人'), { target: { value: '李会计' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));

    const outcome = await within(dialog).findByTestId('test-send-outcome');
    expect(backend.asked(messageCalls.testSend)[0]!.body).toEqual({
      id: '81',
      receiver: 'zhangsan@pharma.cn',
      params: { planNo: 'JH-2099-001', submitter: '李会计' },
    });
    await within(outcome).findByText('发送失败');
    const rows = [...outcome.querySelectorAll('.ant-table-row')].map((tr) => tr.textContent);
    expect(rows).toEqual(['站内信成功OK已写入站内信', '邮件失败550收件地址不存在']);
  });

  it("内容 lists that template's contents; a new one offers the channel types left and checks its variables", async () => {
    const backend = startServer();
    await showTemplates();
    await clickRowAction(rowOf('采购计划提交通知'), '内容');
    const drawer = await lastDrawer();
    await within(drawer).findByText(`计划 ${v('planNo')} 已由 ${v('submitter')} 提交`);
    expect(backend.asked(contents.list).at(-1)!.query).toMatchObject({ templateId_equal: '81' });
    expect(within(drawer).queryByText(`您的验证码是${v('code')}`)).toBeNull();

    fireEvent.click(within(drawer).getByRole('button', { name: '新增' }));
    const form = await lastDialog();
    expect(await optionsOf(form, '渠道类型')).not.toContain('站内信');
    await clickOption('短信');
    fireEvent.change(within(form).getByLabelText('内容'), {
      target: { value: `【催办】计划${v('planNo')}待${v('approver')}审批` },
    });
    expect(await within(form).findByText('未声明的变量: approver')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('短信签名(仅用于估算)'), { target: { value: '医药中台' } });
    // 【医药中台】 6 + 【催办】计划 6 + JH-2099-001 11 + 待 1 + ${approver} 11 + 审批 2.
    expect(within(form).getByTestId('sms-estimate').textContent).toContain('约 37 字(含签名), 计 1 条短信');
    fireEvent.click(within(form).getByText(v('submitter')));
    expect((within(form).getByLabelText('内容') as HTMLTextAreaElement).value).toBe(
      `【催办】计划${v('planNo')}待${v('approver')}审批${v('submitter')}`,
    );
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showTemplates();
    expect(buttonsOf('采购计划提交通知')).toEqual(expect.arrayContaining(['Contents', 'Review', 'Test send']));
    await clickRowAction(rowOf('采购计划提交通知'), 'Review');
    const dialog = await lastDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please give an opinion when rejecting')).toBeTruthy();
  });
});
