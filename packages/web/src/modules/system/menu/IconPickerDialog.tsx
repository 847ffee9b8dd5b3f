import { Button, Empty, Input, Modal } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { iconKey, MenuIcon, menuIcons } from '../../../shell/icons.tsx';
import { menuTexts } from './menu.texts.ts';

/** The names on offer: the outlined icons the console bundles (see shell/icons.tsx), alphabetically. */
const names = Object.keys(menuIcons).sort();

/** Matches a search against a name, ignoring case and the `Outlined` every name ends with. */
export function iconMatches(name: string, search: string): boolean {
  const wanted = search
    .trim()
    .toLowerCase()
    .replace(/outlined$/, '');
  return (
    wanted === '' ||
    name
      .toLowerCase()
      .replace(/outlined$/, '')
      .includes(wanted)
  );
}

/** The icon list: search by name, click one to pick it (the current one is highlighted). */
export function IconPickerDialog(props: { value?: string; onPick: (name: string) => void; onClose: () => void }) {
  const { value, onPick, onClose } = props;
  const text = useText();
  const [search, setSearch] = useState('');
  const current = value ? iconKey(value) : undefined;
  const shown = names.filter((name) => iconMatches(name, search));
  return (
    <Modal open title={text(menuTexts.pickIcon)} onCancel={onClose} footer={null} width={720}>
      <Input
        autoFocus
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={text(menuTexts.searchIcon)}
        style={{ marginBottom: 12 }}
      />
      {shown.length === 0 ? (
        <Empty description={text(menuTexts.noMatch)} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8 }}>
          {shown.map((name) => (
            <Button
              key={name}
              aria-label={name}
              title={name}
              type={iconKey(name) === current ? 'primary' : 'default'}
              icon={<MenuIcon source={name} />}
              onClick={() => onPick(name)}
              style={{ justifyContent: 'flex-start', overflow: 'hidden' }}
            >
              {name.replace(/Outlined$/, '')}
            </Button>
          ))}
        </div>
      )}
    </Modal>
  );
}
