import type { RegionNode, RegionRecord } from '@pharma/contract';
import { getData, postData } from '../../../lib/http.ts';

/** A region-picker entry (region/select): one level of a cascader. */
export interface RegionOption {
  code: string;
  name: string;
  level: number;
}

/** A region/search match: `path` names it from the province down (广东省 / 深圳市 / 南山区). */
export interface RegionMatch extends RegionOption {
  path: string;
  /** The codes above it, the country first: `00,44,4403`. */
  ancestors: string;
}

/** Add (with `subCode`, under `parentCode`) or update (`code` names the region; code and parent never change). */
export interface RegionBody {
  code?: string;
  parentCode?: string;
  subCode?: string;
  name: string;
  level: number;
  sort?: number | null;
  remark?: string | null;
}

const base = '/blade-system/region';

export const regionApi = {
  /** One level of the tree: the children of `parentCode` ('0' gives the country itself). */
  lazyTree: async (parentCode: string) =>
    (await getData<RegionNode[] | null>(`${base}/lazy-tree`, { parentCode })) ?? [],
  /** One level for cascaders (the provinces under '00'). */
  select: async (code: string) => (await getData<RegionOption[] | null>(`${base}/select`, { code })) ?? [],
  search: async (name: string) => (await getData<RegionMatch[] | null>(`${base}/search`, { name })) ?? [],
  detail: (code: string) => getData<RegionRecord>(`${base}/detail`, { code }),
  submit: (body: RegionBody) => postData<RegionRecord>(`${base}/submit`, body),
  /** BladeX removes a region by its code in `id`, one at a time. */
  remove: (code: string) => postData<unknown>(`${base}/remove`, null, { params: { id: code } }),
};
