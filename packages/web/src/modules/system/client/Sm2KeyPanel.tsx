import { authCalls } from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { clientTexts as texts } from './client.texts.ts';

/**
 * The server's SM2 public key, where the administrator who sets up a commercial Saber 4.x console (client saber3)
 * finds it: that console encrypts passwords with the key in its website.js, which must be this one.
 */
export function Sm2KeyPanel() {
  const text = useText();
  const key = useQuery({ queryKey: callKey(authCalls.publicKey), queryFn: () => callApi(authCalls.publicKey) });
  if (!key.data) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      message={text(texts.sm2Title)}
      description={
        <>
          <div>{text(texts.sm2Help)}</div>
          <Typography.Text
            code
            data-testid="sm2-public-key"
            style={{ wordBreak: 'break-all' }}
            copyable={{ text: key.data, tooltips: [text(texts.copyKey), text(texts.copied)] }}
          >
            {key.data}
          </Typography.Text>
        </>
      }
    />
  );
}
