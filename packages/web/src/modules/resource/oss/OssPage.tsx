import { crudCalls, messages, ossCodes, ossEnableButton, ossResource, ossStatus } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import type { RowButton } from '../../../crud/columns.tsx';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { invalidateCalls } from '../../../lib/useCall.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { enableOss, testOss } from './oss.api.ts';
import { ossTexts as texts } from './oss.texts.ts';

/**
 * 对象存储 (/resource/oss): the generic screen of the declared resource (the secret key shows as ****** and is kept
 * when left so) plus 启用 on the configs that are off and 测试连接 on every config.
 */
export function OssPage() {
  const text = useText();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const { message } = App.useApp();
  const permission = useSession((s) => s.permission);

  const rowActions: RowButton<CrudRecord>[] = [];
  if (can(permission, ossCodes.enable)) {
    rowActions.push({
      key: ossEnableButton.key,
      label: text(ossEnableButton.name),
      shows: (row) => Number(row.status) !== ossStatus.enabled,
      run: (row) =>
        confirm({
          content: text(texts.enableConfirm),
          run: () => enableOss(row.id),
          success: text(messages.ok),
          onDone: () => void invalidateCalls(client, crudCalls(ossResource).list),
        }),
    });
  }
  if (can(permission, ossCodes.edit)) {
    rowActions.push({
      key: 'test',
      label: text(texts.test),
      run: (row) => {
        // A refusal (wrong key, missing bucket, unreachable) is shown by lib/http.
        testOss(row.id).then(
          () => void message.success(text(texts.testPassed)),
          () => undefined,
        );
      },
    });
  }

  return <CrudPage def={ossResource} rowActions={rowActions} />;
}

/** React.lazy (the page registry) wants a default export. */
export default OssPage;
