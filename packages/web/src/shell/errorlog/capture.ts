import axios from 'axios';
import { HttpError } from '../../lib/http.ts';
import { appendErrorLog } from './errorLog.ts';

/** Where an error was caught; it opens the entry's info column. */
export type ErrorSource = 'error' | 'unhandledrejection' | 'render' | 'chunk' | 'route';

const sourceInfo: Record<ErrorSource, string> = {
  error: 'uncaught error',
  unhandledrejection: 'unhandled promise rejection',
  render: 'React render error',
  chunk: 'page chunk failed to load',
  route: 'route error',
};

/** Errors already logged: a boundary and the route error page may both see the same one (and StrictMode twice). */
const logged = new WeakSet<object>();

function describe(reason: unknown): { type: string; message: string; stack: string } {
  if (reason instanceof Error) {
    return { type: reason.name || 'Error', message: reason.message || String(reason), stack: reason.stack ?? '' };
  }
  if (typeof reason === 'string') return { type: 'Error', message: reason, stack: '' };
  // A route ErrorResponse ({status, statusText, data}) or any other thrown value.
  if (reason && typeof reason === 'object') {
    const status = (reason as { status?: unknown }).status;
    let message: string;
    try {
      message = JSON.stringify(reason) ?? String(reason);
    } catch {
      message = String(reason);
    }
    return { type: typeof status === 'number' ? `HTTP ${status}` : 'Error', message, stack: '' };
  }
  return { type: 'Error', message: String(reason), stack: '' };
}

/** Appends an error to the local log once. `detail` adds to the info column (a component stack, a source line). */
export function logError(reason: unknown, source: ErrorSource, detail?: string): void {
  if (reason && typeof reason === 'object') {
    if (logged.has(reason)) return;
    logged.add(reason);
  }
  const { type, message, stack } = describe(reason);
  appendErrorLog({ type, message, stack, info: detail ? `${sourceInfo[source]}: ${detail}` : sourceInfo[source] });
}

/**
 * Rejections that are not UI faults: lib/http's replies that broke a rule were toasted already (HttpError), codes
 * of the silent whitelist reject with the raw reply, cancelled and aborted calls are on purpose.
 */
export function isExpectedRejection(reason: unknown): boolean {
  if (reason instanceof HttpError || axios.isCancel(reason)) return true;
  if (reason instanceof DOMException && reason.name === 'AbortError') return true;
  // The raw axios reply of a whitelisted code.
  return !!reason && typeof reason === 'object' && 'config' in reason && 'status' in reason && 'headers' in reason;
}

/** Browser noise that is not a fault of the console (antd tables resize inside a ResizeObserver callback). */
const noise = /^ResizeObserver loop/;

/** Installs the window listeners; returns the function that removes them (for tests). */
export function installErrorCapture(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (noise.test(event.message ?? '')) return;
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined;
    logError(event.error ?? event.message, 'error', where);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isExpectedRejection(event.reason)) return;
    logError(event.reason, 'unhandledrejection');
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
