/** The words of 登录记录 beyond its declaration (field labels are in the contract's extension.ts). */
export const loginRecordTexts = {
  capped: { zh: '超过 {limit} 条', en: 'Over {limit} rows' },
  cappedTip: {
    zh: '只统计到前 {limit} 条;请用时间或手机号缩小范围',
    en: 'Counted up to {limit} rows; narrow the search by time or mobile number',
  },
};
