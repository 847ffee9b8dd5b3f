import { messages, whitelistCalls, whitelistCodes, whitelistResetButton, whitelistResource } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import type { RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { invalidateFolders } from '../../../lib/useCall.ts';
import { SalesImportButton } from '../upload/SalesImportButton.tsx';
import { whitelistTexts as texts } from './whitelist.texts.ts';
import { BindSwitch, DeptInput, ShipperIdsInput, ShipperNames } from './whitelistInputs.tsx';

const def = whitelistResource;
const fieldInputs = { shipperIds: ShipperIdsInput, deptId: DeptInput, deviceBindRequired: BindSwitch };
const viewRender = {
  shipperIds: (row: CrudRecord) => (
    <ShipperNames value={row.shipperIds} tenantId={row.tenantId as string | undefined} />
  ),
};

/**
 * 白名单 (/salesmobile/whitelist): the generic screen of the declared resource, with the shippers picked by name, the
 * department from the tree, 导入 (template 101), and on each row 重置设备 (a bound device), 启用 or 停用, each shown
 * to a caller holding its code.
 */
export function WhitelistPage() {
  const text = useText();
  const allowed = useAllowed();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const refresh = () => void invalidateFolders(client, def.api);
  type RowsCall = typeof whitelistCalls.resetDevice | typeof whitelistCalls.enable | typeof whitelistCalls.disable;
  const act = (call: RowsCall, content: string) => (row: CrudRecord) =>
    confirm({
      content,
      run: () => callApi(call as typeof whitelistCalls.resetDevice, { query: { ids: row.id } }),
      success: text(messages.ok),
      onDone: refresh,
    });

  const rowActions: RowButton<CrudRecord>[] = [];
  if (allowed(whitelistCodes.reset))
    rowActions.push({
      key: whitelistResetButton.key,
      label: text(whitelistResetButton.name),
      run: act(whitelistCalls.resetDevice, text(texts.resetConfirm)),
      shows: (row) => Boolean(row.boundDeviceId),
    });
  if (allowed(whitelistCodes.edit)) {
    rowActions.push(
      {
        key: 'enable',
        label: text(texts.enable),
        run: act(whitelistCalls.enable, text(texts.enableConfirm)),
        shows: (row) => Number(row.status) !== 1,
      },
      {
        key: 'disable',
        label: text(texts.disable),
        danger: true,
        run: act(whitelistCalls.disable, text(texts.disableConfirm)),
        shows: (row) => Number(row.status) === 1,
      },
    );
  }

  return (
    <CrudPage
      def={def}
      rowActions={rowActions}
      fieldInputs={fieldInputs}
      viewRender={viewRender}
      toolbarExtra={() => <SalesImportButton moduleNo={101} onDone={refresh} />}
    />
  );
}

/** React.lazy (the page registry) wants a default export. */
export default WhitelistPage;
