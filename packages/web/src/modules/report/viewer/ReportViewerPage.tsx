import { type ReportParameter, type ReportRunReply, reportCalls } from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callKey } from '../../../lib/api.ts';
import { useReportRoute } from '../ReportsPage.tsx';
import { reportTexts as texts } from '../report.texts.ts';
import { ReportView } from './ReportView.tsx';
import { exportReport, reportDetail, runReport } from './report.api.ts';

type Values = Record<string, string | number | null>;

function ParameterInput({ parameter }: { parameter: ReportParameter }) {
  if (parameter.type === 'number') return <InputNumber style={{ width: '100%' }} />;
  if (parameter.type === 'dict') return <DictSelect code={parameter.dict ?? ''} />;
  if (parameter.type === 'date') return <Input type="date" />;
  return <Input allowClear />;
}

/**
 * 预览 (/report/reportlist/view/:id): the report's parameters, then its blocks from the run's reply; 导出 streams a
 * dataset as an xlsx, 打印 prints the report alone (the browser's print, whose 另存为 PDF is the PDF).
 */
export function ReportViewerPage() {
  const text = useText();
  const id = useReportRoute().id ?? '';
  const [form] = Form.useForm<Values>();
  const detail = useQuery({ queryKey: callKey(reportCalls.detail, { id }), queryFn: () => reportDetail(id) });
  const [run, setRun] = useState<ReportRunReply>();
  const [busy, setBusy] = useState(false);
  const definition = detail.data?.definition;
  const parameters = (): Values => {
    const values = form.getFieldsValue();
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === undefined || v === '' ? null : v]));
  };
  const go = async () => {
    setBusy(true);
    try {
      setRun(await runReport({ id, parameters: parameters() }));
    } catch {
      // lib/http has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  // The report opens with its rows: run once with the defaults as soon as the definition is here.
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the definition first arrives.
  useEffect(() => {
    if (!definition || opened.current) return;
    opened.current = true;
    void go();
  }, [definition]);
  const initial = Object.fromEntries((definition?.parameters ?? []).map((p) => [p.name, p.default ?? undefined]));
  return (
    <Spin spinning={detail.isLoading || busy}>
      <div data-testid="report-viewer">
        {definition && (
          <>
            <Card size="small" className="report-no-print" style={{ marginBottom: 12 }}>
              <Form form={form} layout="inline" initialValues={initial} onFinish={() => void go()}>
                {definition.parameters.map((p) => (
                  <Form.Item
                    key={p.name}
                    name={p.name}
                    label={text(p.label)}
                    style={{ minWidth: 200, marginBottom: 8 }}
                  >
                    <ParameterInput parameter={p} />
                  </Form.Item>
                ))}
                <Space wrap style={{ marginBottom: 8 }}>
                  <Button type="primary" htmlType="submit">
                    {text(texts.run)}
                  </Button>
                  <Button
                    disabled={definition.datasets.length === 0}
                    onClick={() =>
                      void exportReport({ id, parameters: parameters() }, detail.data?.name ?? 'report').catch(
                        () => undefined,
                      )
                    }
                  >
                    {text(texts.export)}
                  </Button>
                  <Button disabled={!run} onClick={() => window.print()}>
                    {text(texts.print)}
                  </Button>
                </Space>
              </Form>
            </Card>
            <div className="report-print">
              <ReportView definition={definition} run={run} />
            </div>
          </>
        )}
      </div>
    </Spin>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ReportViewerPage;
