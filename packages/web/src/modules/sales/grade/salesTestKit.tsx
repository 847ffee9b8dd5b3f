import { dictCalls, type EmployeeOption, type ShipperOption, salesPickerCalls } from '@pharma/contract';
import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { seededOptions } from '../../../../test/dictStub.ts';
import { fakeBackend } from '../../../../test/fakeBackend.ts';
import { pickIn } from '../../../../test/pick.ts';
import { setHttpHooks } from '../../../lib/http.ts';

/**
 * What the tests of the sales-mobile screens share (控销等级, 用户商品, 客户资料, 客户业务员): a fake server from the
 * call declarations already answering the seeded dictionaries and the pickers' shippers and employees; antd helpers.
 */
export const shippers: ShipperOption[] = [
  { id: '9101', shipperCode: 'HDKY', shipperName: '华东康源医药有限公司', tenantId: '100001' },
  { id: '9102', shipperCode: 'XJZT', shipperName: '湘江众泰药业有限公司', tenantId: '100001' },
];
export const employees: EmployeeOption[] = [
  { id: '8001', account: 'wangqiang', realName: '王强', employeeNo: 'HD0007', deptName: '华东一区' },
  { id: '8002', account: 'liuyang', realName: '刘洋', employeeNo: 'HD0008', deptName: '华东二区' },
  { id: '8003', account: 'chenjing', realName: '陈静', employeeNo: 'HD0009', deptName: '销售部' },
];

export const pageOf = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

export function salesBackend() {
  setHttpHooks({ navigate: vi.fn() });
  return fakeBackend()
    .on(dictCalls.dict.dictionary, ({ query, lang }) => seededOptions(query.code ?? '', lang))
    .on(salesPickerCalls.shippers, () => shippers)
    .on(salesPickerCalls.employees, ({ query }) =>
      employees.filter((e) => !query.keyword || `${e.realName}${e.account}${e.employeeNo}`.includes(query.keyword)),
    );
}

/** Opens the antd Select `input` and clicks the option `option`. */
export const pick = pickIn;

/** Types a day into a form's date field (test/typeDate.ts). */
export { typeDate } from '../../../../test/typeDate.ts';

/** The drawer that opened last. */
export const drawer = () =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-drawer-content')].at(-1);
    if (!found) throw new Error('no drawer');
    return found;
  });
