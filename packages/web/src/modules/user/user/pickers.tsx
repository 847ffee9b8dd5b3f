import { DatePicker, type FormItemProps, Select, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import { dateFormat, dateTimeFormat } from '../../../crud/filters.ts';
import { type TreeOption, toTreeData, useDeptTree, useLeaders, usePosts, useRoleTree } from './useUsers.ts';

/** The user dialog's inputs a declared field's own input does not give: birthday, the role, department and post pickers. */

/** roleId, deptId and postId travel as comma-joined ids (`"3,4"`); the pickers work on arrays. */
export const commaJoined: Partial<FormItemProps> = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? value.split(',') : [] }),
  normalize: (value: unknown) => (Array.isArray(value) ? value.join(',') : ''),
};

/** 是否主管 is 0 or 1 in the API, a switch on screen. */
export const leaderSwitch: Partial<FormItemProps> = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 1 }),
  normalize: (value: unknown) => (value ? 1 : 0),
};

/** The birthday is declared as a datetime: the picker shows a day, the API gets that day at midnight. */
export const birthdayAtMidnight: Partial<FormItemProps> = {
  normalize: (value: unknown) => (dayjs.isDayjs(value) ? value.startOf('day').format(dateTimeFormat) : null),
};

// Form.Item injects value/onChange through the rest props of each input below; `tenantId` is whose choices to offer
// (the platform administrator's pick; the caller's own tenant when absent).
type Injected = Record<string, unknown> & { placeholder?: string; disabled?: boolean; tenantId?: string };

export function BirthdayPicker(props: Injected) {
  return <DatePicker {...props} format={dateFormat} style={{ width: '100%' }} />;
}

function TreePicker({ data, loading, ...props }: Injected & { data: TreeOption[]; loading: boolean }) {
  return (
    <TreeSelect
      {...props}
      multiple
      allowClear
      treeDefaultExpandAll
      loading={loading}
      treeData={data}
      treeNodeFilterProp="title"
      style={{ width: '100%' }}
    />
  );
}

export function RolePicker({ tenantId, ...props }: Injected) {
  const roles = useRoleTree(tenantId);
  return <TreePicker {...props} data={toTreeData(roles.data)} loading={roles.isLoading} />;
}

export function DeptPicker({ tenantId, ...props }: Injected) {
  const depts = useDeptTree(tenantId);
  return <TreePicker {...props} data={toTreeData(depts.data)} loading={depts.isLoading} />;
}

export function PostPicker({ tenantId, ...props }: Injected) {
  const posts = usePosts(tenantId);
  return (
    <Select
      {...props}
      mode="multiple"
      allowClear
      loading={posts.isLoading}
      options={(posts.data ?? []).map((p) => ({ value: p.id, label: p.postName }))}
      optionFilterProp="label"
      style={{ width: '100%' }}
    />
  );
}

/** 直属主管: the tenant's leaders (leader-list), by real name; the user being edited is not their own leader. */
export function LeaderPicker({ tenantId, self, ...props }: Injected & { self?: string }) {
  const leaders = useLeaders(tenantId);
  return (
    <Select
      {...props}
      mode="multiple"
      allowClear
      loading={leaders.isLoading}
      options={(leaders.data ?? [])
        .filter((l) => l.id !== self)
        .map((l) => ({ value: l.id, label: l.deptName ? `${l.realName} (${l.deptName})` : l.realName }))}
      optionFilterProp="label"
      style={{ width: '100%' }}
    />
  );
}
