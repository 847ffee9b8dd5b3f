import type { Text } from '@pharma/contract';

/** The developer playground (/test/index, development builds only). */
export const testTexts = {
  title: { zh: '测试页', en: 'Test page' },
  intro: {
    zh: '开发调试用:以下按钮故意制造错误,用来检查错误日志(右上角的错误日志按钮)是否记录它们。',
    en: 'For developers: these buttons cause errors on purpose, to check that the error log (top bar) records them.',
  },
  renderError: { zh: '渲染错误', en: 'Throw a render error' },
  renderErrorHint: { zh: '页面组件在渲染时抛出异常', en: 'A component throws while rendering' },
  rejection: { zh: '未处理的 Promise 拒绝', en: 'Reject a promise' },
  rejectionHint: { zh: '一个没有 catch 的 Promise 被拒绝', en: 'A promise nobody catches is rejected' },
  uncaught: { zh: '未捕获的异常', en: 'Throw an uncaught error' },
  uncaughtHint: { zh: '定时器回调中抛出异常', en: 'A timer callback throws' },
  missingApi: { zh: '请求不存在的接口', en: 'Call a missing API' },
  missingApiHint: {
    zh: '服务端返回 404 信封,页面弹出错误提示',
    en: 'The server answers a 404 envelope; the page shows its message',
  },
  renderErrorMessage: { zh: '测试页:渲染错误', en: 'Test page: render error' },
  rejectionMessage: { zh: '测试页:未处理的 Promise 拒绝', en: 'Test page: unhandled rejection' },
  uncaughtMessage: { zh: '测试页:未捕获的异常', en: 'Test page: uncaught error' },
} as const satisfies Record<string, Text>;
