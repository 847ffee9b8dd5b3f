// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the message centre's placeholders are ${var}, filled when sent.
import { purchaseTemplateCodes as codes } from '@pharma/contract';
import type { ModuleTemplate } from '../../message/public.ts';

/**
 * The in-app messages purchasing sends (消息中心 templates in every tenant, in docs/domain.md §5's words; an administrator
 * may reword them there, keeping the variables).
 */
export const purchaseTemplates = {
  planSubmitted: {
    code: codes.planSubmitted,
    name: '采购计划待审核',
    bizModule: 'smartsupply',
    params: { shipperName: '货主', planNo: '计划单号', lineCount: '品规数', totalAmount: '金额' },
    title: '采购计划 ${planNo} 待审核',
    content: '${shipperName}采购计划${planNo}已提交，共${lineCount}个品规，金额¥${totalAmount}，请审核。',
    jumpUrl: '/smartsupply/plan',
  },
  planRejected: {
    code: codes.planRejected,
    name: '采购计划被驳回',
    bizModule: 'smartsupply',
    params: { planNo: '计划单号', opinion: '驳回意见' },
    title: '采购计划 ${planNo} 被驳回',
    content: '计划${planNo}被驳回：${opinion}',
    jumpUrl: '/smartsupply/plan',
  },
  contractExpiring: {
    code: codes.contractExpiring,
    name: '采购合同到期提醒',
    bizModule: 'smartsupply',
    params: { contractNo: '合同编号', supplierName: '供应商', validTo: '有效期至', days: '剩余天数' },
    title: '合同 ${contractNo} 即将到期',
    content: '合同${contractNo}(${supplierName})将于${validTo}到期，剩余${days}天',
    jumpUrl: '/smartsupply/contract',
  },
  licenseExpiring: {
    code: codes.licenseExpiring,
    name: '供应商证照到期提醒',
    bizModule: 'gsp',
    params: { supplierName: '供应商', licenseName: '证照名称', expireDate: '到期日期' },
    title: '${supplierName} ${licenseName}即将到期',
    content: '${supplierName}的${licenseName}将于${expireDate}到期',
    jumpUrl: '/smartsupply/supplier',
  },
} as const satisfies Record<string, ModuleTemplate>;
