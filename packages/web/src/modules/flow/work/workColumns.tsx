import type { BladeFlow, Text } from '@pharma/contract';
import type { TableColumnsType } from 'antd';
import { Tag } from 'antd';
import { workTexts as texts } from './work.texts.ts';

type Column = TableColumnsType<BladeFlow>[number];

/** The columns of BladeFlow rows the work lists show, by field; each list picks its own in order. */
const columns = {
  categoryName: { title: texts.category, width: 120 },
  processDefinitionName: { title: texts.processName, width: 160 },
  taskName: { title: texts.taskName, width: 140 },
  doneTaskName: { title: texts.doneTaskName, width: 140, dataIndex: 'taskName' },
  processDefinitionVersion: {
    title: texts.version,
    width: 100,
    render: (value: unknown) => (value === undefined || value === null ? '' : <Tag>v{String(value)}</Tag>),
  },
  startUser: { title: texts.applicant, width: 120, render: (_: unknown, row: BladeFlow) => row.startUser || '' },
  createTime: { title: texts.createTime, width: 170 },
  historyTaskEndTime: { title: texts.historyTaskEndTime, width: 170 },
  comment: { title: texts.comment, width: 200, ellipsis: true },
} satisfies Record<string, { title: Text; width: number; dataIndex?: string } & Omit<Column, 'title'>>;

export type WorkColumn = keyof typeof columns | 'processIsFinished';

/** The named columns with their titles in the UI's language (the state as a 已办结 / 未办结 tag). */
export function workColumns(text: (t: Text) => string, keys: readonly WorkColumn[]): TableColumnsType<BladeFlow> {
  return keys.map((key): Column => {
    if (key === 'processIsFinished') {
      return {
        key,
        dataIndex: key,
        title: text(texts.state),
        width: 100,
        render: (value: BladeFlow['processIsFinished']) =>
          value === 'finished' ? (
            <Tag color="success">{text(texts.finished)}</Tag>
          ) : (
            <Tag color="processing">{text(texts.unfinished)}</Tag>
          ),
      };
    }
    const { title, ...rest } = columns[key] as (typeof columns)[keyof typeof columns] & { dataIndex?: string };
    return { key, dataIndex: key, ...rest, title: text(title) };
  });
}

/** A list row's key: its task, else (已发事务: one row per instance) its instance. */
export const flowRowKey = (row: BladeFlow) => row.taskId ?? row.historyProcessInstanceId ?? row.processInstanceId ?? '';
