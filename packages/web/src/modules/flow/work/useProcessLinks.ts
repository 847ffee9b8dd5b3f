import { type BladeFlow, type FlowProcess, flowCategoryDict, format } from '@pharma/contract';
import { App } from 'antd';
import { findPage } from '../../../app/pageRegistry.ts';
import { useDict } from '../../../dict/useDict.ts';
import { useText } from '../../../i18n/useText.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { detailPath, formPath, handlePath, routeValueOf } from './processPaths.ts';
import { workTexts as texts } from './work.texts.ts';

/**
 * Opening a process's own pages from a list row (发起, 处理, 详情). 发起 opens the form its start event names (its
 * flowable:formKey, `leave`), or says the process has none; 处理 and 详情 take the row's route value (its
 * business's pages) or its category's dictionary remark. A process naming no pages warns instead of opening a 404.
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
    // 发起 opens the form the process names (its start event's form key), never one its category suggests: a
    // 质检复核 deployed as 请假流程 is no leave request (issue 35).
    form: (definition: FlowProcess) => {
      const path = definition.formKey ? formPath(definition.formKey, definition.id) : undefined;
      if (path && findPage(path)) return navigateTo(path);
      void message.warning(
        format(text(definition.formKey ? texts.unknownForm : texts.noForm), {
          name: definition.name,
          formKey: definition.formKey,
        }),
      );
    },
    handle: (row: BladeFlow) => go(routeValueOf(row, dict.data), row.categoryName, (value) => handlePath(value, row)),
    detail: (row: BladeFlow) => go(routeValueOf(row, dict.data), row.categoryName, (value) => detailPath(value, row)),
  };
}
