import type { ReceiptListQuery, ToReceiveQuery } from '@procure/receiving-data-access';
import { listParams, type ListQuery } from '@procure/shared-ui';

/** The to-receive list's server query for the URL's list query; empty filters are left out. */
export const toReceiveQuery = (query: ListQuery) =>
  listParams<ToReceiveQuery>(query, {
    text: ['keyword'],
    number: ['status'],
    ranges: { created: ['createdFrom', 'createdTo'] },
  });

/** The const list's (received records) server query. */
export const receiptListQuery = (query: ListQuery) =>
  listParams<ReceiptListQuery>(query, {
    text: ['keyword'],
    number: ['status'],
    ranges: { received: ['receivedFrom', 'receivedTo'] },
  });
