import type { App, Platform } from '../../../platform/types.ts';

/** WeCom: scan-to-bind, its callback, the binding and unbinding. */
export function wecomRoutes(_app: App, _platform: Platform) {}
