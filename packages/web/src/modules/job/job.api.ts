import { type BodyIn, jobInfoCalls, jobServerCalls } from '@pharma/contract';
import { callApi } from '../../lib/api.ts';

const page = (current: number, size: number) => ({ current: String(current), size: String(size) });

/** 任务管理's calls: the jobs, their handlers and runs, and the switches of one. */
export const jobInfoApi = {
  list: (current: number, size: number, jobName?: string) =>
    callApi(jobInfoCalls.list, { query: { ...page(current, size), ...(jobName && { jobName }) } }),
  detail: (id: string) => callApi(jobInfoCalls.detail, { query: { id } }),
  submit: (body: BodyIn<typeof jobInfoCalls.submit>) => callApi(jobInfoCalls.submit, { body }),
  remove: (ids: string[]) => callApi(jobInfoCalls.remove, { query: { ids: ids.join(',') } }),
  change: (id: string, enable: 0 | 1) => callApi(jobInfoCalls.change, { query: { id, enable } }),
  run: (id: string) => callApi(jobInfoCalls.run, { query: { id } }),
  sync: () => callApi(jobInfoCalls.sync, {}),
  handlers: () => callApi(jobInfoCalls.handlers, {}),
  runs: (id: string, current: number, size: number) =>
    callApi(jobInfoCalls.runs, { query: { id, ...page(current, size) } }),
};

/** 任务服务's calls. */
export const jobServerApi = {
  list: (current: number, size: number, jobServerName?: string) =>
    callApi(jobServerCalls.list, { query: { ...page(current, size), ...(jobServerName && { jobServerName }) } }),
  submit: (body: BodyIn<typeof jobServerCalls.submit>) => callApi(jobServerCalls.submit, { body }),
  remove: (ids: string[]) => callApi(jobServerCalls.remove, { query: { ids: ids.join(',') } }),
  sync: () => callApi(jobServerCalls.sync, {}),
};
