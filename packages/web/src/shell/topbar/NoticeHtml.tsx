import './noticeHtml.css';

/**
 * A notice's rich text, shown formatted inside its own box (the reader, 通知公告's 查看). The server sanitises it
 * on every save (no script, no event handler, no javascript: link), which is why it may be set as HTML at all; the
 * box keeps its images and long words inside the dialog. `user-data` tells the English walk it is what people wrote.
 */
export function NoticeHtml({ html, testId }: { html: string; testId?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (platform/rich-html.ts): a notice on every save, a message as it is read
  return <div className="notice-html user-data" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
