import type { Text } from '@pharma/contract';

/**
 * Static sample data for the notices popover (spec §2) until the message centre (blade-desk notices, §7) feeds it.
 * Times are fixed strings: the samples must read the same in every test run.
 */
export interface NoticeItem {
  id: string;
  title: Text;
  description: Text;
  time: string;
}

export type NoticeTab = 'mail' | 'messages' | 'notices';

export const noticeSamples: Record<NoticeTab, NoticeItem[]> = {
  mail: [
    {
      id: 'mail-1',
      title: { zh: '采购合同审批结果', en: 'Purchase contract approved' },
      description: { zh: '合同 HT-2024-0312 已通过财务审批', en: 'Contract HT-2024-0312 passed the finance review' },
      time: '2024-05-08 10:32',
    },
    {
      id: 'mail-2',
      title: { zh: '供应商资质即将到期', en: 'Supplier licence expires soon' },
      description: {
        zh: '华东医药的药品经营许可证将于 30 天后到期',
        en: "Huadong Pharma's drug trading licence expires in 30 days",
      },
      time: '2024-05-07 16:05',
    },
    {
      id: 'mail-3',
      title: { zh: '月度销售报表', en: 'Monthly sales report' },
      description: { zh: '四月销售报表已生成，请查收附件', en: "April's sales report is ready; see the attachment" },
      time: '2024-05-01 09:00',
    },
    {
      id: 'mail-4',
      title: { zh: '账号安全提醒', en: 'Account security reminder' },
      description: { zh: '您的密码已超过 90 天未修改', en: 'Your password has not been changed for 90 days' },
      time: '2024-04-28 08:15',
    },
  ],
  messages: [
    {
      id: 'msg-1',
      title: { zh: '张经理 评论了您的采购申请', en: 'Manager Zhang commented on your purchase request' },
      description: {
        zh: '请补充阿莫西林胶囊的到货时间',
        en: 'Please add the delivery date for the amoxicillin capsules',
      },
      time: '2024-05-08 11:20',
    },
    {
      id: 'msg-2',
      title: { zh: '李会计 回复了您', en: 'Accountant Li replied to you' },
      description: { zh: '发票已开具，将随货寄出', en: 'The invoice is issued and ships with the goods' },
      time: '2024-05-06 14:48',
    },
    {
      id: 'msg-3',
      title: { zh: '王主管 @了您', en: 'Supervisor Wang mentioned you' },
      description: { zh: '本周五前完成库存盘点', en: 'Finish the stock count before Friday' },
      time: '2024-05-05 17:30',
    },
  ],
  notices: [
    {
      id: 'notice-1',
      title: { zh: '系统升级通知', en: 'System upgrade' },
      description: {
        zh: '系统将于本周六 22:00 至 24:00 升级维护',
        en: 'The system is down for an upgrade this Saturday 22:00 to 24:00',
      },
      time: '2024-05-08 09:00',
    },
    {
      id: 'notice-2',
      title: { zh: 'GSP 合规培训', en: 'GSP compliance training' },
      description: { zh: '请全体员工于下周一参加线上培训', en: 'All staff: online training next Monday' },
      time: '2024-05-06 10:00',
    },
    {
      id: 'notice-3',
      title: { zh: '五一假期安排', en: 'May Day holiday schedule' },
      description: { zh: '5 月 1 日至 5 日放假，共 5 天', en: 'Office closed 1 to 5 May' },
      time: '2024-04-25 15:00',
    },
    {
      id: 'notice-4',
      title: { zh: '新版采购流程上线', en: 'New purchasing workflow is live' },
      description: {
        zh: '采购申请改为两级审批，详见操作手册',
        en: 'Purchase requests now need two approvals; see the manual',
      },
      time: '2024-04-20 09:30',
    },
    {
      id: 'notice-5',
      title: { zh: '药品追溯码接入', en: 'Drug traceability codes' },
      description: {
        zh: '销售出库需扫描药品追溯码',
        en: 'Sales shipments must scan the traceability code',
      },
      time: '2024-04-15 13:00',
    },
  ],
};

export const noticeTabs: NoticeTab[] = ['mail', 'messages', 'notices'];

export function noticeCount(): number {
  return noticeTabs.reduce((sum, tab) => sum + noticeSamples[tab].length, 0);
}
