/** The words of the flow-chart dialog. */
export const chartTexts = {
  title: { zh: '流程图展示', en: 'Flow chart' },
  current: { zh: '当前环节', en: 'Current step' },
  finished: { zh: '已完成', en: 'Finished' },
  sequenceFlow: { zh: '已流转路线', en: 'Path taken' },
  loadFailed: { zh: '流程图加载失败', en: 'The chart could not be shown' },
  close: { zh: '关闭', en: 'Close' },
};
