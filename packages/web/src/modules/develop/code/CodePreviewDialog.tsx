import type { GeneratedFileView } from '@pharma/contract';
import { Modal, Segmented, Tag, Tree } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { developTexts as texts } from '../develop.texts.ts';

const statusColor = { added: 'green', changed: 'orange', unchanged: 'default' } as const;
const statusLabel = { added: texts.addedFile, changed: texts.changedFile, unchanged: texts.unchanged } as const;

/** The files as a folder tree: folders first, then the files, each tagged added, changed or unchanged. */
function treeOf(files: readonly GeneratedFileView[], tag: (f: GeneratedFileView) => React.ReactNode) {
  type Node = { key: string; title: React.ReactNode; children?: Node[]; isLeaf?: boolean };
  const root: Node[] = [];
  for (const file of files) {
    const parts = file.path.split('/');
    let level = root;
    parts.forEach((part, i) => {
      const key = parts.slice(0, i + 1).join('/');
      if (i === parts.length - 1) {
        level.push({
          key,
          title: (
            <span>
              {part} {tag(file)}
            </span>
          ),
          isLeaf: true,
        });
        return;
      }
      let folder = level.find((n) => n.key === key);
      if (!folder) {
        folder = { key, title: part, children: [] };
        level.push(folder);
      }
      level = folder.children!;
    });
  }
  return root;
}

const code: CSSProperties = {
  margin: 0,
  padding: 12,
  fontSize: 12,
  lineHeight: 1.6,
  background: '#fafafa',
  overflow: 'auto',
  maxHeight: '62vh',
  whiteSpace: 'pre',
};

/** A unified diff, its added lines green and its removed lines red. */
function DiffView({ diff }: { diff: string }) {
  return (
    <pre style={code} data-testid="diff">
      {diff.split('\n').map((line, i) => {
        const color = line.startsWith('+') ? '#237804' : line.startsWith('-') ? '#a8071a' : undefined;
        const background = line.startsWith('+') ? '#f6ffed' : line.startsWith('-') ? '#fff1f0' : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a diff are positional
          <div key={i} style={{ color, background }}>
            {line || ' '}
          </div>
        );
      })}
    </pre>
  );
}

/** The file's text with its line numbers. */
function ContentView({ content }: { content: string }) {
  const lines = content.split('\n');
  const width = String(lines.length).length;
  return (
    <pre style={code} data-testid="content">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a file are positional
        <div key={i}>
          <span style={{ color: '#bfbfbf', userSelect: 'none' }}>{String(i + 1).padStart(width)} </span>
          {line}
        </div>
      ))}
    </pre>
  );
}

/**
 * 预览: what gen-code hands out for a row, from the same function that builds the zip: the file tree, a file's
 * text, and for a file the project already has, its diff.
 */
export function CodePreviewDialog(props: { name: string; files: GeneratedFileView[]; onClose: () => void }) {
  const text = useText();
  const [path, setPath] = useState(props.files[0]?.path);
  const [mode, setMode] = useState<'content' | 'diff'>('content');
  const file = props.files.find((f) => f.path === path);
  const tree = useMemo(
    () => treeOf(props.files, (f) => <Tag color={statusColor[f.status]}>{text(statusLabel[f.status])}</Tag>),
    [props.files, text],
  );
  return (
    <Modal
      open
      width="min(1200px, 96vw)"
      title={text(texts.previewTitle).replace('{name}', props.name)}
      footer={null}
      onCancel={props.onClose}
    >
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 260px', maxHeight: '66vh', overflow: 'auto' }}>
          <Tree
            treeData={tree}
            defaultExpandAll
            selectedKeys={path ? [path] : []}
            onSelect={(_keys, info) => {
              // The node clicked, even when it was selected already (a second click would otherwise deselect it).
              if (info.node.isLeaf) {
                setPath(String(info.node.key));
                setMode('content');
              }
            }}
          />
        </div>
        <div style={{ flex: '3 1 480px', minWidth: 0 }}>
          {file && (
            <>
              <div style={{ marginBottom: 8, display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                <code>{file.path}</code>
                {file.status === 'changed' && (
                  <Segmented
                    value={mode}
                    onChange={(v) => setMode(v as 'content' | 'diff')}
                    options={[
                      { value: 'content', label: text(texts.content) },
                      { value: 'diff', label: text(texts.diff) },
                    ]}
                  />
                )}
              </div>
              {mode === 'diff' && file.diff ? <DiffView diff={file.diff} /> : <ContentView content={file.content} />}
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
