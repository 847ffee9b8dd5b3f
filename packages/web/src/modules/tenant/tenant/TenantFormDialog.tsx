import { tenantResource } from '@pharma/contract';
import { FormDialog } from '../../../crud/FormDialog.tsx';
import type { AddedTenant, Tenant } from './tenant.api.ts';

/**
 * 新增 / 编辑 a tenant: crud's FormDialog over the declared fields, with the generated tenant id shown locked on
 * edit. An add answers with the administrator's first password, which the page must show once (`onAdded`); a
 * reply without one (nothing to show) just closes. A refused save keeps the dialog open (lib/http toasts why).
 */
export function TenantFormDialog({
  row,
  onClose,
  onAdded,
}: {
  row?: Tenant;
  onClose: () => void;
  onAdded: (tenant: AddedTenant) => void;
}) {
  return (
    <FormDialog
      def={tenantResource}
      mode={row ? 'edit' : 'add'}
      row={row}
      shownOnEdit={['tenantId']}
      onClose={onClose}
      onSaved={(reply, mode) => {
        const added = reply as AddedTenant | undefined;
        if (mode === 'add' && added?.adminPassword) onAdded(added);
        else onClose();
      }}
    />
  );
}
