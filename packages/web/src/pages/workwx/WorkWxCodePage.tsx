import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useText } from '../../i18n/useText.ts';
import { workwxTexts } from './texts.ts';

/** antd's Result keeps no data-* attribute of its own: the page is found by its wrapper. */
const shown = (result: ReactNode) => <div data-testid="workwx-result">{result}</div>;

/**
 * /WorkWxCode (public): where the server sends the phone after a WeCom scan-to-bind, with `result=ok`, or
 * `result=fail` and the reason (`msg`, already in the phone's language).
 */
export function WorkWxCodePage() {
  const text = useText();
  const [params] = useSearchParams();
  const result = params.get('result');
  const back = (
    <Button type="primary" href="/" data-testid="workwx-back">
      {text(workwxTexts.back)}
    </Button>
  );
  if (result === 'ok')
    return shown(
      <Result status="success" title={text(workwxTexts.bound)} subTitle={text(workwxTexts.boundHint)} extra={back} />,
    );
  if (result === 'fail')
    return shown(
      <Result
        status="error"
        title={text(workwxTexts.failed)}
        subTitle={params.get('msg') || text(workwxTexts.failedHint)}
        extra={back}
      />,
    );
  return shown(
    <Result status="info" title={text(workwxTexts.done)} subTitle={text(workwxTexts.doneHint)} extra={back} />,
  );
}
