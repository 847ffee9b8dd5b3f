import {
  format,
  type GradeDocRecord,
  type GradeDtlRecord,
  gradeDocResource,
  gradeDtlCalls,
  gradeDtlResource,
  messages,
} from '@pharma/contract';
import { App, Button, Descriptions, Drawer, Form, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../crud/columns.tsx';
import { FieldInput } from '../../../crud/FieldInput.tsx';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { useCrudList, useCrudWrites } from '../../../crud/useCrud.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { DictTag } from '../../../dict/DictTag.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { useUi } from '../../../shell/stores/ui.ts';
import { gradeTexts as texts } from './grade.texts.ts';
import { EmployeeSelect } from './salesPickers.tsx';

const def = gradeDtlResource;
const fields = def.fields;
const gradeDocFields = gradeDocResource.fields;

/** 添加人员: the employee (a user of the grade's tenant) and, optionally, dates narrowing the grade's. */
function AddEmployeeDialog({
  grade,
  onClose,
  onSaved,
}: {
  grade: GradeDocRecord;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const { submit } = useCrudWrites(def);
  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      // The platform administrator adds to the grade's tenant; anyone else's is their own whatever is sent.
      await submit.mutateAsync({
        ...values,
        docId: grade.id,
        ...(grade.tenantName ? { tenantId: grade.tenantId } : {}),
      });
      void message.success(text(messages.added));
      onSaved();
    } catch {
      // Shown by lib/http (an employee holding another grade in force, …); the dialog stays open.
    }
  };
  return (
    <Modal open title={text(texts.addEmployee)} onOk={onOk} onCancel={onClose} confirmLoading={submit.isPending}>
      <Form form={form} layout="vertical" name="grade-line-form" disabled={submit.isPending}>
        <Form.Item {...fieldItem(def, 'employeeId', text)}>
          <EmployeeSelect
            tenantId={grade.tenantName ? (grade.tenantId ?? undefined) : undefined}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item {...fieldItem(def, 'effectiveFrom', text)} extra={text(texts.gradeDates)}>
          <FieldInput
            field={fields.effectiveFrom}
            where="form"
            placeholder={t('crud.select', { label: text(fields.effectiveFrom.label) })}
          />
        </Form.Item>
        <Form.Item {...fieldItem(def, 'effectiveTo', text)}>
          <FieldInput
            field={fields.effectiveTo}
            where="form"
            placeholder={t('crud.select', { label: text(fields.effectiveTo.label) })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * A grade's employees (zxEmpControlGradeDtl by docId): who holds it, their number and department, their own dates;
 * 添加人员 and 移出 with the grade's edit code. What the one-grade rule refuses is said by the server.
 */
export function GradeLinesDrawer({
  grade,
  canEdit,
  onClose,
  onChanged,
}: {
  grade: GradeDocRecord;
  canEdit: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const text = useText();
  const confirm = useConfirmAction();
  const phone = useUi((s) => s.screen === 0);
  const pager = usePaging();
  const [adding, setAdding] = useState(false);
  const list = useCrudList(def, {
    current: pager.paging.current,
    size: pager.paging.size,
    filters: { docId: grade.id, ...(grade.tenantName ? { tenantId: String(grade.tenantId) } : {}) },
  });
  const pagination = usePagination(pager, list.data);
  const rows = (list.data?.records ?? []) as GradeDtlRecord[];
  const columns: TableColumnsType<GradeDtlRecord> = [
    { key: 'employeeNo', dataIndex: 'employeeNo', title: text(fields.employeeNo.label), width: 110 },
    { key: 'employeeName', dataIndex: 'employeeName', title: text(fields.employeeName.label), width: 120 },
    { key: 'deptName', dataIndex: 'deptName', title: text(fields.deptName.label), width: 150 },
    { key: 'effectiveFrom', dataIndex: 'effectiveFrom', title: text(fields.effectiveFrom.label), width: 120 },
    { key: 'effectiveTo', dataIndex: 'effectiveTo', title: text(fields.effectiveTo.label), width: 120 },
    {
      key: 'status',
      dataIndex: 'status',
      title: text(def.status!.label),
      width: 80,
      render: (v: unknown) => <DictTag code="sm_enable" value={v} />,
    },
    ...actionsColumn<GradeDtlRecord>(
      t('crud.actions'),
      [
        canEdit && {
          key: 'delete',
          label: t('crud.delete'),
          danger: true,
          run: (row) =>
            confirm({
              content: format(text(texts.removeLineConfirm), { name: String(row.employeeName ?? '') }),
              run: () => callApi(gradeDtlCalls.remove, { query: { ids: row.id } }),
              onDone: () => {
                void list.refetch();
                onChanged();
              },
            }),
        },
      ],
      90,
    ),
  ];
  const fit = useTableFit(columns);
  return (
    <Drawer
      open
      width={phone ? '100%' : 860}
      title={format(text(texts.employeesOf), {
        name: String(grade.gradeName ?? ''),
        code: String(grade.gradeCode ?? ''),
      })}
      onClose={onClose}
      extra={
        canEdit && (
          <Button type="primary" onClick={() => setAdding(true)}>
            {text(texts.addEmployee)}
          </Button>
        )
      }
    >
      <Descriptions size="small" column={phone ? 1 : 3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={text(gradeDocFields.docNo.label)}>{grade.docNo}</Descriptions.Item>
        <Descriptions.Item label={text(gradeDocFields.gradeLevel.label)}>{grade.gradeLevel}</Descriptions.Item>
        <Descriptions.Item label={text(texts.effective)}>
          {grade.effectiveFrom} ~ {grade.effectiveTo}
        </Descriptions.Item>
      </Descriptions>
      <Table<GradeDtlRecord>
        rowKey="id"
        size="small"
        dataSource={rows}
        loading={list.isFetching}
        pagination={pagination}
        {...fit}
      />
      {adding && (
        <AddEmployeeDialog
          grade={grade}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void list.refetch();
            onChanged();
          }}
        />
      )}
    </Drawer>
  );
}
