import { permissionsOf, templateInfoDetailResource, templateInfoResource } from '@pharma/contract';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import type { RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { extraButton } from '../shared/buttons.ts';
import { parseVars } from '../shared/templateVars.ts';
import { AuditDialog } from './AuditDialog.tsx';
import { ContentsDrawer } from './ContentsDrawer.tsx';
import { TestSendDialog } from './TestSendDialog.tsx';
import { templateTexts as texts } from './template.texts.ts';
import { VariablesInput } from './VariablesInput.tsx';

const contentCodes = permissionsOf(templateInfoDetailResource);
const auditButton = extraButton(templateInfoResource, 'audit');
const testButton = extraButton(templateInfoResource, 'test');
/** msg_audit_status 待审核: the only state a review can move. */
const awaitingReview = 1;

type Open = { kind: 'contents' | 'audit' | 'test'; row: CrudRecord } | null;

/** The declared variables in 查看: each as its placeholder, its label on hover. */
function VarTags({ record }: { record: CrudRecord }) {
  const vars = parseVars(record.params);
  return (
    <Space size={[4, 4]} wrap>
      {vars.map((v) => (
        <Tag key={v.name} title={v.label} color={v.required ? 'blue' : undefined}>
          {`\${${v.name}}`}
          {v.label ? ` ${v.label}` : ''}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * 消息模板 (/message/template): the generic screen, its variables edited as a table, plus 内容 (a content per
 * channel type in a drawer), 审核 on the templates awaiting review and 测试发送.
 */
export function TemplatesPage() {
  const text = useText();
  const allowed = useAllowed();
  const [open, setOpen] = useState<Open>(null);
  const opener = (kind: NonNullable<Open>['kind']) => (row: CrudRecord) => setOpen({ kind, row });

  const rowActions: RowButton<CrudRecord>[] = [];
  if (allowed(contentCodes.view))
    rowActions.push({ key: 'contents', label: text(texts.contents), run: opener('contents') });
  if (allowed(auditButton.code)) {
    rowActions.push({
      key: 'audit',
      label: text(auditButton.name),
      shows: (row) => Number(row.auditStatus) === awaitingReview,
      run: opener('audit'),
    });
  }
  if (allowed(testButton.code)) rowActions.push({ key: 'test', label: text(testButton.name), run: opener('test') });

  const close = () => setOpen(null);
  return (
    <>
      <CrudPage
        def={templateInfoResource}
        rowActions={rowActions}
        fieldInputs={{ params: VariablesInput }}
        viewRender={{ params: (record) => <VarTags record={record} /> }}
      />
      {open?.kind === 'contents' && <ContentsDrawer template={open.row} onClose={close} />}
      {open?.kind === 'audit' && <AuditDialog template={open.row} onClose={close} />}
      {open?.kind === 'test' && <TestSendDialog template={open.row} onClose={close} />}
    </>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default TemplatesPage;
