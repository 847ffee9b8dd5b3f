import { tenantResource } from '@pharma/contract';
import { ShownOnceDialog } from '../../../crud/ShownOnceDialog.tsx';
import { useText } from '../../../i18n/useText.ts';
import type { AddedTenant } from './tenant.api.ts';
import { tenantTexts as texts } from './tenant.texts.ts';

/** The new tenant's administrator and its first password, shown this one time. */
export function AdminIssuedDialog({ tenant, onClose }: { tenant: AddedTenant; onClose: () => void }) {
  const text = useText();
  const { tenantId, tenantName } = tenantResource.fields;
  return (
    <ShownOnceDialog
      title={text(texts.issuedTitle)}
      warning={text(texts.issuedNote)}
      items={[
        { key: 'tenantId', label: text(tenantId.label), children: tenant.tenantId },
        { key: 'tenantName', label: text(tenantName.label), children: tenant.tenantName },
        { key: 'account', label: text(texts.adminAccount), children: tenant.adminAccount ?? 'admin' },
      ]}
      secretLabel={text(texts.adminPassword)}
      secret={tenant.adminPassword ?? ''}
      copyLabel={text(texts.copyPassword)}
      width={520}
      onClose={onClose}
    />
  );
}
