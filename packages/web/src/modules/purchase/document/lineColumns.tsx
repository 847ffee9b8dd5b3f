import { docsLabels, goodsResource, type Text } from '@pharma/contract';
import type { ColumnType } from 'antd/es/table';
import { decimalColumn, textColumn } from './docKit.tsx';

const g = goodsResource.fields;

/** What every document line carries of its goods (the snapshot frozen on the document). */
interface Snapshot {
  goodsCode: string | null;
  commonName: string | null;
  spec: string | null;
  unit: string | null;
  manufacturer: string | null;
}

/** The goods columns of a line: code, common name, spec, unit, manufacturer (labels from the goods declaration). */
export function goodsColumns<T extends Snapshot>(text: (t: Text) => string): ColumnType<T>[] {
  return [
    textColumn<T>('goodsCode', text(g.goodsCode.label), 120),
    textColumn<T>('commonName', text(g.commonName.label), 180, true),
    textColumn<T>('spec', text(g.spec.label), 140, true),
    textColumn<T>('unit', text(g.unit.label), 70),
    textColumn<T>('manufacturer', text(g.manufacturer.label), 180, true),
  ];
}

/** What the suggestion works from (docs/domain.md §2.12), kept beside a plan line and an order line that came from one. */
interface Inputs {
  stockQty: string | null;
  availableQty: string | null;
  inTransitQty: string | null;
  soldNotShippedQty: string | null;
  avgDailySales: string | null;
  upperLimitQty: string | null;
  saleableDays: string | null;
  suggestQty: string | null;
}

/** The suggestion's inputs as columns: 库存, 可销, 在途, 已开单未出库, (近三月销量), 日均销量, 上限, 可销天数, 建议量. */
export function suggestionColumns<T extends Inputs>(text: (t: Text) => string, withSales: boolean): ColumnType<T>[] {
  return [
    decimalColumn<T>('stockQty', text(docsLabels.stockQty), 100),
    decimalColumn<T>('availableQty', text(docsLabels.availableQty), 100),
    decimalColumn<T>('inTransitQty', text(docsLabels.inTransitQty), 100),
    decimalColumn<T>('soldNotShippedQty', text(docsLabels.soldNotShippedQty), 120),
    ...(withSales
      ? [decimalColumn<T>('last3MonthSalesQty' as keyof T & string, text(docsLabels.last3MonthSalesQty), 110)]
      : []),
    decimalColumn<T>('avgDailySales', text(docsLabels.avgDailySales), 100),
    decimalColumn<T>('upperLimitQty', text(docsLabels.upperLimitQty), 100),
    decimalColumn<T>('saleableDays', text(docsLabels.saleableDays), 100),
    decimalColumn<T>('suggestQty', text(docsLabels.suggestQty), 100),
  ];
}
