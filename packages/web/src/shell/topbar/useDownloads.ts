import { format, type OssFileRecord, ossFileCalls, ossFileMessages } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { downloadOssFile } from '../../crud/exportList.ts';
import { useText } from '../../i18n/useText.ts';
import { callKey } from '../../lib/api.ts';
import { invalidateCalls, useCall } from '../../lib/useCall.ts';
import { useSession } from '../stores/session.ts';

/**
 * The download centre (blade-resource/oss-file) as the shell sees it: the caller's newest downloads, watched so a
 * background export that finishes is announced (文件已生成: name, with 下载), and their finished files not yet
 * downloaded, which the notices popover lists on top of its messages and counts on the bell.
 */

/** How often the watch asks while a download is queued or running, and otherwise (ms). */
export const watchBusyEvery = 3000;
export const watchIdleEvery = 60_000;
/** How many of the newest downloads the watch follows, and how many ready files the popover lists. */
const watchSize = 20;
const readySize = 50;

const busy = (row: Pick<OssFileRecord, 'status'>) => row.status === 'queued' || row.status === 'running';

/** The two reads of the list: the ready files the popover lists, and the newest downloads the watch follows. */
const readyQuery = { fresh: '1' as const, current: '1', size: String(readySize) };
const watchQuery = { current: '1', size: String(watchSize) };

/** Downloads the file, then lets every view of the downloads know (it is no longer new). */
export function useDownload(): (file: Pick<OssFileRecord, 'id' | 'name'>) => Promise<void> {
  const client = useQueryClient();
  return (file) =>
    downloadOssFile(file).then(
      () => void invalidateCalls(client, ossFileCalls.list),
      () => undefined, // a refusal (expired, gone) is shown by lib/http
    );
}

/** The caller's finished files not downloaded yet, newest first (none while signed out). */
export function useReadyDownloads(): OssFileRecord[] {
  const signedIn = useSession((s) => s.token !== '');
  const ready = useCall(ossFileCalls.list, readyQuery, { enabled: signedIn, refetchInterval: watchIdleEvery });
  if (!signedIn) return [];
  return (ready.data?.records ?? []).filter((row) => row.status === 'done' && row.downloadTime === '');
}

/** Whether `id` is newer than every id of `known` (ids grow: a row the watch has not seen yet, not an older one). */
function newerThanAll(id: string, known: ReadonlyMap<string, unknown>): boolean {
  try {
    const value = BigInt(id);
    for (const other of known.keys()) if (BigInt(other) >= value) return false;
    return true;
  } catch {
    return false;
  }
}

/**
 * Follows the caller's downloads while signed in: every 3 s while one is queued or running, else every minute. When
 * one becomes done (it was queued or running, or is a new one already done) it shows 文件已生成: name with 下载,
 * and the ready list of the popover is asked again. Mounted once in the shell (by the notices popover).
 */
export function useDownloadWatch(notify: (file: OssFileRecord) => void): void {
  const signedIn = useSession((s) => s.token !== '');
  const client = useQueryClient();
  const watch = useCall(ossFileCalls.list, watchQuery, {
    enabled: signedIn,
    refetchInterval: (query) => (query.state.data?.records?.some(busy) ? watchBusyEvery : watchIdleEvery),
  });
  const seen = useRef<Map<string, OssFileRecord['status']> | null>(null);
  const told = useRef(new Set<string>());
  const records = signedIn ? watch.data?.records : undefined;
  const notifyRef = useRef(notify);
  notifyRef.current = notify;

  useEffect(() => {
    if (!signedIn) {
      seen.current = null;
      told.current.clear();
    }
  }, [signedIn]);

  useEffect(() => {
    if (!records) return;
    const before = seen.current;
    seen.current = new Map(records.map((row) => [row.id, row.status]));
    // The first look is the baseline: what was done before it is in the popover, not announced.
    if (!before) return;
    const finished = records.filter((row) => {
      if (row.status !== 'done' || row.downloadTime !== '' || told.current.has(row.id)) return false;
      const was = before.get(row.id);
      return was === undefined ? newerThanAll(row.id, before) : was !== 'done';
    });
    if (finished.length === 0) return;
    for (const row of finished) {
      told.current.add(row.id);
      notifyRef.current(row);
    }
    void client.invalidateQueries({ queryKey: callKey(ossFileCalls.list, readyQuery) });
  }, [records, client]);
}

/** The text of the announcement: 文件已生成: name. */
export function useReadyText(): (file: Pick<OssFileRecord, 'name'>) => string {
  const text = useText();
  return (file) => format(text(ossFileMessages.ready), { name: file.name });
}
