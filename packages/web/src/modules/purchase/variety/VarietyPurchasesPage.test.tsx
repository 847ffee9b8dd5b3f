import { purchaseDocsCalls as calls, crudCalls, varietyResource } from '@pharma/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { cellsOf, choose, contractLine, docsBackend, pageOf, resetScreensAfterEach } from '../purchase.fixture.tsx';
import { VarietyPurchasesPage } from './VarietyPurchasesPage.tsx';

const rows = [
  {
    varietyId: '81',
    varietyCode: 'PZ001',
    varietyName: '阿莫西林胶囊 0.25g',
    goodsCount: 3,
    contractCount: 4,
    totalQty: '5200.000',
    totalAmount: '63440.00',
    avgPrice: '12.2000',
    lowestPrice: '11.8000',
    lastPrice: '12.5000',
    lastSupplierName: '国药控股华东',
    lastSignDate: '2099-02-20',
  },
  {
    varietyId: '82',
    varietyCode: 'PZ002',
    varietyName: '布洛芬缓释胶囊 0.3g',
    goodsCount: 1,
    contractCount: 1,
    totalQty: '800.000',
    totalAmount: '9600.00',
    avgPrice: '12.0000',
    lowestPrice: '12.0000',
    lastPrice: '12.0000',
    lastSupplierName: '上海医药分销',
    lastSignDate: '2099-01-05',
  },
];

function startServer() {
  return docsBackend()
    .on(crudCalls(varietyResource).list, () =>
      pageOf([{ id: '81', varietyCode: 'PZ001', varietyName: '阿莫西林胶囊 0.25g' }]),
    )
    .on(calls.varietyPurchases, () => pageOf(rows))
    .on(calls.contractDetailQuery, ({ body }) =>
      pageOf(
        body.varietyId === '81'
          ? [
              {
                ...contractLine(1),
                contractNo: 'CGHT209902200001',
                contractType: 2,
                contractStatus: 3,
                supplierId: '21',
                supplierName: '国药控股华东',
                signDate: '2099-02-20',
                validTo: '2099-12-31',
              },
            ]
          : [],
      ),
    );
}

const showVarieties = (codes: readonly string[] = ['variety_purchases', 'variety_purchases_view']) =>
  showPage(<VarietyPurchasesPage />, codes, '布洛芬缓释胶囊 0.3g');

resetScreensAfterEach();

describe('purchases by variety (品种采购)', () => {
  it('lists each variety’s purchases with its prices as the server sends them', async () => {
    const backend = startServer();
    await showVarieties();
    const row = rowOf('阿莫西林胶囊 0.25g');
    expect(within(row).getByText('63440.00')).toBeTruthy();
    expect(within(row).getByText('11.8000')).toBeTruthy();
    expect(backend.asked(calls.varietyPurchases)[0]!.body).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('filters by variety and contract status', async () => {
    const backend = startServer();
    await showVarieties();
    await choose(document.body, '品种', '阿莫西林胶囊 0.25g');
    await choose(document.body, '合同状态', '执行中');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backend.asked(calls.varietyPurchases).at(-1)!.body).toEqual({
        varietyId: '81',
        contractStatus: 3,
        pageNum: 1,
        pageSize: 10,
      }),
    );
  });

  it('明细 lists the contract lines of the variety', async () => {
    const backend = startServer();
    await showVarieties();
    fireEvent.click(within(rowOf('阿莫西林胶囊 0.25g')).getByRole('button', { name: '明细' }));
    const dialog = await lastDialog();
    const lines = await within(dialog).findByTestId('variety-lines');
    await within(lines).findByText('CGHT209902200001');
    expect(backend.asked(calls.contractDetailQuery)[0]!.body).toEqual({ varietyId: '81', pageNum: 1, pageSize: 10 });
    expect(cellsOf(lines)[0]).toContain('1000.000');
  });

  it('offers no drill-down without its code', async () => {
    startServer();
    await showVarieties(['variety_purchases']);
    expect(within(rowOf('阿莫西林胶囊 0.25g')).queryAllByRole('button')).toHaveLength(0);
  });
});
