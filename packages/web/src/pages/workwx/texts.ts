import type { Text } from '@pharma/contract';

/** /WorkWxCode, the page the scanning phone lands on: its words in zh and en. */
export const workwxTexts = {
  bound: { zh: '绑定成功', en: 'The WeCom account is bound' },
  boundHint: {
    zh: '企业微信账号已绑定,返回控制台即可看到',
    en: 'Your WeCom account is now bound; the console shows it on your profile',
  },
  failed: { zh: '绑定失败', en: 'The binding failed' },
  failedHint: { zh: '请返回控制台重新扫码', en: 'Go back to the console and scan again' },
  done: { zh: '扫码完成', en: 'Scan complete' },
  doneHint: { zh: '请返回原页面继续操作', en: 'Return to the page you came from to go on' },
  back: { zh: '返回控制台', en: 'Back to the console' },
} as const satisfies Record<string, Text>;
