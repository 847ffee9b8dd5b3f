import type { FlowProcess } from '@pharma/contract';
import { Table, Typography } from 'antd';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useText } from '../../../i18n/useText.ts';
import { deployTexts as texts } from './deploy.texts.ts';

/** The definitions a deployment made (one per tenant for a 定制 one), as the deploy call answered them. */
export function DeployedTable({ title, rows }: { title: string; rows: FlowProcess[] }) {
  const text = useText();
  const fit = useTableFit<FlowProcess>([
    { key: 'name', dataIndex: 'name', title: text(texts.name), width: 180 },
    { key: 'key', dataIndex: 'key', title: text(texts.key), width: 160 },
    { key: 'categoryName', dataIndex: 'categoryName', title: text(texts.category), width: 140 },
    { key: 'version', dataIndex: 'version', title: text(texts.version), width: 80 },
    {
      key: 'tenantId',
      dataIndex: 'tenantId',
      title: text(texts.tenant),
      width: 120,
      render: (tenantId: string) => tenantId || text(texts.allTenants),
    },
  ]);
  return (
    <div data-testid="deployed">
      <Typography.Title level={5}>{title}</Typography.Title>
      <Table<FlowProcess> rowKey="id" size="middle" pagination={false} dataSource={rows} {...fit} />
    </div>
  );
}
