import { codeCalls, codeMessages, codeResource, type GeneratedFileView, ossFileScreen } from '@pharma/contract';
import { App, Button, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { developTexts as texts } from '../develop.texts.ts';
import { CodePreviewDialog } from './CodePreviewDialog.tsx';

type System = 'pharma' | 'saber' | 'saber3';
const systems: Array<{ value: System; label: string }> = [
  { value: 'pharma', label: 'pharma-console' },
  { value: 'saber3', label: 'Saber 3' },
  { value: 'saber', label: 'Saber' },
];

/**
 * 代码生成 (/tool/code, the open Saber's views/tool/code.vue): the generator rows, with 预览, 生成 and 复制 on each
 * row and 代码批量生成 for the selected ones. 生成 is checked on the server before anything is handed out; the zip
 * comes to the download centre.
 */
export function CodePage() {
  const text = useText();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [system, setSystem] = useState<System>('pharma');
  const [preview, setPreview] = useState<{ name: string; files: GeneratedFileView[] }>();

  const generate = (ids: string[], confirm: string) =>
    modal.confirm({
      title: confirm,
      onOk: async () => {
        const reply = await callApi(codeCalls.genCode, { query: { ids: ids.join(','), system } }).catch(
          () => undefined,
        );
        if (!reply) return;
        void message.success({
          content: (
            <span>
              {text(codeMessages.started)}{' '}
              <Button type="link" size="small" onClick={() => navigate(ossFileScreen.path)}>
                {text(texts.toDownloads)}
              </Button>
            </span>
          ),
          duration: 6,
        });
      },
    });

  const open = async (row: CrudRecord) => {
    const files = await callApi(codeCalls.preview, { query: { id: String(row.id), system } }).catch(() => undefined);
    if (files) setPreview({ name: String(row.codeName), files });
  };

  const copy = async (row: CrudRecord) => {
    if (await callApi(codeCalls.copy, { query: { id: String(row.id) } }).catch(() => undefined))
      void message.success(text(texts.copied));
  };

  return (
    <>
      <CrudPage
        def={codeResource}
        toolbarExtra={(selection) => (
          <>
            <Button
              disabled={selection.ids.length === 0}
              onClick={() => generate(selection.ids, text(texts.generateManyConfirm))}
            >
              {text(texts.generateMany)}
            </Button>
            <Select
              aria-label={text(codeResource.fields.codeStyle.label)}
              value={system}
              onChange={setSystem}
              options={systems}
              style={{ minWidth: 150 }}
            />
          </>
        )}
        rowActions={[
          { key: 'preview', label: text(texts.preview), run: (row) => void open(row) },
          {
            key: 'generate',
            label: text(texts.generate),
            run: (row) =>
              generate([String(row.id)], text(texts.generateConfirm).replace('{name}', String(row.codeName))),
          },
          { key: 'copy', label: text(texts.copy), run: (row) => void copy(row) },
        ]}
      />
      {preview && <CodePreviewDialog {...preview} onClose={() => setPreview(undefined)} />}
    </>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default CodePage;
