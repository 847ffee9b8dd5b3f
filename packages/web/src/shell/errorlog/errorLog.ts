import dayjs from 'dayjs';
import { create } from 'zustand';
import { getStore, keyOf, setStore } from '../../lib/storage.ts';
import { formatInZone } from '../../lib/time.ts';
import type { ErrorLogEntry } from './errorLog.api.ts';

/**
 * The local error log (spec §8): uncaught errors, unhandled rejections and React render errors, kept in the
 * `logsList` storage key so they survive a reload until the user uploads or clears them.
 */

/**
 * A stored entry: the fields the server takes, an id so an upload removes exactly what it sent, and the instant it
 * happened. Its time is written from that instant in the server's zone when it is shown or uploaded, as every time
 * the console shows (the browser's zone may be another).
 */
export interface LogEntry extends Omit<ErrorLogEntry, 'time'> {
  id: string;
  /** When it happened, in milliseconds since the epoch. */
  at: number;
}

/** Newest entries kept; older ones drop off (a page failing in a loop must not fill the browser's storage). */
export const maxEntries = 200;
/** The badge shows 99+ past this (spec §9: error-log badge max 99). */
export const badgeOverflow = 99;

/** Field lengths, within the server's limits (modules/log browserLogEntry) and small enough for localStorage. */
const limits = { url: 1000, type: 64, message: 1000, stack: 4000, info: 1000 } as const;

const mask = '***';
/**
 * Secrets that can end up in an error text: the token header (Blade-Auth: bearer …), authorization schemes, JWTs
 * (access and refresh tokens are JWTs) and query or form parameters that carry a token or a password.
 */
const secrets: [RegExp, string][] = [
  [/\b(blade-auth|authorization)(["']?\s*[:=]\s*["']?)(?:(?:bearer|basic)\s+)?[^"'\s,;&}]+/gi, `$1$2${mask}`],
  [/\b(bearer|basic)\s+[\w\-.~+/]+=*/gi, `$1 ${mask}`],
  [/\beyJ[\w-]+\.[\w-]+(?:\.[\w-]*)?/g, mask],
  [
    /\b(access_token|refresh_token|token|blade-auth|password|passwd|lockPasswd|newPassword1?|oldPassword|client_secret|secret)=[^&#\s"']*/gi,
    `$1=${mask}`,
  ],
  // The same names as JSON properties (a request body in an error message).
  [
    /("(?:access_token|refresh_token|token|password|passwd|lockPasswd|oldPassword|newPassword1?|client_secret|secret)"\s*:\s*")[^"]*"/gi,
    `$1${mask}"`,
  ],
  // An OAuth authorization code in a callback URL.
  [/([?&]code=)[^&#\s"']*/gi, `$1${mask}`],
];

/** The text with every token and password it may hold replaced by ***. */
export function redact(text: string): string {
  let out = text;
  for (const [pattern, replacement] of secrets) out = out.replace(pattern, replacement);
  return out;
}

function clip(text: string | undefined, max: number): string {
  const value = redact(text ?? '');
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export interface RawLogEntry {
  type: string;
  message: string;
  stack?: string;
  info?: string;
  /** Defaults to the current address. */
  url?: string;
}

/** A clean entry: the current address and instant, secrets masked, fields clipped to the server's limits. */
export function toEntry(raw: RawLogEntry, now: Date = new Date()): LogEntry {
  return {
    id: newId(),
    url: clip(raw.url ?? window.location.href, limits.url),
    at: now.getTime(),
    type: clip(raw.type, limits.type),
    message: clip(raw.message, limits.message),
    stack: clip(raw.stack, limits.stack),
    info: clip(raw.info, limits.info),
  };
}

/** The list with `entry` added last, keeping the newest `cap` entries. */
export function appendTo(list: readonly LogEntry[], entry: LogEntry, cap: number = maxEntries): LogEntry[] {
  const next = [...list, entry];
  return next.length > cap ? next.slice(next.length - cap) : next;
}

const isEntry = (value: unknown): value is LogEntry =>
  !!value && typeof value === 'object' && typeof (value as LogEntry).message === 'string';

/**
 * An entry of an earlier console kept its time as text in the browser's zone: read back as the instant it names
 * (the moment of reading if it names none).
 */
function instantOf(entry: LogEntry): number {
  if (typeof entry.at === 'number') return entry.at;
  const written = dayjs((entry as { time?: unknown }).time as string | undefined);
  return written.isValid() ? written.valueOf() : Date.now();
}

/** What storage holds; anything malformed is dropped, entries written without an id or an instant get one. */
function readStored(): LogEntry[] {
  const stored = getStore<unknown>({ name: 'logsList' });
  if (!Array.isArray(stored)) return [];
  return stored.filter(isEntry).map((e) => {
    const { time: _written, ...entry } = e as LogEntry & { time?: string };
    return { ...entry, id: typeof e.id === 'string' ? e.id : newId(), at: instantOf(e) };
  });
}

interface ErrorLogState {
  entries: LogEntry[];
}

export const useErrorLog = create<ErrorLogState>(() => ({ entries: readStored() }));

/** Writes the list to storage (dropping the older half once if storage is full) and to the store. */
function save(entries: LogEntry[]): void {
  let kept = entries;
  try {
    setStore({ name: 'logsList', content: kept });
  } catch {
    kept = entries.slice(Math.floor(entries.length / 2));
    try {
      setStore({ name: 'logsList', content: kept });
    } catch {
      // Storage refuses even that: the log lives in memory until the page closes.
    }
  }
  useErrorLog.setState({ entries: kept });
}

/**
 * Appends an entry. Storage is the source of truth (another tab of the console may have appended or cleared), and
 * a failure here is swallowed: logging an error must never raise one.
 */
export function appendErrorLog(raw: RawLogEntry): void {
  try {
    save(appendTo(readStored(), toEntry(raw)));
  } catch {
    // Nothing sensible to do: see above.
  }
}

/** Removes the given entries (the ones an upload sent), keeping any that arrived meanwhile. */
export function removeErrorLogs(ids: ReadonlySet<string>): void {
  save(readStored().filter((e) => !ids.has(e.id)));
}

export function clearErrorLog(): void {
  save([]);
}

/** The upload body: the six fields of spec §3, the time in the server's zone `zone`, without the local id. */
export function toUpload(entries: readonly LogEntry[], zone: string | undefined): ErrorLogEntry[] {
  return entries.map(({ url, at, type, message, stack, info }) => ({
    url,
    time: formatInZone(at, zone),
    type,
    message,
    stack,
    info,
  }));
}

/** Upload batches within the server's limit of 100 entries per call. */
export function batches<T>(list: readonly T[], size = 50): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

// Another tab of the console appended to or cleared the log: show the same list here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === keyOf('logsList')) useErrorLog.setState({ entries: readStored() });
  });
}
