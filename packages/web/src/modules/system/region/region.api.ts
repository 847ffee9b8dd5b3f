import { type BodyIn, regionCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** Add (with `subCode`, under `parentCode`) or update (`code` names the region; code and parent never change). */
export type RegionBody = BodyIn<typeof regionCalls.submit>;

/** 行政区划's writes, as @pharma/contract declares them (its reads are keyed by their calls where they are made). */
export const regionApi = {
  submit: (body: RegionBody) => callApi(regionCalls.submit, { body }),
  /** BladeX removes a region by its code in `id`, one at a time. */
  remove: (code: string) => callApi(regionCalls.remove, { query: { id: code } }),
};
