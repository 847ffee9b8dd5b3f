import {
  channelTypeValues,
  crudCalls,
  format,
  templateInfoDetailResource,
  templateInfoResource,
} from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import type { CrudRecord } from '../../../crud/api.ts';
import { useText } from '../../../i18n/useText.ts';
import { invalidateCalls } from '../../../lib/useCall.ts';
import { ChildRowsDrawer } from '../shared/ChildRowsDrawer.tsx';
import { parseVars } from '../shared/templateVars.ts';
import { contentInputs, TemplateVarsContext } from './ContentInputs.tsx';
import { templateTexts as texts } from './template.texts.ts';

/** One content per channel type: a template holding them all has nothing left to add. */
const channelTypeCount = channelTypeValues.length;
/** msg_audit_status 已通过. */
const approved = 2;

/**
 * 内容 of one template: a content per channel type (模板内容 of this template only). Closing it reads the
 * templates again: a changed content may have sent the template back to review.
 */
export function ContentsDrawer({ template, onClose }: { template: CrudRecord; onClose: () => void }) {
  const text = useText();
  const client = useQueryClient();
  const vars = parseVars(template.params);
  return (
    <TemplateVarsContext.Provider value={vars}>
      <ChildRowsDrawer
        def={templateInfoDetailResource}
        parentKey="templateId"
        parentId={template.id}
        title={
          <span className="user-data">
            {format(text(texts.contentsOf), { name: String(template.templateName ?? '') })}
          </span>
        }
        header={(rows) =>
          Number(template.auditStatus) === approved || rows.length >= channelTypeCount ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              message={text(rows.length >= channelTypeCount ? texts.allChannels : texts.reviewAgain)}
            />
          ) : null
        }
        canAdd={(rows) => rows.length < channelTypeCount}
        defaults={() => ({ contentFormat: 'TEXT' })}
        fieldInputs={contentInputs}
        onClose={() => {
          void invalidateCalls(client, crudCalls(templateInfoResource).list);
          onClose();
        }}
      />
    </TemplateVarsContext.Provider>
  );
}
