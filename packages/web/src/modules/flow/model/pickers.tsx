import {
  deptCalls,
  deptGroupPrefix,
  type Role,
  roleCalls,
  type TreeNode,
  taskUserOf,
  userCalls,
} from '@pharma/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutoComplete, Select, TreeSelect } from 'antd';
import { useState } from 'react';
import { callApi, callKey } from '../../../lib/api.ts';

/**
 * The properties panel's pickers. Each works on the engine's own strings, so what is picked is what the XML
 * carries: users as `taskUser_<id>`, roles by alias, departments as `dept_<id>`. Form.Item injects value and
 * onChange through the rest props.
 */
type Injected = { value?: unknown; onChange?: (value: never) => void; placeholder?: string; id?: string };

/** The users whose account holds `search`, as options valued `taskUser_<id>` (user-list: any signed-in user). */
function useUserOptions(search: string) {
  const query = search.trim() ? { account: search.trim() } : {};
  const users = useQuery({
    queryKey: callKey(userCalls.userList, query),
    queryFn: () => callApi(userCalls.userList, { query }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = (users.data ?? []).map((u) => ({
    value: taskUserOf(u.id),
    label: u.realName ? `${u.account} (${u.realName})` : u.account,
  }));
  return { options, loading: users.isFetching };
}

/** 办理人: free text (an expression such as `${taskUser}`) or a user picked by account. */
export function AssigneeInput(props: Injected) {
  const [search, setSearch] = useState('');
  const users = useUserOptions(search);
  return (
    <AutoComplete
      {...(props as object)}
      allowClear
      options={users.options}
      onSearch={setSearch}
      style={{ width: '100%' }}
    />
  );
}

/** 候选人: several users, searched by account. */
export function CandidateUsersSelect(props: Injected) {
  const [search, setSearch] = useState('');
  const users = useUserOptions(search);
  return (
    <Select
      {...(props as object)}
      mode="multiple"
      allowClear
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={users.loading}
      options={users.options}
      style={{ width: '100%' }}
    />
  );
}

const flattenRoles = (roles: readonly Role[]): Role[] => roles.flatMap((r) => [r, ...flattenRoles(r.children ?? [])]);

/** 候选角色: roles by alias (a candidate group is a role alias). */
export function CandidateRolesSelect(props: Injected) {
  const roles = useQuery({
    queryKey: callKey(roleCalls.list),
    queryFn: () => callApi(roleCalls.list),
    staleTime: 60_000,
  });
  return (
    <Select
      {...(props as object)}
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      loading={roles.isLoading}
      options={flattenRoles(roles.data ?? []).map((r) => ({
        value: r.roleAlias,
        label: `${r.roleName} (${r.roleAlias})`,
      }))}
      style={{ width: '100%' }}
    />
  );
}

interface DeptOption {
  value: string;
  title: string;
  children?: DeptOption[];
}
const deptOptions = (nodes: readonly TreeNode[]): DeptOption[] =>
  nodes.map((n) => ({
    value: `${deptGroupPrefix}${n.id}`,
    title: n.title,
    children: n.children?.length ? deptOptions(n.children) : undefined,
  }));

/** 候选部门: departments from the tree, as `dept_<id>` candidate groups. */
export function CandidateDeptsSelect(props: Injected) {
  const depts = useQuery({
    queryKey: callKey(deptCalls.tree),
    queryFn: () => callApi(deptCalls.tree),
    staleTime: 60_000,
  });
  return (
    <TreeSelect
      {...(props as object)}
      multiple
      allowClear
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      loading={depts.isLoading}
      treeData={deptOptions(depts.data ?? [])}
      style={{ width: '100%' }}
    />
  );
}
