import { type RegionOption, regionCalls, regionRootCode } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Cascader, type CascaderProps } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { regionTexts } from './region.texts.ts';

interface CascaderOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: CascaderOption[];
}

export interface RegionCascaderProps
  extends Omit<CascaderProps<CascaderOption>, 'options' | 'loadData' | 'value' | 'onChange' | 'multiple'> {
  /** The codes from the province down: `['44', '4401', '440106']`. */
  value?: string[];
  onChange?: (codes: string[]) => void;
  /** How deep one may go: 1 province, 2 city, 3 district (default), up to 5 village. */
  depth?: number;
}

/** The options of the levels loaded so far; an empty level makes its parent a leaf. */
function optionsOf(levels: ReadonlyMap<string, RegionOption[]>, code: string, depth: number): CascaderOption[] {
  return (levels.get(code) ?? []).map((r) => {
    const loaded = levels.get(r.code);
    const leaf = r.level >= depth || (loaded !== undefined && loaded.length === 0);
    return {
      value: r.code,
      label: r.name,
      isLeaf: leaf,
      children: !leaf && loaded ? optionsOf(levels, r.code, depth) : undefined,
    };
  });
}

/**
 * A province → city → district picker for any form (e.g. a customer's or a warehouse's address). Each level comes
 * from region/select when it is opened; a value given up front loads the levels it needs, so its names show.
 */
export function RegionCascader({ value, onChange, depth = 3, placeholder, ...props }: RegionCascaderProps) {
  const text = useText();
  const client = useQueryClient();
  const [levels, setLevels] = useState<ReadonlyMap<string, RegionOption[]>>(new Map());

  const load = useCallback(
    async (code: string) => {
      const options = await client.fetchQuery({
        queryKey: callKey(regionCalls.select, { code }),
        queryFn: async () => (await callApi(regionCalls.select, { query: { code } })) ?? [],
        staleTime: 5 * 60 * 1000,
      });
      setLevels((prev) => new Map(prev).set(code, options));
    },
    [client],
  );

  // The provinces, and the level under each code of the value but the last (its own children are not needed).
  const needed = [regionRootCode, ...(value ?? []).slice(0, -1)].join(',');
  useEffect(() => {
    Promise.all(needed.split(',').map((code) => load(code))).catch(() => undefined);
  }, [needed, load]);

  return (
    <Cascader<CascaderOption>
      placeholder={placeholder ?? text(regionTexts.cascader)}
      {...props}
      options={optionsOf(levels, regionRootCode, depth)}
      value={value}
      onChange={(codes) => onChange?.((codes ?? []).map(String))}
      loadData={(path) => {
        const last = path[path.length - 1];
        if (last) load(last.value).catch(() => undefined);
      }}
    />
  );
}
