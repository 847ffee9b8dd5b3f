import { type GoodsInfoRecord, goodsInfoCalls, goodsResource } from '@pharma/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { DictTag } from '../../../dict/DictTag.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { goodsInfoTexts as texts } from './goods-info.texts.ts';

const g = goodsResource.fields;

/**
 * 商品信息 (goodsinformation/list) as a picker: a shipper's goods with their price and available stock, searched by
 * code, name or approval number and by prescription class, paged on the server; several chosen across pages
 * (`chosen`, kept by goods id). Enabled goods only: a disabled one is not granted or barred anew.
 */
export function GoodsInfoTable({
  shipperId,
  chosen,
  onChoose,
}: {
  shipperId: string;
  chosen: GoodsInfoRecord[];
  onChoose: (goods: GoodsInfoRecord[]) => void;
}) {
  const text = useText();
  const pager = usePaging();
  const [keyword, setKeyword] = useState('');
  const [rxType, setRxType] = useState<string | undefined>();
  const query = {
    shipperId,
    current: String(pager.paging.current),
    size: String(pager.paging.size),
    status: '1',
    ...(keyword ? { keyword } : {}),
    ...(rxType ? { rxType } : {}),
  };
  const list = useQuery({
    queryKey: callKey(goodsInfoCalls.list, query),
    queryFn: () => callApi(goodsInfoCalls.list, { query }),
    placeholderData: keepPreviousData,
  });
  const pagination = usePagination(pager, list.data ?? undefined);
  const columns: TableColumnsType<GoodsInfoRecord> = [
    { key: 'goodsCode', dataIndex: 'goodsCode', title: text(g.goodsCode.label), width: 100 },
    { key: 'commonName', dataIndex: 'commonName', title: text(g.commonName.label), width: 180 },
    { key: 'spec', dataIndex: 'spec', title: text(g.spec.label), width: 130 },
    { key: 'manufacturer', dataIndex: 'manufacturer', title: text(g.manufacturer.label), width: 200, ellipsis: true },
    { key: 'controlLevel', dataIndex: 'controlLevel', title: text(g.controlLevel.label), width: 90, align: 'right' },
    {
      key: 'rxType',
      dataIndex: 'rxType',
      title: text(g.rxType.label),
      width: 100,
      render: (v: unknown) => <DictTag code="sc_rx_type" value={v} />,
    },
    { key: 'retailPrice', dataIndex: 'retailPrice', title: text(texts.retailPrice), width: 90, align: 'right' },
    { key: 'availableQty', dataIndex: 'availableQty', title: text(texts.availableQty), width: 100, align: 'right' },
  ];
  const fit = useTableFit(columns, true);
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={text(texts.keyword)}
          placeholder={text(texts.keywordHint)}
          maxLength={50}
          style={{ width: 240 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            pager.restart();
          }}
        />
        <DictSelect
          code="sc_rx_type"
          aria-label={text(g.rxType.label)}
          placeholder={text(g.rxType.label)}
          style={{ minWidth: 140 }}
          onChange={(v) => {
            setRxType(v === undefined || v === null ? undefined : String(v));
            pager.restart();
          }}
        />
        <span>{text(texts.chosen).replace('{count}', String(chosen.length))}</span>
      </Space>
      <Table<GoodsInfoRecord>
        rowKey="goodsId"
        size="small"
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={pagination}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: chosen.map((c) => c.goodsId),
          onChange: (_keys, rows) => {
            // Rows of other pages come back as undefined: keep what was chosen there.
            const known = new Map(chosen.map((c) => [c.goodsId, c]));
            const next = _keys.map((k) => rows.find((r) => r?.goodsId === k) ?? known.get(String(k))).filter(Boolean);
            onChoose(next as GoodsInfoRecord[]);
          },
        }}
        {...fit}
      />
    </>
  );
}
