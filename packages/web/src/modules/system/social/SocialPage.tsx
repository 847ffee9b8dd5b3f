import { socialCodes, socialDisableButton, socialEnableButton, socialResource, socialStatus } from '@pharma/contract';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import { useOnOffActions } from '../../../crud/useOnOffActions.ts';
import { CallbackUrl, SourceInput } from './CallbackUrl.tsx';
import { setSocialEnabled } from './social.api.ts';
import { socialTexts as texts } from './social.texts.ts';

const fieldInputs = { source: SourceInput };

/** 查看 shows the source code with the callback URL to register at the provider under it. */
const viewRender = {
  source: (row: CrudRecord) => (
    <>
      <div>{String(row.source ?? '')}</div>
      {typeof row.callbackUrl === 'string' && row.callbackUrl && <CallbackUrl url={row.callbackUrl} />}
    </>
  ),
};

/**
 * 第三方登录 (/system/social): the generic screen of the declared resource (its 是否启用 column from the
 * declaration's status), 启用 on providers that are off and 停用 on those that are on (only enabled ones show on
 * the tenant's login page), and the callback URL of each provider in 查看 and 编辑, as the provider must know it.
 */
export function SocialPage() {
  const rowActions = useOnOffActions({
    resource: socialResource,
    enable: { button: socialEnableButton, code: socialCodes.enable, confirm: texts.enableConfirm },
    disable: { button: socialDisableButton, code: socialCodes.disable, confirm: texts.disableConfirm },
    // A provider saved without a status is off (the server stores 1 then).
    isOn: (row) => Number(row.status) === socialStatus.on,
    set: setSocialEnabled,
  });
  return <CrudPage def={socialResource} rowActions={rowActions} fieldInputs={fieldInputs} viewRender={viewRender} />;
}

/** React.lazy (the page registry) wants a default export. */
export default SocialPage;
