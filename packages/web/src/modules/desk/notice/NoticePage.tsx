import { noticeResource } from '@pharma/contract';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import { NoticeHtml } from '../../../shell/topbar/NoticeHtml.tsx';
import { NoticeContentInput } from './NoticeContentInput.tsx';

/**
 * 通知公告 (/desk/notice): the generic screen of the declared resource, with the content written in a rich-text
 * editor and 查看 showing it formatted (the server sanitises it on save).
 */
export function NoticePage() {
  return (
    <CrudPage
      def={noticeResource}
      fieldInputs={{ content: NoticeContentInput }}
      viewRender={{ content: (record) => <NoticeHtml html={String(record.content ?? '')} testId="notice-content" /> }}
    />
  );
}

/** React.lazy (the page registry) wants a default export. */
export default NoticePage;
