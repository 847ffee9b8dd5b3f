export * from './error-log.calls.ts';
