import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { isSafeLink } from './links.ts';
import { RichTextToolbar } from './RichTextToolbar.tsx';
import { richTextTexts as texts } from './richText.texts.ts';
import './richText.css';

export interface RichTextEditorProps {
  /** The text area's id (a form label points at it). */
  id?: string;
  /** The HTML, as the API stores it ('' when empty). */
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  /** What a screen reader calls the text area (the field's label). */
  label?: string;
  /** Stores an image and returns the link the HTML shows it from. */
  uploadImage: (file: File) => Promise<string>;
}

/**
 * A rich-text editor (tiptap) for a form: bold, italic, underline, strike, headings, lists, quote, links (only
 * http(s), mailto and tel: a javascript: link is never made, typed or pasted), uploaded images, undo / redo. It
 * speaks HTML to the form ('' when there is no text), which the server sanitises again on save. Loaded on demand
 * (its own chunk): import it lazily.
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  disabled = false,
  label,
  uploadImage,
}: RichTextEditorProps) {
  const text = useText();
  // The HTML last sent to the form: a value coming back from the form that equals it is not set again (which
  // would move the cursor); any other (a reset, a loaded record) replaces the content.
  const sent = useRef(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        // Code blocks and rules have no button: keep them out of pasted text too.
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => isSafeLink(url),
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        'aria-label': label ?? text(texts.content),
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
    onUpdate: ({ editor: e }) => {
      // The empty paragraph the editor keeps after a closing list or quote (to type below it) is not content.
      const html = e.isEmpty ? '' : e.getHTML().replace(/(<p><\/p>)+$/, '');
      sent.current = html;
      onChangeRef.current?.(html);
    },
  });

  useEffect(() => {
    const next = value ?? '';
    if (!editor || next === sent.current) return;
    sent.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without emitting an update: locking the editor changes nothing the form holds (an update would mark the
    // form as typed into, and closing it would ask to discard).
    if (editor && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <div className={`rich-text${disabled ? ' is-disabled' : ''}`} data-testid="rich-text">
      {editor && <RichTextToolbar editor={editor} disabled={disabled} uploadImage={uploadImage} />}
      <EditorContent editor={editor} className="rich-text-content notice-html" />
    </div>
  );
}
