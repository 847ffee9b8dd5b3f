import { permissionsOf, strategyDetailResource, strategyResource } from '@pharma/contract';
import { useState } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import type { RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { StepsDrawer } from './StepsDrawer.tsx';
import { strategyTexts as texts } from './strategy.texts.ts';

/** Reading a strategy's steps takes the steps' own menu code, as their list call does. */
const stepCodes = permissionsOf(strategyDetailResource);

/** 发送策略 (/message/strategy): the generic screen plus 渠道, the strategy's steps in order in a drawer. */
export function StrategiesPage() {
  const text = useText();
  const allowed = useAllowed();
  const [open, setOpen] = useState<CrudRecord | null>(null);
  const rowActions: RowButton<CrudRecord>[] = allowed(stepCodes.view)
    ? [{ key: 'steps', label: text(texts.steps), run: setOpen }]
    : [];
  return (
    <>
      <CrudPage def={strategyResource} rowActions={rowActions} />
      {open && <StepsDrawer strategy={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default StrategiesPage;
