import { type InboxKind, type InboxMessage, messageCalls } from '@pharma/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '../../lib/api.ts';
import { useSession } from '../stores/session.ts';
import { inboxEvery } from './noticeInbox.ts';

/**
 * The caller's messages from the message centre (blade-message/inbox): 消息 (in-app) and 邮件 (mail sent to them),
 * as the notices popover reads them, and how many of each are unread. Marking read refreshes both, so the tab, the
 * list and the bell move together.
 */

const listKey = callKey(messageCalls.inbox);
const unreadKey = callKey(messageCalls.unread);

export interface MessageInbox {
  records: InboxMessage[];
  loading: boolean;
}

const useSignedIn = () => useSession((s) => s.token !== '');

/**
 * The newest `size` messages of one kind (nothing while signed out). Read only while `shown` (the popover is open):
 * the counts keep the bell up to date meanwhile.
 */
export function useMessageInbox(kind: InboxKind, size: number, shown: boolean): MessageInbox {
  const signedIn = useSignedIn() && shown;
  const query = { kind, current: '1', size: String(size) };
  const inbox = useQuery({
    queryKey: callKey(messageCalls.inbox, query),
    queryFn: () => callApi(messageCalls.inbox, { query }),
    enabled: signedIn,
    refetchInterval: inboxEvery,
  });
  return { records: (signedIn && inbox.data?.records) || [], loading: signedIn && inbox.isLoading };
}

/** How many messages and mails the caller has not read (0 and 0 while signed out). */
export function useUnreadMessages(): Record<InboxKind, number> {
  const signedIn = useSignedIn();
  const unread = useQuery({
    queryKey: unreadKey,
    queryFn: () => callApi(messageCalls.unread),
    enabled: signedIn,
    refetchInterval: inboxEvery,
  });
  return signedIn && unread.data ? unread.data : { message: 0, mail: 0 };
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: listKey }), client.invalidateQueries({ queryKey: unreadKey })]);
}

/** Marks one message read (once: a read one is not asked again), then the lists and the counts ask again. */
export function useMarkMessageRead(): (message: Pick<InboxMessage, 'id' | 'read'>) => void {
  const refresh = useRefresh();
  const mark = useMutation({
    mutationFn: (id: string) => callApi(messageCalls.read, { query: { ids: id } }),
    onSuccess: refresh,
  });
  return (message) => {
    if (!message.read) mark.mutate(message.id);
  };
}

/** 全部已读 of one kind, then the lists and the counts ask again. */
export function useMarkAllMessagesRead(kind: InboxKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => callApi(messageCalls.readAll, { query: { kind } }),
    onSuccess: refresh,
  });
}
