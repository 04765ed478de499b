import type { ApiV1Paths } from '@procure/shared-api-client';

type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type DataOf<R> = JsonOf<R> extends { data: infer D } ? D : never;

/** One keyset page of `GET /order/list` (generated from the server's OpenAPI). */
export type OrderPage = DataOf<ApiV1Paths['/order/list']['get']['responses'][200]>;
export type OrderSummary = OrderPage['items'][number];
/** The query of `GET /order/list`. */
export type OrderListQuery = NonNullable<ApiV1Paths['/order/list']['get']['parameters']['query']>;
/** `GET /order/detail/{id}`: header, lines with their ledger, history. */
export type OrderDetail = DataOf<ApiV1Paths['/order/detail/{id}']['get']['responses'][200]>;
export type OrderLine = OrderDetail['lines'][number];
