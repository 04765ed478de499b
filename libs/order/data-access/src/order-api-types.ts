import type { ApiV1Paths, DataOf } from '@procure/shared-api-client';

/** One keyset page of `GET /order/list` (generated from the server's OpenAPI). */
export type OrderPage = DataOf<ApiV1Paths['/order/list']['get']['responses'][200]>;
export type OrderSummary = OrderPage['items'][number];
/** The query of `GET /order/list`. */
export type OrderListQuery = NonNullable<ApiV1Paths['/order/list']['get']['parameters']['query']>;
/** `GET /order/detail/{id}`: header, lines with their ledger, history. */
export type OrderDetail = DataOf<ApiV1Paths['/order/detail/{id}']['get']['responses'][200]>;
export type OrderLine = OrderDetail['lines'][number];
