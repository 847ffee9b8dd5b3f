import { type JobStateValue, jobCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

export interface JobFilter {
  name?: string;
  state?: JobStateValue;
  current: number;
  size: number;
}

/** 任务队列's calls: the jobs of every queue, one job with its error, and 重试 of a failed one. */
export const jobApi = {
  list: ({ current, size, name, state }: JobFilter) =>
    callApi(jobCalls.list, {
      query: { current: String(current), size: String(size), ...(name && { name }), ...(state && { state }) },
    }),
  detail: (id: string) => callApi(jobCalls.detail, { query: { id } }),
  retry: (id: string) => callApi(jobCalls.retry, { query: { id } }),
};
