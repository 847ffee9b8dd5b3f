import { grayCodes, grayDisableButton, grayEnableButton, grayResource, grayStatus } from '@pharma/contract';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import { useOnOffActions } from '../../../crud/useOnOffActions.ts';
import { setGrayEnabled } from './gray.api.ts';
import { grayTexts as texts } from './gray.texts.ts';

/**
 * 灰度发布 (/system/gray): the generic screen of the declared resource (the shops go in its text area, separated by
 * commas, spaces or new lines; the server tidies them) plus 启用 on disabled rows and 停用 on enabled ones.
 */
export function GraysPage() {
  const rowActions = useOnOffActions({
    resource: grayResource,
    enable: { button: grayEnableButton, code: grayCodes.enable, confirm: texts.enableConfirm },
    disable: { button: grayDisableButton, code: grayCodes.disable, confirm: texts.disableConfirm },
    isOn: (row) => Number(row.status) === grayStatus.enabled,
    set: setGrayEnabled,
  });
  return <CrudPage def={grayResource} rowActions={rowActions} />;
}

/** React.lazy (the page registry) wants a default export. */
export default GraysPage;
