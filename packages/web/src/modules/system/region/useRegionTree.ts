import { type RegionNode, regionCalls, regionRootCode } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TreeDataNode } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { callApi, callKey } from '../../../lib/api.ts';

/** The country's own parent: lazy-tree under it answers the single 中华人民共和国 node the tree starts from. */
export const countryParent = '0';

/** The antd tree of the levels loaded so far; a region with children but no loaded level waits for `loadData`. */
export function treeOf(levels: ReadonlyMap<string, readonly RegionNode[]>, parentCode = countryParent): TreeDataNode[] {
  return (levels.get(parentCode) ?? []).map((node) => ({
    key: node.key,
    title: node.title,
    isLeaf: !node.hasChildren,
    children: node.hasChildren && levels.has(node.key) ? treeOf(levels, node.key) : undefined,
  }));
}

/** The codes from the country down to a region's parent, out of its `ancestors` (`00,44,4403`). */
export const ancestorCodes = (ancestors: string) => ancestors.split(',').filter((code) => code !== '' && code !== '0');

/**
 * The lazy region tree: each level is loaded once (through the query cache, so two expansions of one region make
 * one call) and kept here by its parent's code; `reload` reads a level again after a write changed it.
 */
export function useRegionTree() {
  const client = useQueryClient();
  const [levels, setLevels] = useState<ReadonlyMap<string, RegionNode[]>>(new Map());
  const [expanded, setExpanded] = useState<string[]>([regionRootCode]);

  const load = useCallback(
    async (parentCode: string, fresh = false) => {
      const nodes = await client.fetchQuery({
        queryKey: callKey(regionCalls.lazyTree, { parentCode }),
        queryFn: async () => (await callApi(regionCalls.lazyTree, { query: { parentCode } })) ?? [],
        staleTime: fresh ? 0 : Number.POSITIVE_INFINITY,
      });
      setLevels((prev) => new Map(prev).set(parentCode, nodes));
      return nodes;
    },
    [client],
  );

  useEffect(() => {
    // The country, then the provinces under it, open from the start. A failure was toasted by lib/http.
    Promise.all([load(countryParent), load(regionRootCode)]).catch(() => undefined);
  }, [load]);

  /** Every loaded node by code: the selected region's title, level and parent. */
  const nodes = useMemo(() => new Map([...levels.values()].flat().map((node) => [node.key, node])), [levels]);

  /** Opens the tree down to a region: loads the levels above it that are not loaded yet, then expands them. */
  const reveal = useCallback(
    async (ancestors: string) => {
      const codes = ancestorCodes(ancestors);
      await Promise.all(codes.filter((code) => !levels.has(code)).map((code) => load(code)));
      setExpanded((prev) => [...new Set([...prev, ...codes])]);
    },
    [levels, load],
  );

  /** Reads the given levels again (after an add, an edit or a delete), skipping those never loaded. */
  const reload = useCallback(
    (...parentCodes: Array<string | undefined>) =>
      Promise.all(
        [...new Set(parentCodes)]
          .filter((code): code is string => code !== undefined && (levels.has(code) || code === countryParent))
          .map((code) => load(code, true)),
      ).catch(() => undefined),
    [levels, load],
  );

  return {
    /**
     * The country and the provinces are in: antd's Tree ignores expanded keys it did not know when they were set,
     * so it is drawn only from here on (later levels are loaded before their keys are expanded).
     */
    ready: levels.has(countryParent) && levels.has(regionRootCode),
    treeData: useMemo(() => treeOf(levels), [levels]),
    nodes,
    expanded,
    setExpanded,
    load,
    reveal,
    reload,
  };
}
