import { format, messages, topMenuCalls } from '@pharma/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Empty, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { MenuTreeCheck } from '../../../crud/MenuTreeCheck.tsx';
import { menuTreeTexts } from '../../../crud/menuTree.texts.ts';
import { withAncestors } from '../../../crud/treeKeys.ts';
import { useText } from '../../../i18n/useText.ts';
import { useCall } from '../../../lib/useCall.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import { topMenuApi } from './topmenu.api.ts';
import { topMenuTexts as texts } from './topmenu.texts.ts';

/**
 * 菜单配置: the menus the chosen top menus link to, as a checkable tree pre-checked with what they link now (for
 * several, everything any of them links, as Saber does). Saving replaces the links of every chosen top menu.
 */
export function MenuSettingDialog({ topMenus, onClose }: { topMenus: CrudRecord[]; onClose: () => void }) {
  const text = useText();
  const { message } = App.useApp();
  const ids = topMenus.map((m) => m.id);
  // Both reads refetch on open: the checks must never be a cached answer from before the last save.
  const tree = useCall(topMenuCalls.grantTopTree, undefined, {
    select: (held) => held?.menu ?? [],
    refetchOnMount: 'always',
  });
  const keys = useCall(
    topMenuCalls.topTreeKeys,
    { topMenuIds: ids.join(',') },
    { select: (held) => held?.menu ?? [], refetchOnMount: 'always' },
  );
  const grant = useMutation({ mutationFn: topMenuApi.grant });
  const fresh = (q: { isSuccess: boolean; isFetchedAfterMount: boolean }) => q.isSuccess && q.isFetchedAfterMount;
  // Saving from a failed read would unlink everything, so only what was really loaded can be saved.
  const ready = fresh(tree) && fresh(keys);
  const nodes = tree.data ?? [];
  // undefined until the user clicks: until then the server's links are what is checked.
  const [picked, setPicked] = useState<string[]>();
  const checked = picked ?? (ready ? (keys.data ?? []) : []);

  const onOk = async () => {
    try {
      await grant.mutateAsync({ topMenuIds: ids, menuIds: withAncestors(nodes, checked) });
      void message.success(text(messages.okBang));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open.
    }
  };

  return (
    <Modal
      open
      title={text(texts.title)}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={grant.isPending}
      okButtonProps={{ disabled: !ready }}
      width={640}
    >
      <Typography.Paragraph type="secondary">
        {format(text(texts.for), { names: topMenus.map((m) => String(m.name ?? m.id)).join('、') })}
      </Typography.Paragraph>
      {ready ? (
        <MenuTreeCheck nodes={nodes} value={checked} onChange={setPicked} />
      ) : tree.isError || keys.isError ? (
        <Empty description={text(menuTreeTexts.loadFailed)} />
      ) : (
        <PageSpin />
      )}
    </Modal>
  );
}
