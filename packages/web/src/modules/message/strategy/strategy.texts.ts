/** The words of 发送策略 beyond its declarations. */
export const strategyTexts = {
  steps: { zh: '渠道', en: 'Channels' },
  stepsOf: { zh: '{name} 的渠道', en: 'Channels of {name}' },
  stepsHint: {
    zh: '按顺序从小到大发送; 按序降级模式下, 一步最终失败且勾选失败降级时才进入下一步',
    en: 'Steps run by their order, lowest first; in fall-back mode the next step runs only when a step finally fails and falls back',
  },
};
