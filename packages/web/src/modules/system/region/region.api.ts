import { type BodyIn, regionCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** Add (with `subCode`, under `parentCode`) or update (`code` names the region; code and parent never change). */
export type RegionBody = BodyIn<typeof regionCalls.submit>;

/** 行政区划's calls, as @pharma/contract declares them. */
export const regionApi = {
  /** One level of the tree: the children of `parentCode` ('0' gives the country itself). */
  lazyTree: async (parentCode: string) => (await callApi(regionCalls.lazyTree, { query: { parentCode } })) ?? [],
  /** One level for cascaders (the provinces under '00'). */
  select: async (code: string) => (await callApi(regionCalls.select, { query: { code } })) ?? [],
  search: async (name: string) => (await callApi(regionCalls.search, { query: { name } })) ?? [],
  detail: (code: string) => callApi(regionCalls.detail, { query: { code } }),
  submit: (body: RegionBody) => callApi(regionCalls.submit, { body }),
  /** BladeX removes a region by its code in `id`, one at a time. */
  remove: (code: string) => callApi(regionCalls.remove, { query: { id: code } }),
};
