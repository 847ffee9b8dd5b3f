import { purchaseDocsCalls } from '@pharma/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { useBodyCall } from '../../../lib/useCall.ts';

/** The buyers to filter by: those of the orders the user sees (purchaseOrder/list), read when the select opens. */
export function BuyerSelect(props: {
  value?: string;
  onChange?: (value?: string) => void;
  id?: string;
  placeholder?: string;
}) {
  const [wanted, setWanted] = useState(false);
  const orders = useBodyCall(purchaseDocsCalls.orderList, {}, { enabled: wanted, staleTime: 60_000 });
  const buyers = new Map<string, string>();
  for (const order of orders.data ?? []) if (order.buyerId) buyers.set(order.buyerId, order.buyerName ?? order.buyerId);
  return (
    <Select<string>
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 140 }}
      {...props}
      onOpenChange={(open) => open && setWanted(true)}
      loading={orders.isFetching}
      options={[...buyers].map(([value, label]) => ({ value, label }))}
    />
  );
}
