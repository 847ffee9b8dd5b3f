import { type BodyIn, jobInfoCalls, jobServerCalls } from '@pharma/contract';
import { callApi } from '../../lib/api.ts';

/** 任务管理's writes: save, remove, the switch, a run now, sync (the lists are read through lib/useCall). */
export const jobInfoApi = {
  detail: (id: string) => callApi(jobInfoCalls.detail, { query: { id } }),
  submit: (body: BodyIn<typeof jobInfoCalls.submit>) => callApi(jobInfoCalls.submit, { body }),
  remove: (ids: string[]) => callApi(jobInfoCalls.remove, { query: { ids: ids.join(',') } }),
  change: (id: string, enable: 0 | 1) => callApi(jobInfoCalls.change, { query: { id, enable } }),
  run: (id: string) => callApi(jobInfoCalls.run, { query: { id } }),
  sync: () => callApi(jobInfoCalls.sync, {}),
};

/** 任务服务's writes. */
export const jobServerApi = {
  submit: (body: BodyIn<typeof jobServerCalls.submit>) => callApi(jobServerCalls.submit, { body }),
  remove: (ids: string[]) => callApi(jobServerCalls.remove, { query: { ids: ids.join(',') } }),
  sync: () => callApi(jobServerCalls.sync, {}),
};
