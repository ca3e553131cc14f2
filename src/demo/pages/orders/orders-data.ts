import {
  createResourceApi,
  listAllRows,
  prefetchList,
  resourceKeys,
  resourceListQuery,
} from '@/lib/resource';
import type { DataTableQueryOptions } from '@/widgets/data-table/query';
import {
  ordersList,
  type ApiOrder,
  type ApiOrderDetail,
  type OrderCreateInput,
  type OrderHistoryField,
  type OrderPatchInput,
} from '@contract/demo/orders';

/** `/api/orders` and its cache keys. */
export const ordersApi = createResourceApi<
  ApiOrder,
  ApiOrderDetail,
  OrderCreateInput,
  OrderPatchInput,
  OrderHistoryField
>('orders');
export const orderKeys = resourceKeys('orders');

/** How the list reads its query from the URL: the route's loader and the page alike. */
export const ordersListOptions = {
  sortFields: ordersList.sortFields,
  filterFields: ordersList.filterFields,
  urlStatePrefix: 'orders',
  defaultPerPage: 10,
} satisfies DataTableQueryOptions;

export const ordersListQuery = resourceListQuery(ordersApi, orderKeys);

/** The route's loader: starts reading the list page the URL shows. */
export const prefetch = prefetchList(ordersListOptions, ordersListQuery);

/** Every order matching a sort and filter ("all matching" selections, CSV export). */
export const listAllOrders = listAllRows(ordersApi);
