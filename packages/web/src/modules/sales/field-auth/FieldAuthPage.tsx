import { fieldAuthResource } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import { invalidateFolders } from '../../../lib/useCall.ts';
import { SalesImportButton } from '../upload/SalesImportButton.tsx';
import { FieldCodeInput, SubjectInput } from './fieldAuthInputs.tsx';

const def = fieldAuthResource;
const fieldInputs = { subjectId: SubjectInput, fieldCode: FieldCodeInput };

/**
 * 字段权限 (/salesmobile/field-auth): the generic screen of the declared resource, its subject picked among the
 * tenant's roles or users by the subject type, its field among the app's sensitive fields, and 导入 (template 105).
 */
export function FieldAuthPage() {
  const client = useQueryClient();
  const refresh = () => void invalidateFolders(client, def.api);
  return (
    <CrudPage
      def={def}
      fieldInputs={fieldInputs}
      toolbarExtra={() => <SalesImportButton moduleNo={105} onDone={refresh} />}
    />
  );
}

/** React.lazy (the page registry) wants a default export. */
export default FieldAuthPage;
