import { datasourceCalls, tenantDatasourceResource } from '@pharma/contract';
import { App } from 'antd';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { developTexts as texts } from '../develop.texts.ts';

/**
 * 数据源管理 (/tool/datasource, the open Saber's views/tool/datasource.vue): the rows of 租户数据源 at BladeX's
 * develop path, with 测试连接 on each row. The title is the screen's; the fields, codes and export the resource's.
 */
const def = {
  ...tenantDatasourceResource,
  title: texts.datasourcesTitle,
  api: 'blade-develop/datasource',
  alsoAt: undefined,
  page: '/tool/datasource',
};

export function DatasourcesPage() {
  const text = useText();
  const { message } = App.useApp();
  const test = async (row: CrudRecord) => {
    // A refusal (timed out, wrong password…) is shown by the HTTP layer with the server's message.
    const reply = await callApi(datasourceCalls.testConnection, { body: { id: String(row.id) } }).catch(
      () => undefined,
    );
    if (reply)
      void message.success(text(texts.connected).replace('{version}', reply.version).replace('{ms}', String(reply.ms)));
  };
  return (
    <CrudPage
      def={def}
      rowActions={[{ key: 'test', label: text(texts.testConnection), run: (row) => void test(row) }]}
    />
  );
}

/** React.lazy (the page registry) wants a default export. */
export default DatasourcesPage;
