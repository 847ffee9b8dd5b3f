import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Text } from '@pharma/contract';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { App, Button, Divider, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { LinkDialog } from './LinkDialog.tsx';
import { richTextTexts as texts } from './richText.texts.ts';

interface Tool {
  key: string;
  label: Text;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  run: () => void;
}

/** A toolbar button: its name is its tooltip and what a screen reader says; `aria-pressed` while the format is on. */
function ToolButton({ tool, disabled }: { tool: Tool; disabled: boolean }) {
  const text = useText();
  const label = text(tool.label);
  return (
    <Button
      type={tool.active ? 'primary' : 'text'}
      ghost={tool.active}
      size="small"
      icon={tool.icon}
      title={label}
      aria-label={label}
      aria-pressed={tool.active}
      disabled={disabled || tool.disabled}
      // Keep the editor's selection: the button acts on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={tool.run}
    />
  );
}

/**
 * The editor's formatting buttons: marks, headings, lists, quote, link, image (uploaded through put-file) and
 * undo / redo. They wrap onto more rows on a narrow screen.
 */
export function RichTextToolbar({
  editor,
  disabled,
  uploadImage,
}: {
  editor: Editor;
  disabled: boolean;
  uploadImage: (file: File) => Promise<string>;
}) {
  const text = useText();
  const { message } = App.useApp();
  const [linking, setLinking] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // The toolbar follows the selection (which formats are on) without re-rendering the editor on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const heading = (level: 1 | 2 | 3): Tool => ({
    key: `h${level}`,
    label: texts[`heading${level}`],
    icon: <span className="rich-text-glyph">H{level}</span>,
    active: state[`h${level}`],
    run: () => chain().toggleHeading({ level }).run(),
  });
  const groups: Tool[][] = [
    [
      {
        key: 'bold',
        label: texts.bold,
        icon: <BoldOutlined />,
        active: state.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        key: 'italic',
        label: texts.italic,
        icon: <ItalicOutlined />,
        active: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      {
        key: 'underline',
        label: texts.underline,
        icon: <UnderlineOutlined />,
        active: state.underline,
        run: () => chain().toggleUnderline().run(),
      },
      {
        key: 'strike',
        label: texts.strike,
        icon: <StrikethroughOutlined />,
        active: state.strike,
        run: () => chain().toggleStrike().run(),
      },
    ],
    [heading(1), heading(2), heading(3)],
    [
      {
        key: 'bulletList',
        label: texts.bulletList,
        icon: <UnorderedListOutlined />,
        active: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        key: 'orderedList',
        label: texts.orderedList,
        icon: <OrderedListOutlined />,
        active: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        key: 'blockquote',
        label: texts.blockquote,
        icon: <span className="rich-text-glyph">”</span>,
        active: state.blockquote,
        run: () => chain().toggleBlockquote().run(),
      },
    ],
    [
      {
        key: 'link',
        label: texts.link,
        icon: <LinkOutlined />,
        active: state.link,
        run: () => setLinking(String(editor.getAttributes('link').href ?? '')),
      },
      {
        key: 'unlink',
        label: texts.unlink,
        icon: <DisconnectOutlined />,
        disabled: !state.link,
        run: () => chain().extendMarkRange('link').unsetLink().run(),
      },
    ],
    [
      {
        key: 'undo',
        label: texts.undo,
        icon: <UndoOutlined />,
        disabled: !state.canUndo,
        run: () => chain().undo().run(),
      },
      {
        key: 'redo',
        label: texts.redo,
        icon: <RedoOutlined />,
        disabled: !state.canRedo,
        run: () => chain().redo().run(),
      },
    ],
  ];

  const link = (href: string) => {
    setLinking(null);
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href }).run();
    }
  };

  const imageLabel = text(texts.image);
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={text(texts.toolbar)}>
      {groups.map((group, i) => (
        <span key={group[0]?.key} className="rich-text-group">
          {i > 0 && <Divider type="vertical" />}
          {group.map((tool) => (
            <ToolButton key={tool.key} tool={tool} disabled={disabled} />
          ))}
          {group[0]?.key === 'link' && (
            <Upload
              accept="image/png,image/jpeg,image/gif,image/webp"
              showUploadList={false}
              disabled={disabled || uploading}
              beforeUpload={(file) => {
                if (file.type.startsWith('image/')) return true;
                void message.error(text(texts.imageOnly));
                return Upload.LIST_IGNORE;
              }}
              customRequest={({ file, onSuccess, onError }) => {
                const image = file as File;
                setUploading(true);
                uploadImage(image)
                  .then(
                    (src) => {
                      chain().setImage({ src, alt: image.name }).run();
                      onSuccess?.(src);
                    },
                    // A refusal (too large, no storage) is shown by lib/http.
                    (error: unknown) => onError?.(error as Error),
                  )
                  .finally(() => setUploading(false));
              }}
            >
              <Button
                type="text"
                size="small"
                icon={<PictureOutlined />}
                title={imageLabel}
                aria-label={imageLabel}
                loading={uploading}
                disabled={disabled}
              />
            </Upload>
          )}
        </span>
      ))}
      {linking !== null && <LinkDialog initial={linking} onOk={link} onCancel={() => setLinking(null)} />}
    </div>
  );
}
