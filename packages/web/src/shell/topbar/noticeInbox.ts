import { type InboxNotice, noticeCalls } from '@pharma/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '../../lib/api.ts';
import { useSession } from '../stores/session.ts';

/**
 * The caller's notices (通知公告 released by now, blade-desk/notice/inbox) as the home page's card and the notices
 * popover read them. Both share one cache key prefix, so marking a notice read (here) refreshes the card, the
 * popover's tab and the bell together.
 */

/** How often the shell asks again, so a notice released while the console is open shows up (ms). */
export const inboxEvery = 60_000;

/** Every cached page of the inbox starts with this key. */
export const inboxKey = callKey(noticeCalls.inbox);

export interface Inbox {
  records: InboxNotice[];
  unread: number;
  total: number;
  loading: boolean;
}

/** The newest `size` notices of the caller and how many they have not read (nothing while signed out). */
export function useInbox(size: number): Inbox {
  const signedIn = useSession((s) => s.token !== '');
  const query = { current: '1', size: String(size) };
  const inbox = useQuery({
    queryKey: callKey(noticeCalls.inbox, query),
    queryFn: () => callApi(noticeCalls.inbox, { query }),
    enabled: signedIn,
    refetchInterval: inboxEvery,
  });
  if (!signedIn || !inbox.data) return { records: [], unread: 0, total: 0, loading: signedIn && inbox.isLoading };
  return { records: inbox.data.records, unread: inbox.data.unread, total: inbox.data.total, loading: false };
}

/** Marks one notice read (a second mark changes nothing on the server), then every view of the inbox asks again. */
export function useMarkRead(): (notice: Pick<InboxNotice, 'id' | 'read'>) => void {
  const client = useQueryClient();
  const mark = useMutation({
    mutationFn: (id: string) => callApi(noticeCalls.read, { query: { ids: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKey }),
  });
  return (notice) => {
    if (!notice.read) mark.mutate(notice.id);
  };
}

/** 全部已读: marks every notice the caller can see read, then every view of the inbox asks again. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(noticeCalls.readAll),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKey }),
  });
}
