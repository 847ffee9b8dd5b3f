import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { CustomFieldInputProps } from '../../../crud/FieldInput.tsx';
import { useText } from '../../../i18n/useText.ts';
import { uploadNoticeImage } from './notice.api.ts';
import { richTextTexts as texts } from './richText.texts.ts';

/** tiptap and ProseMirror are large: they load when a notice is first added or edited, not with the list. */
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** 通知内容 in the add / edit dialog: the rich-text editor, bound to the form like any input. */
export function NoticeContentInput({ id, value, onChange, disabled, field }: CustomFieldInputProps) {
  const text = useText();
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} aria-label={text(texts.loading)} />}>
      <RichTextEditor
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        disabled={disabled}
        label={text(field.label)}
        uploadImage={uploadNoticeImage}
      />
    </Suspense>
  );
}
