export * from './auth.ts';
export * from './envelope.ts';
export * from './filters.ts';
export * from './messages.ts';
export * from './modules.ts';
export * from './resource.ts';
export * from './resources/index.ts';
export * from './text.ts';
