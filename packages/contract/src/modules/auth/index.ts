export * from './auth.calls.ts';
export * from './auth.ts';
