import { Form, Typography } from 'antd';
import { type CustomFieldInputProps, FieldInput } from '../../../crud/FieldInput.tsx';
import { useText } from '../../../i18n/useText.ts';
import { socialTexts as texts } from './social.texts.ts';

/**
 * The redirect URI the server works out for a provider (its row's `callbackUrl`: the console's
 * /oauth/redirect/{source}, or WeCom's scan-to-bind callback): what the administrator registers at the provider.
 */
export function CallbackUrl({ url }: { url: string }) {
  const text = useText();
  return (
    <div className="social-callback" data-testid="social-callback" style={{ marginTop: 4 }}>
      <Typography.Text type="secondary">{text(texts.callbackUrl)}: </Typography.Text>
      <Typography.Text copyable>{url}</Typography.Text>
      <div>
        <Typography.Text type="secondary">{text(texts.callbackHint)}</Typography.Text>
      </div>
    </div>
  );
}

/**
 * 登录源编码 in the add / edit dialog: the generic input, and under it, when editing, the row's callback URL. The
 * form holds the whole row as its initial values, so the URL is read from there; it has no form item of its own,
 * so it is never sent back.
 */
export function SourceInput(props: CustomFieldInputProps) {
  const form = Form.useFormInstance();
  const url: unknown = Form.useWatch('callbackUrl', { form, preserve: true });
  return (
    <>
      <FieldInput {...props} where="form" />
      {typeof url === 'string' && url && <CallbackUrl url={url} />}
    </>
  );
}
