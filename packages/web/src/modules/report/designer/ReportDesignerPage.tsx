import {
  checkReportDefinition,
  type ReportDefinition,
  type ReportFileDetail,
  reportCalls,
  reportFileResource,
  type Text,
} from '@pharma/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Spin, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { designerPath, useReportRoute } from '../ReportsPage.tsx';
import { reportTexts as texts } from '../report.texts.ts';
import { DefinitionForm } from './DefinitionForm.tsx';

const blank: ReportDefinition = { title: { zh: '新报表', en: 'New report' }, parameters: [], datasets: [], blocks: [] };
const pretty = (d: ReportDefinition) => JSON.stringify(d, null, 2);

/**
 * 设计 (/report/reportlist/design/:id, `new` for a new file): the definition edited as a form (parameters, datasets,
 * blocks) or as its JSON, both checked by the contract's schema before 保存, which the server checks again.
 */
export function ReportDesigner({ file }: { file?: ReportFileDetail }) {
  const text = useText();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [name, setName] = useState(file?.name ?? '');
  const [definition, setDefinition] = useState<ReportDefinition>(file?.definition ?? blank);
  const [json, setJson] = useState(() => pretty(file?.definition ?? blank));
  const [tab, setTab] = useState('form');
  const [problem, setProblem] = useState<Text>();
  const [saving, setSaving] = useState(false);

  const edit = (next: ReportDefinition) => {
    setDefinition(next);
    setJson(pretty(next));
    setProblem(undefined);
  };
  /** The definition the JSON view holds, or undefined (and what is wrong shown) when its schema refuses it. */
  const fromJson = (): ReportDefinition | undefined => {
    const checked = checkReportDefinition(json);
    if (checked.problem) {
      setProblem(checked.problem);
      return undefined;
    }
    setProblem(undefined);
    return checked.definition;
  };
  const switchTo = (key: string) => {
    if (tab === 'json' && key === 'form') {
      const parsed = fromJson();
      if (!parsed) return;
      setDefinition(parsed);
    }
    setTab(key);
  };
  const save = async () => {
    const current = tab === 'json' ? fromJson() : definition;
    if (!current) return;
    const checked = checkReportDefinition(current);
    if (checked.problem) return setProblem(checked.problem);
    setSaving(true);
    try {
      const saved = await callApi(reportCalls.submit, {
        body: { ...(file ? { id: file.id } : {}), name, content: checked.definition },
      });
      void message.success(text(texts.saved));
      await client.invalidateQueries({ queryKey: callKey(reportCalls.list) });
      if (!file) navigate(designerPath(saved.id), { replace: true });
    } catch {
      // lib/http has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="report-designer">
      <Card size="small" style={{ marginBottom: 12 }}>
        <Form layout="inline">
          <Form.Item
            label={text(reportFileResource.fields.name.label)}
            required
            style={{ minWidth: 260, marginBottom: 8 }}
          >
            <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          </Form.Item>
          <Button type="primary" loading={saving} disabled={!name.trim()} onClick={() => void save()}>
            {text(texts.save)}
          </Button>
        </Form>
      </Card>
      {problem && (
        <Typography.Paragraph type="danger" role="alert">
          {text(problem)}
        </Typography.Paragraph>
      )}
      <Tabs
        activeKey={tab}
        onChange={switchTo}
        items={[
          { key: 'form', label: text(texts.form), children: <DefinitionForm value={definition} onChange={edit} /> },
          {
            key: 'json',
            label: text(texts.json),
            children: (
              <Input.TextArea
                aria-label={text(texts.jsonLabel)}
                value={json}
                onChange={(e) => setJson(e.target.value)}
                autoSize={{ minRows: 16, maxRows: 40 }}
                style={{ fontFamily: 'monospace' }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

export function ReportDesignerPage() {
  const id = useReportRoute().id ?? 'new';
  const isNew = id === 'new';
  const detail = useQuery({
    queryKey: callKey(reportCalls.detail, { id }),
    queryFn: () => callApi(reportCalls.detail, { query: { id } }),
    enabled: !isNew,
  });
  const [file, setFile] = useState<ReportFileDetail>();
  useEffect(() => setFile(detail.data), [detail.data]);
  if (!isNew && !file) return <Spin spinning />;
  return <ReportDesigner key={file?.id ?? 'new'} file={file} />;
}

/** React.lazy (the page registry) wants a default export. */
export default ReportDesignerPage;
