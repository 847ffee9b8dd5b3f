import type { InboxMessage, InboxNotice } from '@pharma/contract';
import { lazy, Suspense, useRef } from 'react';

/**
 * The inbox's two reading dialogs load when the first notice or message is opened, not with the shell and the home
 * page that list them (with antd's Typography, ≈ 9 kB gzip, issue 37). Once opened a reader stays mounted, so it
 * can fade out as it closes and opens at once the next time.
 */
const NoticeReader = lazy(() => import('./NoticeReader.tsx').then((m) => ({ default: m.NoticeReader })));
const MessageReader = lazy(() => import('./MessageReader.tsx').then((m) => ({ default: m.MessageReader })));

export function LazyNoticeReader(props: { notice: InboxNotice | null; onClose: () => void }) {
  const opened = useRef(false);
  if (props.notice) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <NoticeReader {...props} />
    </Suspense>
  );
}

export function LazyMessageReader(props: { message: InboxMessage | null; onClose: () => void }) {
  const opened = useRef(false);
  if (props.message) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <MessageReader {...props} />
    </Suspense>
  );
}
