import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { format } from '@pharma/contract';
import { Alert, Button, Checkbox, Input, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import type { CustomFieldInputProps } from '../../../crud/FieldInput.tsx';
import { useText } from '../../../i18n/useText.ts';
import { badVarNames, parseVars, serialiseVars, type TemplateVar } from '../shared/templateVars.ts';
import { templateTexts as texts } from './template.texts.ts';

type Row = TemplateVar & { key: number };

let nextKey = 0;
const keyed = (vars: TemplateVar[]): Row[] => vars.map((v) => ({ ...v, key: nextKey++ }));

/**
 * 模板变量 as a small table (name, label, required, example) instead of the JSON text the field holds: every edit
 * writes the JSON back, so the form sends what the server reads. Rows without a name are kept on screen while
 * typed, and left out of the JSON.
 */
export function VariablesInput({ value, onChange, disabled, id }: CustomFieldInputProps) {
  const text = useText();
  const [rows, setRows] = useState<Row[]>(() => keyed(parseVars(value)));
  // A value set from outside (the form reset, the detail loaded) replaces the rows; our own echo does not.
  useEffect(() => {
    const given = typeof value === 'string' ? value : '';
    if (given !== serialiseVars(rows)) setRows(keyed(parseVars(given)));
  }, [value, rows]);

  const update = (next: Row[]) => {
    setRows(next);
    onChange?.(serialiseVars(next));
  };
  const edit = (key: number, change: Partial<TemplateVar>) =>
    update(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const bad = badVarNames(rows);

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: text(texts.varName),
      width: 140,
      render: (_, row) => (
        <Input
          size="small"
          value={row.name}
          status={bad.has(row.name.trim()) ? 'error' : undefined}
          disabled={disabled}
          aria-label={text(texts.varName)}
          onChange={(e) => edit(row.key, { name: e.target.value })}
        />
      ),
    },
    {
      key: 'label',
      title: text(texts.varLabel),
      width: 140,
      render: (_, row) => (
        <Input
          size="small"
          value={row.label}
          disabled={disabled}
          aria-label={text(texts.varLabel)}
          onChange={(e) => edit(row.key, { label: e.target.value })}
        />
      ),
    },
    {
      key: 'required',
      title: text(texts.varRequired),
      width: 64,
      align: 'center',
      render: (_, row) => (
        <Checkbox
          checked={row.required}
          disabled={disabled}
          aria-label={text(texts.varRequired)}
          onChange={(e) => edit(row.key, { required: e.target.checked })}
        />
      ),
    },
    {
      key: 'example',
      title: text(texts.varExample),
      width: 140,
      render: (_, row) => (
        <Input
          size="small"
          value={row.example}
          disabled={disabled}
          aria-label={text(texts.varExample)}
          onChange={(e) => edit(row.key, { example: e.target.value })}
        />
      ),
    },
    {
      key: 'remove',
      width: 44,
      render: (_, row) => (
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={disabled}
          aria-label={text(texts.removeVar)}
          onClick={() => update(rows.filter((r) => r.key !== row.key))}
        />
      ),
    },
  ];

  return (
    <div id={id} data-testid="template-variables">
      <Table<Row>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 530 }}
        locale={{ emptyText: text(texts.noVars) }}
      />
      {bad.size > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={format(text(texts.badVarName), { names: [...bad].join(', ') })}
        />
      )}
      <Button
        type="dashed"
        size="small"
        icon={<PlusOutlined />}
        disabled={disabled}
        style={{ marginTop: 8 }}
        onClick={() => update([...rows, { key: nextKey++, name: '', label: '', required: true, example: '' }])}
      >
        {text(texts.addVar)}
      </Button>
    </div>
  );
}
