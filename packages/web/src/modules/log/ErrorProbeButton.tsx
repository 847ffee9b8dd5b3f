import { errorLogProbeCall, logMessages } from '@pharma/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { callApi } from '../../lib/api.ts';

/**
 * 异常自检 (the platform administrator's, on 错误日志): the server fails on purpose. The console shows the failure as
 * it shows any (a toast with its 错误编号), and the list then shows the row with that id.
 */
export function ErrorProbeButton({ onDone }: { onDone: () => void }) {
  const text = useText();
  const [busy, setBusy] = useState(false);
  const probe = async () => {
    setBusy(true);
    try {
      await callApi(errorLogProbeCall);
    } catch {
      // Expected: lib/http has shown the failure with its error id.
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return (
    <Button danger loading={busy} onClick={() => void probe()} data-testid="error-probe">
      {text(logMessages.probe)}
    </Button>
  );
}
