import { defaultTenantId } from '@pharma/contract';
import { demoTenantIds } from '../../../demo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { noticeTable as notice } from './notice.table.ts';

const day = 86_400_000;

/** 通知公告 on a first look: the platform's and each demo tenant's notices, one of them released tomorrow. */
export async function loadDemoNotices(db: Db): Promise<void> {
  const at = (days: number) => new Date(Date.now() + days * day);
  const notices = [
    {
      title: '关于开展 2026 年度 GSP 内审的通知',
      category: 1,
      releaseTime: at(-6),
      content:
        '<p>各部门:</p><p>根据《药品经营质量管理规范》要求,公司定于本月下旬开展年度 GSP 内审,请各部门于 <strong>25 日前</strong>完成自查。</p>',
    },
    {
      title: '冷链药品储运温度监控升级',
      category: 6,
      releaseTime: at(-2),
      content:
        '<p>冷库与冷藏车温度监测系统已升级,超出 2–8 ℃ 区间将自动发送告警短信。</p><ul><li>请值班人员保持手机畅通</li><li>异常请在 30 分钟内处理</li></ul>',
    },
    {
      title: '智能采购计划上线试运行',
      category: 3,
      releaseTime: at(-1),
      content: '<p>智能采购模块将按库存、销量与安全库存天数自动生成采购建议,试运行期间请采购部门逐条审核。</p>',
    },
    {
      title: '系统维护通知(明日 22:00–23:00)',
      category: 4,
      releaseTime: at(1),
      content: '<p>明晚 22:00 至 23:00 进行系统维护,届时控制台将暂停服务。</p>',
    },
  ];
  const tenants = [defaultTenantId, ...Object.values(demoTenantIds)];
  await db.insert(notice).values(tenants.flatMap((tenantId) => notices.map((n) => ({ ...n, tenantId }))));
}
