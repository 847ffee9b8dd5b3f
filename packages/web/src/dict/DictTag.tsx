import type { DictKind } from '@pharma/contract';
import { Space, Tag } from 'antd';
import { dictKeysOf } from './dictLabel.ts';
import { useDict } from './useDict.ts';

/**
 * A stored value as its dictionary label, in a tag; several comma-joined values as several tags. A value the
 * dictionary does not know shows as it is. Nothing shows while the dictionary loads (no flash of raw numbers).
 * `colors` tints a tag by its key (menus blue, buttons orange).
 */
export function DictTag({
  code,
  value,
  kind,
  colors,
}: {
  code: string;
  value: unknown;
  kind?: DictKind;
  colors?: Partial<Record<string, string>>;
}) {
  const dict = useDict(code, kind);
  const keys = dictKeysOf(value);
  if (keys.length === 0 || dict.isLoading) return null;
  const tags = keys.map((key) => (
    <Tag key={key} color={colors?.[key]}>
      {dict.data?.find((o) => o.dictKey === key)?.dictValue ?? key}
    </Tag>
  ));
  return tags.length === 1 ? (
    tags[0]
  ) : (
    <Space size={[0, 4]} wrap>
      {tags}
    </Space>
  );
}
