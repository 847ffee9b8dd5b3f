import {
  format,
  type GradeDocRecord,
  gradeDocCalls,
  gradeDocResource,
  maxLengthOf,
  permissionsOf,
} from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord, Filters } from '../../../crud/api.ts';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { FormDialog, type FormMode } from '../../../crud/FormDialog.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { useCrudList } from '../../../crud/useCrud.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { DictTag } from '../../../dict/DictTag.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { invalidateFolders } from '../../../lib/useCall.ts';
import { SalesImportButton } from '../upload/SalesImportButton.tsx';
import { GradeLinesDrawer } from './GradeLinesDrawer.tsx';
import { gradeTexts as texts } from './grade.texts.ts';
import { ShipperField, ShipperSelect } from './salesPickers.tsx';

const def = gradeDocResource;
const fields = def.fields;
const codes = permissionsOf(def);
const enableCode = `${def.name}_enable`;
const disableCode = `${def.name}_disable`;

interface Search {
  docNo?: string;
  gradeCode?: string;
  gradeName?: string;
  shipperId?: string;
  status?: number;
}

const filtersOf = (s: Search): Filters => {
  const f: Filters = {};
  for (const key of ['docNo', 'gradeCode', 'gradeName'] as const) if (s[key]?.trim()) f[key] = s[key]!.trim();
  if (s.shipperId) f.shipperId = s.shipperId;
  if (s.status !== undefined && s.status !== null) f.status_equal = String(s.status);
  return f;
};

/**
 * 控销等级 (/salesmobile/control-grade, docs/domain.md §3.6): the shippers' grades with their level, scope, validity,
 * employees and status, searched by number, code, name, shipper and status; 新增 / 编辑 from the declaration (a new
 * grade is a draft numbered by the server), 人员 in a drawer (add and remove employees), 生效 / 停用 / 删除 by their
 * codes where the status allows (the server refuses the rest, e.g. an employee holding two grades), 导入 (103).
 */
export function ControlGradePage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const client = useQueryClient();
  const confirm = useConfirmAction();
  const pager = usePaging();
  const [searchForm] = Form.useForm<Search>();
  const [filters, setFilters] = useState<Filters>({});
  const [form, setForm] = useState<{ mode: FormMode; row?: CrudRecord } | null>(null);
  const [lines, setLines] = useState<GradeDocRecord | null>(null);

  const list = useCrudList(def, { current: pager.paging.current, size: pager.paging.size, filters });
  const pagination = usePagination(pager, list.data);
  const refresh = () => void invalidateFolders(client, def.api);
  const search = (values: Search) => {
    setFilters(filtersOf(values));
    pager.restart();
  };

  const move = (
    code: string,
    label: { zh: string; en: string },
    call: typeof gradeDocCalls.enable | typeof gradeDocCalls.disable,
    question: { zh: string; en: string },
    done: { zh: string; en: string },
  ): RowButton<GradeDocRecord> => ({
    key: code,
    label: text(label),
    run: (row) =>
      confirm({
        content: format(text(question), { no: String(row.docNo ?? '') }),
        run: () => callApi(call, { query: { ids: row.id } }),
        success: text(done),
        onDone: refresh,
      }),
  });

  const buttons: Array<RowButton<GradeDocRecord> | false> = [
    allowed(codes.view) && { key: 'employees', label: text(texts.employees), run: (row) => setLines(row) },
    allowed(codes.edit) && { key: 'edit', label: t('crud.edit'), run: (row) => setForm({ mode: 'edit', row }) },
    allowed(enableCode) && {
      ...move(enableCode, texts.enable, gradeDocCalls.enable, texts.enableConfirm, texts.enabled),
      shows: (row) => row.status !== 1,
    },
    allowed(disableCode) && {
      ...move(disableCode, texts.disable, gradeDocCalls.disable, texts.disableConfirm, texts.disabled),
      shows: (row) => row.status === 1,
    },
    allowed(codes.delete) && {
      key: 'delete',
      label: t('crud.delete'),
      danger: true,
      shows: (row) => row.status !== 1,
      run: (row) =>
        confirm({
          content: format(text(texts.removeConfirm), { no: String(row.docNo ?? '') }),
          run: () => callApi(gradeDocCalls.remove, { query: { ids: row.id } }),
          onDone: refresh,
        }),
    },
  ];

  const records = (list.data?.records ?? []) as GradeDocRecord[];
  const crossTenant = records.some((r) => r.tenantName);
  const columns: TableColumnsType<GradeDocRecord> = [
    ...(crossTenant ? [{ key: 'tenantName', dataIndex: 'tenantName', title: text(texts.tenant), width: 140 }] : []),
    { key: 'docNo', dataIndex: 'docNo', title: text(fields.docNo.label), width: 160 },
    { key: 'gradeCode', dataIndex: 'gradeCode', title: text(fields.gradeCode.label), width: 110 },
    { key: 'gradeName', dataIndex: 'gradeName', title: text(fields.gradeName.label), width: 150 },
    { key: 'shipperName', dataIndex: 'shipperName', title: text(fields.shipperId.label), width: 180 },
    { key: 'gradeLevel', dataIndex: 'gradeLevel', title: text(fields.gradeLevel.label), width: 90, align: 'right' },
    {
      key: 'scopeType',
      dataIndex: 'scopeType',
      title: text(fields.scopeType.label),
      width: 140,
      render: (v: unknown) => <DictTag code="sm_scope_type" value={v} />,
    },
    {
      key: 'effective',
      title: text(texts.effective),
      width: 210,
      render: (_, row) => `${row.effectiveFrom ?? ''} ~ ${row.effectiveTo ?? ''}`,
    },
    {
      key: 'employeeCount',
      dataIndex: 'employeeCount',
      title: text(fields.employeeCount.label),
      width: 80,
      align: 'right',
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: text(def.status!.label),
      width: 90,
      render: (v: unknown) => <DictTag code="sm_grade_status" value={v} />,
    },
    { key: 'updateTime', dataIndex: 'updateTime', title: t('crud.updateTime'), width: 170 },
    ...actionsColumn<GradeDocRecord>(t('crud.actions'), buttons, 250),
  ];
  const fit = useTableFit(columns);

  return (
    <Card className="crud-page">
      <Form<Search> form={searchForm} layout="inline" className="crud-search" name="grade-search" onFinish={search}>
        <Form.Item name="docNo" label={text(fields.docNo.label)}>
          <Input allowClear maxLength={maxLengthOf(fields.docNo)} />
        </Form.Item>
        <Form.Item name="gradeCode" label={text(fields.gradeCode.label)}>
          <Input allowClear maxLength={maxLengthOf(fields.gradeCode)} />
        </Form.Item>
        <Form.Item name="gradeName" label={text(fields.gradeName.label)}>
          <Input allowClear maxLength={maxLengthOf(fields.gradeName)} />
        </Form.Item>
        <Form.Item name="shipperId" label={text(fields.shipperId.label)}>
          <ShipperSelect />
        </Form.Item>
        <Form.Item name="status" label={text(def.status!.label)}>
          <DictSelect code="sm_grade_status" numeric style={{ minWidth: 120 }} />
        </Form.Item>
        <Form.Item>
          <SearchButtons form={searchForm} onReset={() => search({})} />
        </Form.Item>
      </Form>
      <Space className="crud-toolbar" wrap>
        {allowed(codes.add) && (
          <Button type="primary" onClick={() => setForm({ mode: 'add' })}>
            {t('crud.add')}
          </Button>
        )}
        <SalesImportButton moduleNo={103} onDone={refresh} />
      </Space>
      <Table<GradeDocRecord>
        rowKey="id"
        size="middle"
        dataSource={records}
        loading={list.isFetching}
        pagination={pagination}
        {...fit}
      />
      {form && (
        <FormDialog
          def={def}
          mode={form.mode}
          row={form.row}
          fieldInputs={{ shipperId: ShipperField }}
          onClose={() => setForm(null)}
        />
      )}
      {lines && (
        <GradeLinesDrawer
          grade={lines}
          canEdit={allowed(codes.edit)}
          onClose={() => setLines(null)}
          onChanged={refresh}
        />
      )}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ControlGradePage;
