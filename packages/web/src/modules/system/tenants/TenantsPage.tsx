import { messages, permissionsOf } from '@pharma/contract';
import { App, Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord, Filters } from '../../../crud/api.ts';
import { SearchForm } from '../../../crud/SearchForm.tsx';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { useCrudList, useCrudWrites } from '../../../crud/useCrud.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { ViewDialog } from '../../../crud/ViewDialog.tsx';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { AdminIssuedDialog } from './AdminIssuedDialog.tsx';
import type { AddedTenant, Tenant } from './api.ts';
import { tenantColumns, tenantRenders } from './columns.tsx';
import { PickOneDialog } from './PickOneDialog.tsx';
import { SettingDialog } from './SettingDialog.tsx';
import { TenantFormDialog } from './TenantFormDialog.tsx';
import { tenantDef } from './tenantDef.ts';
import { tenantTexts as texts } from './texts.ts';
import { useDatasourceOptions, usePackageOptions, useTenantWrites } from './useTenants.ts';
import '../../../crud/crud.css';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit' | 'view' | 'datasource' | 'package'; row: Tenant }
  | { kind: 'setting'; rows: Tenant[] }
  | { kind: 'issued'; tenant: AddedTenant };

const codes = {
  ...permissionsOf(tenantDef),
  setting: 'tenant_setting',
  datasource: 'tenant_datasource',
  package: 'tenant_product',
};

/** 数据源配置: the platform's datasources (none = the platform database). */
function DatasourceDialog({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  const options = useDatasourceOptions();
  const { datasource } = useTenantWrites();
  return (
    <PickOneDialog
      tenant={tenant}
      title={texts.datasource}
      label={texts.datasourceLabel}
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
      label={texts.packageLabel}
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
  const permission = useSession((s) => s.permission);
  const allowed = (code: string) => can(permission, code);

  const pager = usePaging();
  const [filters, setFilters] = useState<Filters>({});
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useCrudList(tenantDef, { ...pager.paging, filters });
  const pagination = usePagination(pager, list.data, () => setSelectedIds([]));
  const { remove } = useCrudWrites(tenantDef);
  const confirm = useConfirmAction();

  const records = list.data?.records as Tenant[] | undefined;
  // The ticked rows as the list shows them now, so a dialog opened after a save starts from the saved values.
  const selected = (records ?? []).filter((r) => selectedIds.includes(r.id));

  // A refusal (the platform tenant 000000 cannot be removed) is toasted by lib/http.
  const confirmRemove = (ids: string[]) =>
    confirm({
      run: () => remove.mutateAsync(ids),
      onDone: () => setSelectedIds((keep) => keep.filter((id) => !ids.includes(id))),
    });

  /** Batch actions need a selection (请选择至少一条数据); single ones exactly one row (只能选择一条数据). */
  const withSelection = (run: (rows: Tenant[]) => void) => () => {
    if (selected.length === 0) void message.warning(text(messages.selectOne));
    else run(selected);
  };
  const withOne = (run: (row: Tenant) => void) =>
    withSelection(([row, ...rest]) => {
      if (rest.length > 0 || !row) void message.warning(text(texts.onlyOne));
      else run(row);
    });

  const asTenant = (row: CrudRecord) => row as Tenant;
  const columns = tenantColumns(text, t, {
    view: allowed(codes.view) ? (row) => setDialog({ kind: 'view', row: asTenant(row) }) : undefined,
    edit: allowed(codes.edit) ? (row) => setDialog({ kind: 'edit', row: asTenant(row) }) : undefined,
    remove: allowed(codes.delete) ? (row) => confirmRemove([row.id]) : undefined,
  });

  const close = () => setDialog(null);
  return (
    <Card className="crud-page">
      {/* tenant/list takes the four fields only, no created-time range. */}
      <SearchForm
        def={tenantDef}
        createTime={false}
        onSearch={(next) => {
          setFilters(next);
          setSelectedIds([]);
          pager.restart();
        }}
      />
      <Space className="crud-toolbar" wrap>
        {allowed(codes.add) && (
          <Button type="primary" onClick={() => setDialog({ kind: 'add' })}>
            {t('crud.add')}
          </Button>
        )}
        {allowed(codes.delete) && (
          <Button danger onClick={withSelection((rows) => confirmRemove(rows.map((r) => r.id)))}>
            {t('crud.batchDelete')}
          </Button>
        )}
        {allowed(codes.setting) && (
          <Button onClick={withSelection((rows) => setDialog({ kind: 'setting', rows }))}>{text(texts.setting)}</Button>
        )}
        {allowed(codes.datasource) && (
          <Button onClick={withOne((row) => setDialog({ kind: 'datasource', row }))}>{text(texts.datasource)}</Button>
        )}
        {allowed(codes.package) && (
          <Button onClick={withOne((row) => setDialog({ kind: 'package', row }))}>{text(texts.package)}</Button>
        )}
      </Space>
      <Table<CrudRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={records ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        rowSelection={{ selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys.map(String)) }}
        pagination={pagination}
      />
      {dialog?.kind === 'view' && (
        <ViewDialog def={tenantDef} row={dialog.row} render={tenantRenders(text)} onClose={close} />
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
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default TenantsPage;
