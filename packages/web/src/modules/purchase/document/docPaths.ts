/**
 * The two detail pages (docs/domain.md §2.9, whose route names are crossed): `contract_detail/detail` shows an ORDER (请购明细)
 * and `order_goods/goods` a CONTRACT (合同明细). Kept apart from the pages so the registry loads no page code for them.
 */
export const orderDetailPath = '/smartsupply/contract_detail/detail';
export const contractDetailPath = '/smartsupply/order_goods/goods';
export const orderDetailHref = (id: string) => `${orderDetailPath}?id=${encodeURIComponent(id)}`;
export const contractDetailHref = (id: string) => `${contractDetailPath}?id=${encodeURIComponent(id)}`;
