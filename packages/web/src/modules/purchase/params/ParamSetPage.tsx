import {
  crudCalls,
  defaultTenantId,
  format,
  type ParamValueRecord,
  paramMessages,
  purchaseBaseCalls,
  resourceByName,
  tenantLabel,
} from '@pharma/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Form, Row, Select, Space, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { isPlatformAdministrator, TenantSelect } from '../../../crud/crossTenant.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { useCall } from '../../../lib/useCall.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { paramsTexts as texts } from '../base.texts.ts';
import { ShipperSelect } from '../document/pickers.tsx';
import { useFormFrom, useShipperForm } from '../setting/useShipperForm.ts';
import { ParamInput, paramValueProps } from './ParamInput.tsx';
import './params.css';

type Values = Record<string, string>;
const shipperList = crudCalls(resourceByName('sc_shipper')).list;

/**
 * The platform administrator's shipper: one of the tenant they chose (every tenant's shippers would start them on a
 * tenant's shipper beside the platform's pages). Picks the first while none is chosen, as ShipperSelect's autoPick.
 */
function TenantShipperSelect({
  tenantId,
  value,
  onChange,
}: {
  tenantId: string;
  value?: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const query = { current: '1', size: '1000', tenantId };
  const rows = useCall(shipperList, query, {
    staleTime: 30_000,
  });
  const options = (rows.data?.records ?? []).map((row) => ({
    value: String(row.id),
    label: String((row as Record<string, unknown>).shipperName ?? row.id),
  }));
  const first = options[0]?.value;
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);
  return (
    <Select<string>
      id="param-set-shipper"
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 220 }}
      loading={rows.isLoading}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}

const valuesOf = (rows: readonly ParamValueRecord[]): Values =>
  Object.fromEntries(rows.map((r) => [r.paramKey, r.paramValue ?? '']));

/** The definitions by group, in the order getTypename gives (a group it does not name goes last). */
function sectionsOf(typenames: readonly string[], rows: readonly ParamValueRecord[]) {
  const names = [...typenames, ...rows.map((r) => r.typename).filter((t) => !typenames.includes(t))];
  return [...new Set(names)]
    .map((name) => ({ name, rows: rows.filter((r) => r.typename === name).sort((a, b) => a.sort - b.sort) }))
    .filter((s) => s.rows.length > 0);
}

/**
 * 参数设置 (/smartsupply/param-set, docs/domain.md §2.3): a shipper and a published parameter page; the page's parameters as
 * a typed form, one card per group (getTypename), each control as its componentType says (text, number with its
 * bounds and unit, switch, dictionary select or checkboxes, date, time), help as a tooltip, required ones marked.
 * 保存本组 saves one group (saveValuesByCategory), 全部保存 the page (saveValues); the server's refusal is shown.
 */
export function ParamSetPage() {
  const text = useText();
  const { client, message, form, shipperId, setShipperId, canEdit } = useShipperForm<Values>('param_set');
  const [pageId, setPageId] = useState<string>();
  // The platform administrator sets any tenant's shippers: the platform's own first, then the tenant they pick, whose
  // shippers and pages go together (a page belongs to one tenant). Anyone else has only their own tenant.
  const administrator = useSession((s) => isPlatformAdministrator(s.userInfo));
  const [tenantId, setTenantId] = useState(defaultTenantId);
  const chooseTenant = (next: string) => {
    setTenantId(next);
    setShipperId(undefined);
    setPageId(undefined);
  };
  const pagesQuery = administrator ? { tenantId } : {};

  const pages = useCall(purchaseBaseCalls.setPagePublished, pagesQuery);
  const firstPage = pages.data?.[0]?.id;
  useEffect(() => {
    if (!pageId && firstPage) setPageId(firstPage);
  }, [pageId, firstPage]);

  const typenames = useCall(
    purchaseBaseCalls.getTypename,
    { pageId: pageId ?? '' },
    {
      enabled: Boolean(pageId),
    },
  );
  const valuesQuery = { pageId: pageId ?? '', shipperId: shipperId ?? '' };
  // A save merges what it stored into this read (setQueryData under the same key).
  const valuesKey = callKey(purchaseBaseCalls.queryValues, valuesQuery);
  const values = useCall(purchaseBaseCalls.queryValues, valuesQuery, { enabled: Boolean(pageId && shipperId) });
  useFormFrom(form, values.data, valuesOf);

  const sections = useMemo(() => sectionsOf(typenames.data ?? [], values.data ?? []), [typenames.data, values.data]);

  const merge = (saved: ParamValueRecord[]) => {
    client.setQueryData<ParamValueRecord[]>(valuesKey, (old) =>
      (old ?? []).map((row) => saved.find((s) => s.paramKey === row.paramKey) ?? row),
    );
  };
  const saveSection = useMutation({
    mutationFn: (section: { name: string; values: Values }) =>
      callApi(purchaseBaseCalls.saveValuesByCategory, {
        body: { pageId: pageId ?? '', shipperId: shipperId ?? '', typename: section.name, values: section.values },
      }),
    onSuccess: (saved, section) => {
      merge(saved);
      void message.success(format(text(texts.sectionSaved), { name: section.name }));
    },
  });
  const saveAll = useMutation({
    mutationFn: (all: Values) =>
      callApi(purchaseBaseCalls.saveValues, {
        body: { pageId: pageId ?? '', shipperId: shipperId ?? '', values: all },
      }),
    onSuccess: (saved) => {
      merge(saved);
      void message.success(text(texts.allSaved));
    },
  });

  const pick = (keys: string[]): Values => {
    const all = form.getFieldsValue(true) as Values;
    return Object.fromEntries(keys.map((k) => [k, all[k] ?? '']));
  };
  const onSaveSection = (name: string, keys: string[]) => {
    form.validateFields(keys).then(
      () => saveSection.mutate({ name, values: pick(keys) }),
      () => undefined, // the messages show under the fields
    );
  };
  const onSaveAll = () => {
    const keys = (values.data ?? []).map((r) => r.paramKey);
    form.validateFields().then(
      () => saveAll.mutate(pick(keys)),
      () => undefined,
    );
  };

  const busy = saveSection.isPending || saveAll.isPending;
  return (
    <Card className="crud-page purchase-params">
      <Form layout="inline" className="crud-search">
        {administrator && (
          <Form.Item label={text(tenantLabel)} htmlFor="param-set-tenant">
            <TenantSelect id="param-set-tenant" value={tenantId} onChange={chooseTenant} />
          </Form.Item>
        )}
        <Form.Item label={text(texts.shipper)} htmlFor="param-set-shipper">
          {administrator ? (
            <TenantShipperSelect key={tenantId} tenantId={tenantId} value={shipperId} onChange={setShipperId} />
          ) : (
            <ShipperSelect autoPick id="param-set-shipper" value={shipperId} onChange={setShipperId} />
          )}
        </Form.Item>
        <Form.Item label={text(texts.page)} htmlFor="param-set-page">
          <Select
            id="param-set-page"
            style={{ minWidth: 200 }}
            value={pageId}
            onChange={setPageId}
            loading={pages.isLoading}
            options={(pages.data ?? []).map((p) => ({ value: p.id, label: p.pageName }))}
          />
        </Form.Item>
      </Form>
      {pages.data && pages.data.length === 0 && <Alert type="info" showIcon message={text(texts.noPublished)} />}
      {pages.data && pages.data.length > 0 && !(pageId && shipperId) && (
        <Alert type="info" showIcon message={text(texts.chooseShipperAndPage)} />
      )}
      {values.isError && (
        // The server's reason (a page of another tenant, a page removed meanwhile) stays on the screen, not only in a
        // toast that is gone before anyone reads it.
        <Alert type="warning" showIcon message={values.error.message} data-testid="param-set-error" />
      )}
      {values.data && values.data.length === 0 && <Empty description={text(texts.noParams)} />}
      {values.data && values.data.length > 0 && (
        <Form<Values> form={form} layout="vertical" disabled={!canEdit}>
          {sections.map((section) => (
            <Card
              key={section.name}
              size="small"
              className="purchase-params-section"
              title={<span className="user-data">{section.name}</span>}
              data-testid={`section-${section.name}`}
              extra={
                canEdit && (
                  <Button
                    size="small"
                    loading={saveSection.isPending && saveSection.variables?.name === section.name}
                    disabled={busy}
                    onClick={() =>
                      onSaveSection(
                        section.name,
                        section.rows.map((r) => r.paramKey),
                      )
                    }
                  >
                    {text(texts.saveSection)}
                  </Button>
                )
              }
            >
              <Row gutter={16}>
                {section.rows.map((row) => (
                  <Col xs={24} sm={12} xl={8} key={row.paramKey}>
                    <Form.Item
                      name={row.paramKey}
                      label={
                        <Space size={4}>
                          <span className="user-data">{row.paramName}</span>
                          {!row.saved && (
                            <Tag bordered={false} className="purchase-params-default">
                              {text(texts.defaulted)}
                            </Tag>
                          )}
                        </Space>
                      }
                      tooltip={row.helpText || undefined}
                      required={row.required}
                      rules={
                        row.required
                          ? [
                              {
                                validator: (_, v: unknown) =>
                                  v === undefined || v === null || String(v).trim() === ''
                                    ? Promise.reject(
                                        new Error(format(text(paramMessages.requiredEmpty), { name: row.paramName })),
                                      )
                                    : Promise.resolve(),
                              },
                            ]
                          : []
                      }
                      {...paramValueProps(row)}
                    >
                      <ParamInput def={row} />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Card>
          ))}
          {canEdit && (
            <Space className="purchase-params-actions">
              <Button type="primary" loading={saveAll.isPending} disabled={busy} onClick={onSaveAll}>
                {text(texts.saveAll)}
              </Button>
              <Button onClick={() => values.data && form.setFieldsValue(valuesOf(values.data))}>
                {text(texts.reset)}
              </Button>
            </Space>
          )}
        </Form>
      )}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ParamSetPage;
