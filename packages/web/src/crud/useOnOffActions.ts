import { type ExtraButton, messages, type ResourceDef, type Text } from '@pharma/contract';
import { useText } from '../i18n/useText.ts';
import { can } from '../lib/permission.ts';
import { useInvalidate } from '../lib/useCall.ts';
import { useSession } from '../shell/stores/session.ts';
import type { CrudRecord } from './api.ts';
import type { RowButton } from './columns.tsx';
import { useConfirmAction } from './useConfirmAction.ts';
import { useCrudCalls } from './useCrud.ts';

/** One of the two switches: its button, the code it needs, and the question it asks first. */
interface Switch {
  button: ExtraButton;
  code: string;
  confirm: Text;
}

/**
 * 启用 / 停用 as row actions of a declared resource's screen (灰度发布, 第三方登录): each asks first, calls the
 * server, says 操作成功 and refreshes the list; 启用 shows on rows that are off and 停用 on rows that are on, each
 * only with its code.
 */
export function useOnOffActions(options: {
  /** The resource whose list shows the switched rows. */
  resource: ResourceDef;
  enable: Switch;
  disable: Switch;
  isOn: (row: CrudRecord) => boolean;
  set: (id: string, on: boolean) => Promise<unknown>;
}): RowButton<CrudRecord>[] {
  const text = useText();
  const confirm = useConfirmAction();
  const invalidate = useInvalidate();
  const calls = useCrudCalls(options.resource);
  const permission = useSession((s) => s.permission);
  const switchTo = (on: boolean) => (row: CrudRecord) =>
    confirm({
      content: text(on ? options.enable.confirm : options.disable.confirm),
      run: () => options.set(row.id, on),
      success: text(messages.ok),
      onDone: () => void invalidate(calls.list),
    });
  const actions: RowButton<CrudRecord>[] = [];
  if (can(permission, options.enable.code))
    actions.push({
      key: options.enable.button.key,
      label: text(options.enable.button.name),
      run: switchTo(true),
      shows: (row) => !options.isOn(row),
    });
  if (can(permission, options.disable.code))
    actions.push({
      key: options.disable.button.key,
      label: text(options.disable.button.name),
      run: switchTo(false),
      danger: true,
      shows: options.isOn,
    });
  return actions;
}
