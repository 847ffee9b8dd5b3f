import { crudCalls, dictCalls, shipperResource, supplierResource, warehouseResource } from '@pharma/contract';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { seededOptions } from '../../../../test/dictStub.ts';
import { fakeBackend } from '../../../../test/fakeBackend.ts';
import type { ModulePage } from '../../../app/webModule.ts';
import { setHttpHooks } from '../../../lib/http.ts';

/**
 * What the tests of 智能采购's base screens share: a fake server from the call declarations that already answers
 * the seeded dictionaries and the tenant's shippers, suppliers and warehouses; antd select helpers.
 */
export const shippers = [
  { id: '9101', shipperCode: 'HDKY', shipperName: '华东康源医药', status: 1 },
  { id: '9102', shipperCode: 'XNJK', shipperName: '西南健康药业', status: 1 },
];
export const suppliers = [
  { id: '9201', supplierCode: 'GZBY', supplierName: '广州白云山医药', status: 1 },
  { id: '9202', supplierCode: 'HRSZ', supplierName: '华润三九', status: 1 },
];
export const warehouses = [{ id: '9301', warehouseCode: 'WH01', warehouseName: '上海阴凉库', status: 1 }];

export const pageOf = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

export function purchaseBackend() {
  setHttpHooks({ navigate: vi.fn() });
  return fakeBackend()
    .on(dictCalls.dict.dictionary, ({ query, lang }) => seededOptions(query.code ?? '', lang))
    .on(crudCalls(shipperResource).list, () => pageOf(shippers))
    .on(crudCalls(supplierResource).list, () => pageOf(suppliers))
    .on(crudCalls(warehouseResource).list, () => pageOf(warehouses));
}

const openDropdown = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);

/** The labels of the options the antd Select `input` offers once opened. */
export async function optionsOfInput(input: HTMLElement): Promise<string[]> {
  fireEvent.mouseDown(input);
  return waitFor(() => {
    const options = [...(openDropdown()?.querySelectorAll('.ant-select-item-option') ?? [])].map(
      (o) => o.textContent ?? '',
    );
    if (options.length === 0) throw new Error('no options');
    return options;
  });
}

/** Opens the antd Select `input` and clicks the option `option`. */
export async function pick(input: HTMLElement, option: string) {
  fireEvent.mouseDown(input);
  const item = await waitFor(() => {
    const found = [...(openDropdown()?.querySelectorAll('.ant-select-item-option') ?? [])].find(
      (o) => o.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** Opens the antd Select labelled `label` inside `scope` and clicks `option`. */
export const choose = (scope: HTMLElement, label: string, option: string) =>
  pick(within(scope).getByLabelText(label), option);

/** The screen a module's page entry loads (what the page registry renders at that menu path). */
export async function loadPage(pages: Record<string, ModulePage>, path: string) {
  const page = pages[path];
  if (!page) throw new Error(`no page at ${path}`);
  return (typeof page === 'function' ? page : page.load)();
}
