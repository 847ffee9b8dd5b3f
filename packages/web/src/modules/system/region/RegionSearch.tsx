import { type RegionMatch, regionCalls } from '@pharma/contract';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { useCall } from '../../../lib/useCall.ts';
import { regionTexts } from './region.texts.ts';

/** How long typing pauses before a search call: one call per word, not per keystroke. */
const pause = 300;

/**
 * The search box above the tree: region/search matches shown with their path (广东省 / 深圳市 / 南山区), so two
 * 朝阳区 can be told apart; picking one hands it to the page, which opens the tree down to it.
 */
export function RegionSearch({ onPick }: { onPick: (match: RegionMatch) => void }) {
  const text = useText();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), pause);
    return () => clearTimeout(timer);
  }, [typed]);
  const matches = useCall(regionCalls.search, { name: term }, { enabled: term !== '' });
  const found = term ? (matches.data ?? []) : [];

  return (
    <Select<string>
      showSearch
      value={null}
      style={{ width: '100%' }}
      aria-label={text(regionTexts.search)}
      placeholder={text(regionTexts.search)}
      filterOption={false}
      searchValue={typed}
      onSearch={setTyped}
      loading={matches.isFetching}
      notFoundContent={term && !matches.isFetching ? text(regionTexts.noMatch) : null}
      options={found.map((m) => ({ value: m.code, label: m.path }))}
      onSelect={(code) => {
        const match = found.find((m) => m.code === code);
        if (match) onPick(match);
        setTyped('');
      }}
    />
  );
}
