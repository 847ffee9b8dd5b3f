import { type JobStateValue, jobCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

export interface JobFilter {
  name?: string;
  state?: JobStateValue;
  current: number;
  size: number;
}

/** The list's query: a blank filter is left out. */
export const jobQuery = ({ current, size, name, state }: JobFilter) => ({
  current: String(current),
  size: String(size),
  ...(name && { name }),
  ...(state && { state }),
});

/** 重试 of a failed job (the list and a job's details are read through useCall by 任务队列). */
export const jobApi = {
  retry: (id: string) => callApi(jobCalls.retry, { query: { id } }),
};
