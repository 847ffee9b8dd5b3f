import { type BladeFlow, categoryPrefix, type DictOption } from '@pharma/contract';

/**
 * Where a process's own pages are (wave2-contract §A.3): `/work/process/<routeValue>/…`, the route value being the
 * remark of its category in the `flow` dictionary (请假流程 → leave).
 */
export const formPath = (routeValue: string, processDefinitionId: string) =>
  `/work/process/${routeValue}/form/${encodeURIComponent(processDefinitionId)}`;
export const handlePath = (routeValue: string, row: Pick<BladeFlow, 'taskId' | 'processInstanceId' | 'businessId'>) =>
  `/work/process/${routeValue}/handle/${row.taskId}/${row.processInstanceId}/${row.businessId}`;
export const detailPath = (routeValue: string, row: Pick<BladeFlow, 'processInstanceId' | 'businessId'>) =>
  `/work/process/${routeValue}/detail/${row.processInstanceId}/${row.businessId}`;

/** The route value of a category (`flow_1`) from the dictionary's remarks; undefined when it names none. */
export function routeValueOfCategory(category: string | undefined, flowDict: readonly DictOption[] | undefined) {
  if (!category?.startsWith(categoryPrefix)) return undefined;
  const key = category.slice(categoryPrefix.length);
  const remark = flowDict?.find((o) => o.dictKey === key)?.remark?.trim();
  return remark || undefined;
}

/** A list row's route value: the one the server sent, else its category's remark. */
export const routeValueOf = (row: BladeFlow, flowDict: readonly DictOption[] | undefined) =>
  row.routeValue || routeValueOfCategory(row.category, flowDict);
