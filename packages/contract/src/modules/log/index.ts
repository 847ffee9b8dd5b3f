export * from './error-log.calls.ts';
export * from './log.calls.ts';
export * from './log.ts';
