import { messages, topMenuCalls, topMenuCodes, topMenuResource, topMenuSettingButton } from '@pharma/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage, type CrudSelection } from '../../../crud/CrudPage.tsx';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { MenuSettingDialog } from './MenuSettingDialog.tsx';

/** 菜单配置 on the toolbar, for the ticked top menus (请选择至少一条数据 without any); shown only with its code. */
function MenuSettingButton({ selection }: { selection: CrudSelection }) {
  const text = useText();
  const { message } = App.useApp();
  const [open, setOpen] = useState<CrudRecord[] | null>(null);
  return (
    <>
      <Button
        onClick={() =>
          selection.rows.length === 0 ? void message.warning(text(messages.selectOne)) : setOpen(selection.rows)
        }
      >
        {text(topMenuSettingButton.name)}
      </Button>
      {open && <MenuSettingDialog topMenus={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** 顶部菜单 (/system/topmenu): the generic screen of the declared resource plus 菜单配置. */
export function TopMenusPage() {
  const permission = useSession((s) => s.permission);
  // Without the code there is nothing to add (not even an empty toolbar slot).
  const extra = can(permission, topMenuCodes.setting)
    ? (selection: CrudSelection) => <MenuSettingButton selection={selection} />
    : undefined;
  // The top bar reads the top menus through its own call (under menu/): a save or delete here refreshes it.
  return <CrudPage def={topMenuResource} toolbarExtra={extra} refreshes={[topMenuCalls.topMenu]} />;
}

/** React.lazy (the page registry) wants a default export. */
export default TopMenusPage;
