import type { InboxMessage } from '@pharma/contract';
import { NoticeHtml } from './NoticeHtml.tsx';
import './noticeHtml.css';

/**
 * A message's content: HTML as the server answers it (an HTML or markdown message, sanitised there with the notices'
 * policy), otherwise the text as typed with its line breaks. `user-data` tells the English walk it is what people
 * wrote.
 */
export function MessageContent({ content, contentFormat }: Pick<InboxMessage, 'content' | 'contentFormat'>) {
  if (contentFormat === 'HTML') return <NoticeHtml html={content} testId="message-reader-content" />;
  return (
    <div className="notice-html user-data" style={{ whiteSpace: 'pre-wrap' }} data-testid="message-reader-content">
      {content}
    </div>
  );
}

/** A message's first words for the popover's list: HTML read as text by the browser's parser (nothing runs). */
export function plainPreview(content: string, contentFormat: string, length = 60): string {
  // Blocks and line breaks end in a space, so that a list's items do not run together.
  const spaced = content.replace(/<\/(p|li|div|h[1-6]|tr|blockquote)>|<br\s*\/?>/gi, '$& ');
  const text =
    contentFormat === 'HTML' ? (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '') : content;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

/** A message's link, kept only when it is a path of the console or an http(s) address (never javascript:). */
export function safeHref(url: string | undefined): string | undefined {
  const link = url?.trim();
  if (!link) return undefined;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  return /^https?:\/\/[^\s]+$/i.test(link) ? link : undefined;
}
