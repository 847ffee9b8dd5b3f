import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { routeTitle } from '../menuTree.ts';
import { useSession } from '../stores/session.ts';
import { canClose } from './tagRules.ts';
import { useTags } from './tagsStore.ts';
import { useTabActions } from './useTabActions.ts';

/**
 * The tag tabs under the header: click to switch, × to close, right-click a tab for 关闭 / 关闭其他 / 关闭全部 /
 * 清除缓存, and the same menu (for the active tab) at the right end. The rules live in tagRules.
 */
export function Tags() {
  const { t } = useTranslation(); // tab titles follow the language
  const tags = useTags((s) => s.tags);
  const menu = useSession((s) => s.menu) ?? [];
  const actions = useTabActions();

  const menuFor = (value: string): MenuProps => {
    const tag = tags.find((x) => x.value === value);
    const items: MenuProps['items'] = [
      { key: 'close', label: t('tabs.close'), disabled: !tag || !canClose(tags, tag) },
      { key: 'others', label: t('tabs.closeOthers'), disabled: tags.length <= 1 },
      { key: 'all', label: t('tabs.closeAll'), disabled: tags.length <= 1 },
      { type: 'divider' },
      { key: 'cache', label: t('tabs.clearCache') },
    ];
    return {
      items,
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        if (key === 'close') actions.close(value);
        else if (key === 'others') actions.closeOthers(value);
        else if (key === 'all') actions.closeAll();
        else actions.clearCache();
      },
    };
  };

  const items = tags.map((tag) => ({
    key: tag.value,
    label: (
      <Dropdown menu={menuFor(tag.value)} trigger={['contextMenu']}>
        <span data-testid="tag" data-tag={tag.value}>
          {routeTitle(menu, tag.value, tag.label, tag.meta.i18n)}
        </span>
      </Dropdown>
    ),
    closable: canClose(tags, tag),
  }));
  return (
    <div data-testid="tags" className="shell-tags">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={actions.active}
        items={items}
        onChange={actions.open}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') actions.close(key);
        }}
        tabBarExtraContent={{
          right: (
            <Dropdown menu={menuFor(actions.active)} trigger={['click']}>
              <Button size="small" type="text" data-testid="tags-menu" aria-label={t('tabs.more')}>
                <DownOutlined />
              </Button>
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
