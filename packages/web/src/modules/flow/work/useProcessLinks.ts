import { type BladeFlow, type FlowProcess, flowCategoryDict, format } from '@pharma/contract';
import { App } from 'antd';
import { useDict } from '../../../dict/useDict.ts';
import { useText } from '../../../i18n/useText.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { detailPath, formPath, handlePath, routeValueOf, routeValueOfCategory } from './processPaths.ts';
import { workTexts as texts } from './work.texts.ts';

/**
 * Opening a process's own pages from a list row (发起, 处理, 详情): the route value comes from the row or its
 * category's dictionary remark; a category naming no pages warns instead of opening a 404.
 */
export function useProcessLinks() {
  const text = useText();
  const { message } = App.useApp();
  const dict = useDict(flowCategoryDict);
  const go = (routeValue: string | undefined, category: string | undefined, path: (routeValue: string) => string) => {
    if (routeValue) navigateTo(path(routeValue));
    else void message.warning(format(text(texts.noPages), { category: category ?? '' }));
  };
  return {
    form: (definition: FlowProcess) =>
      go(routeValueOfCategory(definition.category, dict.data), definition.categoryName, (value) =>
        formPath(value, definition.id),
      ),
    handle: (row: BladeFlow) => go(routeValueOf(row, dict.data), row.categoryName, (value) => handlePath(value, row)),
    detail: (row: BladeFlow) => go(routeValueOf(row, dict.data), row.categoryName, (value) => detailPath(value, row)),
  };
}
