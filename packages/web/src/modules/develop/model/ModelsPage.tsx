import { modelResource } from '@pharma/contract';
import { useState } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import { useText } from '../../../i18n/useText.ts';
import { developTexts as texts } from '../develop.texts.ts';
import { ModelColumnsDialog } from './ModelColumnsDialog.tsx';
import { ModelTableInput } from './modelInputs.tsx';

const fieldInputs = { modelTable: ModelTableInput };

/**
 * 数据模型设计 (/tool/model, Saber 4's views/tool/model.vue): the generic screen of the declared resource, its table
 * picked from the datasource's live catalogue, and 模型配置 opening the model's column grid.
 */
export function ModelsPage() {
  const text = useText();
  const [open, setOpen] = useState<CrudRecord | undefined>();
  return (
    <>
      <CrudPage
        def={modelResource}
        fieldInputs={fieldInputs}
        rowActions={[{ key: 'columns', label: text(texts.modelColumns), run: setOpen }]}
      />
      {open && <ModelColumnsDialog model={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ModelsPage;
