export * from './oss.calls.ts';
export * from './oss.ts';
