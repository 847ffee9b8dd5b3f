import {
  crudCalls,
  messageCalls,
  messageRecordLogResource,
  messageRecordResource,
  strategyResource,
  templateInfoResource,
} from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { messageModule } from '../index.ts';
import { choose, messageBackend, pageOf } from '../testKit.tsx';
import { RecordsPage } from './RecordsPage.tsx';

const calls = crudCalls(messageRecordResource);
const logs = crudCalls(messageRecordLogResource);
const record = (id: string, title: string, status: number, receiver: string) => ({
  id,
  msgId: `m${id}`.padEnd(32, '0'),
  batchId: 'b1'.padEnd(32, '0'),
  templateCode: 'SC_PLAN_SUBMITTED',
  msgType: 10,
  receiverType: 1,
  receiver,
  title,
  content: `${title}: 请及时处理`,
  currentChannelType: 'INBOX',
  attemptCount: 1,
  sentTime: '2026-03-01 10:00:05',
  errorMsg: status === 40 ? '收件地址不存在' : '',
  status,
  createTime: '2026-03-01 10:00:00',
});
const records = [
  record('101', '计划待审批', 10, 'zhangsan'),
  record('102', '登录验证码', 40, '138****1001'),
  record('103', '合同到期提醒', 30, 'lisi'),
  record('104', '冷链温度告警', 25, 'wangwu'),
];
const templates = [
  {
    id: '81',
    templateCode: 'SC_PLAN_SUBMITTED',
    templateName: '采购计划提交通知',
    msgType: 10,
    params: JSON.stringify([
      { name: 'planNo', label: '计划单号', required: true, example: 'JH-2099-001' },
      { name: 'remark', label: '备注', required: false, example: '' },
    ]),
    auditStatus: 2,
    status: 1,
  },
  // Awaiting review: the server would not list it for this filter, nor does the dialog offer it.
  { id: '82', templateCode: 'DRAFT_ONE', templateName: '草稿模板', msgType: 10, params: '', auditStatus: 1, status: 1 },
];
const allCodes = [
  'message_record',
  'message_record_view',
  'message_record_send',
  'message_record_cancel',
  'message_record_resend',
  'message_record_log_view',
];

function startServer() {
  return messageBackend()
    .on(calls.list, () => pageOf(records))
    .on(calls.detail, ({ query }) => ({ ...records.find((r) => r.id === query.id)!, receiver: '13800001001' }))
    .on(logs.list, ({ query }) =>
      pageOf(
        query.recordId_equal === '102'
          ? [
              {
                id: '201',
                recordId: '102',
                attemptNo: 1,
                channelType: 'SMS',
                result: 3,
                responseCode: 'TIMEOUT',
                responseMsg: '服务商 10 秒未应答',
                costMs: 10002,
                createTime: '2026-03-01 10:00:10',
              },
              {
                id: '202',
                recordId: '102',
                attemptNo: 2,
                channelType: 'SMS',
                result: 2,
                responseCode: 'isv.MOBILE_NUMBER_ILLEGAL',
                responseMsg: '手机号码格式错误',
                costMs: 120,
                createTime: '2026-03-01 10:01:10',
              },
            ]
          : [],
      ),
    )
    .on(crudCalls(templateInfoResource).list, () => pageOf(templates))
    .on(crudCalls(strategyResource).list, () => pageOf([]))
    .on(messageCalls.cancel, ({ query }) => query.ids.length)
    .on(messageCalls.resend, ({ query }) => query.ids.length)
    .on(messageCalls.send, ({ body }) => ({
      batchId: 'b2'.padEnd(32, '0'),
      accepted: 2,
      rejected: [{ receiver: body.receivers[2]!, reason: '无法识别的接收者' }],
      items: body.receivers.slice(0, 2).map((receiver, i) => ({ receiver, msgId: `n${i}`.padEnd(32, '0') })),
    }));
}

const showRecords = (codes: readonly string[] = allCodes) => showPage(<RecordsPage />, codes, '冷链温度告警');
const tick = (...titles: string[]) => {
  for (const title of titles) fireEvent.click(within(rowOf(title)).getByRole('checkbox'));
};

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('message records (消息记录)', () => {
  it('is the page the registry opens at /message/record', async () => {
    registerModulePages(messageModule);
    expect((await findPage('/message/record')!.load()).default).toBe(RecordsPage);
  });

  it('is read-only and shows each state as a coloured tag', async () => {
    startServer();
    await showRecords();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(buttonsOf('合同到期提醒')).toEqual(['查看']);
    const failed = await within(rowOf('登录验证码')).findByText('发送失败');
    expect(failed.className).toContain('ant-tag-red');
    expect(within(rowOf('合同到期提醒')).getByText('发送成功').className).toContain('ant-tag-green');
  });

  it('offers 取消 only on pending, delayed or waiting rows and 重发 only on failed ones', async () => {
    startServer();
    await showRecords();
    expect(buttonsOf('计划待审批')).toContain('取消');
    expect(buttonsOf('冷链温度告警')).toContain('取消');
    expect(buttonsOf('登录验证码')).not.toContain('取消');
    expect(buttonsOf('合同到期提醒')).not.toContain('取消');
    expect(buttonsOf('登录验证码')).toContain('重发');
    expect(buttonsOf('计划待审批')).not.toContain('重发');
    cleanup();
    startServer();
    await showRecords(['message_record', 'message_record_view']);
    expect(buttonsOf('计划待审批')).toEqual(['查看']);
    expect(screen.queryByRole('button', { name: '发送消息' })).toBeNull();
  });

  it('取消 on a row asks, cancels that record and says how many', async () => {
    const backend = startServer();
    await showRecords();
    fireEvent.click(within(rowOf('计划待审批')).getByRole('button', { name: '取消' }));
    const confirm = await lastDialog();
    expect(within(confirm).getByText('确定取消这条消息?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(messageCalls.cancel)).toHaveLength(1));
    expect(backend.asked(messageCalls.cancel)[0]!.query.ids).toEqual(['101']);
    expect(await screen.findByText('已取消 1 条消息')).toBeTruthy();
  });

  it('the toolbar’s 取消 and 重发 act on the ticked rows they apply to, and warn when none does', async () => {
    const backend = startServer();
    await showRecords();
    const toolbar = document.querySelector('.crud-toolbar') as HTMLElement;
    tick('计划待审批', '合同到期提醒', '冷链温度告警');
    fireEvent.click(within(toolbar).getByRole('button', { name: '取消' }));
    const confirm = await lastDialog();
    expect(within(confirm).getByText('确定取消选中的 2 条消息?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(messageCalls.cancel)).toHaveLength(1));
    expect(backend.asked(messageCalls.cancel)[0]!.query.ids).toEqual(['101', '104']);

    await screen.findByText('已取消 2 条消息');
    tick('合同到期提醒');
    fireEvent.click(within(toolbar).getByRole('button', { name: '重发' }));
    expect(await screen.findByText('所选消息中没有发送失败的消息')).toBeTruthy();
    expect(backend.asked(messageCalls.resend)).toHaveLength(0);
  });

  it('查看 shows the record whole and its attempts', async () => {
    const backend = startServer();
    await showRecords();
    fireEvent.click(within(rowOf('登录验证码')).getByRole('button', { name: '查看' }));
    const dialog = await lastDialog();
    expect(await within(dialog).findByText('13800001001')).toBeTruthy();
    const attempts = within(dialog).getByTestId('record-attempts');
    await within(attempts).findByText('手机号码格式错误');
    expect(backend.asked(logs.list).at(-1)!.query).toMatchObject({ recordId_equal: '102' });
    const rows = [...attempts.querySelectorAll('.ant-table-row')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows.map((cells) => cells.slice(0, 2).concat(cells.slice(3)))).toEqual([
      ['1', '短信', '超时', 'TIMEOUT', '服务商 10 秒未应答', '10002', '2026-03-01 10:00:10'],
      ['2', '短信', '失败', 'isv.MOBILE_NUMBER_ILLEGAL', '手机号码格式错误', '120', '2026-03-01 10:01:10'],
    ]);
  });

  it('发送消息 offers approved templates, asks their variables and shows the refused receivers with reasons', async () => {
    const backend = startServer();
    await showRecords();
    fireEvent.click(screen.getByRole('button', { name: '发送消息' }));
    const dialog = await lastDialog();
    await choose(dialog, '消息模板', '采购计划提交通知 (SC_PLAN_SUBMITTED)');
    expect(backend.asked(crudCalls(templateInfoResource).list)[0]!.query).toMatchObject({
      auditStatus_equal: '2',
      status_equal: '1',
    });
    expect(document.body.textContent).not.toContain('草稿模板');

    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    expect(await within(dialog).findByText('请输入计划单号')).toBeTruthy();
    expect(await within(dialog).findByText('请输入接收者')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('计划单号'), { target: { value: 'JH-2099-007' } });
    fireEvent.change(within(dialog).getByLabelText('接收者'), {
      target: { value: 'zhangsan,13800000000,not-a-receiver,' },
    });
    await waitFor(() => expect(within(dialog).getAllByText(/zhangsan|13800000000|not-a-receiver/)).toHaveLength(3));
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));

    const outcome = await within(dialog).findByTestId('send-outcome');
    expect(backend.asked(messageCalls.send)[0]!.body).toMatchObject({
      templateCode: 'SC_PLAN_SUBMITTED',
      params: { planNo: 'JH-2099-007' },
      receivers: ['zhangsan', '13800000000', 'not-a-receiver'],
    });
    expect(within(outcome).getByText(`已受理 2 条, 批次号 ${'b2'.padEnd(32, '0')}`)).toBeTruthy();
    expect(within(outcome).getByText('1 个接收者未受理')).toBeTruthy();
    const refused = [...within(outcome).getByTestId('send-rejected').querySelectorAll('.ant-table-row')];
    expect(refused.map((tr) => tr.textContent)).toEqual(['not-a-receiver无法识别的接收者']);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showRecords();
    expect(buttonsOf('计划待审批')).toEqual(['Cancel', 'View']);
    expect(await within(rowOf('登录验证码')).findByText('Failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await lastDialog();
    expect(within(dialog).getByText('Only approved, enabled templates are listed')).toBeTruthy();
  });
});
