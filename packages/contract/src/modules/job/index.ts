export * from './job.calls.ts';
export * from './job.ts';
