import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { menuTitle } from '../i18n/index.ts';
import { useTags } from './stores/tags.ts';
import { canClose } from './tagRules.ts';

/** The tag tabs under the header: switch by clicking, close with ×; the rules live in tagRules. */
export function Tags() {
  useTranslation(); // tab titles follow the language
  const tags = useTags((s) => s.tags);
  const close = useTags((s) => s.close);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const items = tags.map((tag) => ({
    key: tag.value,
    label: menuTitle(tag.label, tag.meta.i18n),
    closable: canClose(tags, tag),
  }));
  return (
    <div data-testid="tags" className="shell-tags">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={pathname}
        items={items}
        onChange={(key) => navigate(key + (tags.find((t) => t.value === key)?.query ?? ''))}
        onEdit={(key, action) => {
          if (action !== 'remove' || typeof key !== 'string') return;
          const next = close(key, pathname);
          if (next) navigate(next);
        }}
      />
    </div>
  );
}
