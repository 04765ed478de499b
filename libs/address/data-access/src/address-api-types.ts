import type { ApiV1Paths, DataOf } from '@procure/shared-api-client';

/** One address as `GET /person/addresses/list` returns it (generated from the server's OpenAPI). */
export type Address = DataOf<ApiV1Paths['/person/addresses/list']['get']['responses'][200]>[number];

/** The body of `POST /person/addresses/addOrModify` (no id: add; with id: modify). */
export type SaveAddressBody = NonNullable<
  ApiV1Paths['/person/addresses/addOrModify']['post']['requestBody']
>['content']['application/json'];
