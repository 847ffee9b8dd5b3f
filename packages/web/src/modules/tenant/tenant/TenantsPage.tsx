import { tenantCodes, tenantResource } from '@pharma/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '../../../crud/api.ts';
import { ListScreen, useAddAndBatchDelete, useAllowed, useWithSelection } from '../../../crud/ListScreen.tsx';
import { usePagedList } from '../../../crud/usePagedList.ts';
import { ViewDialog } from '../../../crud/ViewDialog.tsx';
import { useText } from '../../../i18n/useText.ts';
import { AdminIssuedDialog } from './AdminIssuedDialog.tsx';
import { tenantColumns, tenantRenders } from './columns.tsx';
import { PickOneDialog } from './PickOneDialog.tsx';
import { SettingDialog } from './SettingDialog.tsx';
import { TenantFormDialog } from './TenantFormDialog.tsx';
import type { AddedTenant, Tenant } from './tenant.api.ts';
import { tenantTexts as texts } from './tenant.texts.ts';
import { useDatasourceOptions, usePackageOptions, useTenantWrites } from './useTenants.ts';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit' | 'view' | 'datasource' | 'package'; row: Tenant }
  | { kind: 'setting'; rows: Tenant[] }
  | { kind: 'issued'; tenant: AddedTenant };

const codes = { ...tenantCodes, package: tenantCodes.product };

/** 数据源配置: the platform's datasources (none = the platform database). */
function DatasourceDialog({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  const options = useDatasourceOptions();
  const { datasource } = useTenantWrites();
  return (
    <PickOneDialog
      tenant={tenant}
      title={texts.datasource}
      label={tenantResource.fields.datasourceName.label}
      hint={texts.datasourceHint}
      options={options}
      current={tenant.datasourceId}
      save={(datasourceId) => datasource.mutateAsync({ tenantId: tenant.tenantId, datasourceId })}
      onClose={onClose}
    />
  );
}

/** 产品包配置: the tenant packages (none = every non-platform menu). */
function PackageDialog({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  const options = usePackageOptions();
  const { packageSetting } = useTenantWrites();
  return (
    <PickOneDialog
      tenant={tenant}
      title={texts.package}
      label={tenantResource.fields.packageName.label}
      hint={texts.packageHint}
      options={options}
      current={tenant.packageId}
      save={(packageId) => packageSetting.mutateAsync({ tenantId: tenant.tenantId, packageId })}
      onClose={onClose}
    />
  );
}

/**
 * 租户管理 (/system/tenant, the platform administrator's): search, paged list, add / edit / view / delete, and
 * the tenant's quota and expiry (授权配置), datasource and package. After an add the administrator's first
 * password is shown once. Every button follows the permission codes.
 */
export function TenantsPage() {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const allowed = useAllowed();
  const list = usePagedList<Tenant>(tenantResource);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { selected } = list;

  /** Batch actions need a selection (请选择至少一条数据); single ones exactly one row (只能选择一条数据). */
  const withSelection = useWithSelection(selected);
  const withOne = (run: (row: Tenant) => void) =>
    withSelection(([row, ...rest]) => {
      if (rest.length > 0 || !row) void message.warning(text(texts.onlyOne));
      else run(row);
    });

  // A refusal (the platform tenant 000000 cannot be removed) is toasted by lib/http.
  const asTenant = (row: CrudRecord) => row as Tenant;
  const columns = tenantColumns(text, t, {
    view: allowed(codes.view) ? (row) => setDialog({ kind: 'view', row: asTenant(row) }) : undefined,
    edit: allowed(codes.edit) ? (row) => setDialog({ kind: 'edit', row: asTenant(row) }) : undefined,
    remove: allowed(codes.delete) ? (row) => list.confirmRemove([row.id]) : undefined,
  });
  const toolbar = [
    ...useAddAndBatchDelete(
      allowed(codes.add) ? () => setDialog({ kind: 'add' }) : undefined,
      allowed(codes.delete) ? withSelection((rows) => list.confirmRemove(rows.map((r) => r.id))) : undefined,
    ),
    allowed(codes.setting) && {
      key: 'setting',
      label: text(texts.setting),
      onClick: withSelection((rows) => setDialog({ kind: 'setting', rows })),
    },
    allowed(codes.datasource) && {
      key: 'datasource',
      label: text(texts.datasource),
      onClick: withOne((row) => setDialog({ kind: 'datasource', row })),
    },
    allowed(codes.package) && {
      key: 'package',
      label: text(texts.package),
      onClick: withOne((row) => setDialog({ kind: 'package', row })),
    },
  ];

  const close = () => setDialog(null);
  return (
    <ListScreen<CrudRecord>
      // tenant/list takes the four fields only, no created-time range.
      search={{ def: tenantResource, createTime: false, onSearch: list.search }}
      toolbar={toolbar}
      toolbarWrap
      exportOf={{ source: 'tenant', filters: list.filters }}
      table={{
        columns,
        dataSource: list.records,
        loading: list.loading,
        rowSelection: list.rowSelection,
        pagination: list.pagination,
      }}
    >
      {dialog?.kind === 'view' && (
        <ViewDialog def={tenantResource} row={dialog.row} render={tenantRenders(text)} onClose={close} />
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <TenantFormDialog
          row={dialog.kind === 'edit' ? dialog.row : undefined}
          onClose={close}
          onAdded={(tenant) => setDialog({ kind: 'issued', tenant })}
        />
      )}
      {dialog?.kind === 'issued' && <AdminIssuedDialog tenant={dialog.tenant} onClose={close} />}
      {dialog?.kind === 'setting' && <SettingDialog tenants={dialog.rows} onClose={close} />}
      {dialog?.kind === 'datasource' && <DatasourceDialog tenant={dialog.row} onClose={close} />}
      {dialog?.kind === 'package' && <PackageDialog tenant={dialog.row} onClose={close} />}
    </ListScreen>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default TenantsPage;
