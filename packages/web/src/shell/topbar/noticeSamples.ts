import type { Text } from '@pharma/contract';

/**
 * Static sample data for the popover's mail and messages tabs (spec §2) until the message centre feeds them; the
 * notices tab reads the caller's real notices (blade-desk/notice/inbox). Times are fixed strings: the samples must
 * read the same in every test run.
 */
export interface NoticeItem {
  id: string;
  title: Text;
  description: Text;
  time: string;
}

export type NoticeTab = 'mail' | 'messages' | 'notices';
/** The tabs that still show samples. */
export type SampleTab = Exclude<NoticeTab, 'notices'>;

export const noticeSamples: Record<SampleTab, NoticeItem[]> = {
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
};

export const noticeTabs: NoticeTab[] = ['mail', 'messages', 'notices'];

/** What the sample tabs add to the bell. */
export function sampleCount(): number {
  return noticeSamples.mail.length + noticeSamples.messages.length;
}
