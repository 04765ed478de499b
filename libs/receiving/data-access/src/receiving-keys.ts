import { getSession } from '@procure/shared-api-client';

/** Query keys of receiving, rooted at the tenant so that a tenant switch never shows cached foreign rows. */
export const receivingKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'receiving'] as const,
  toReceive: (query: object) => [...receivingKeys.all(), 'toReceive', query] as const,
  receipts: (query: object) => [...receivingKeys.all(), 'receipts', query] as const,
  receipt: (id: string) => [...receivingKeys.all(), 'receipt', id] as const,
  take: (orderId: string, deliveryId: string | undefined) =>
    [...receivingKeys.all(), 'take', orderId, deliveryId ?? null] as const,
  setting: () => [...receivingKeys.all(), 'setting'] as const,
  vendorReceipts: (query: object) => [...receivingKeys.all(), 'vendor', 'list', query] as const,
  vendorReceipt: (id: string) => [...receivingKeys.all(), 'vendor', 'detail', id] as const,
};
/** The order domain's cache (lists, details): a receipt or a close moves the order's status and ledger. */
const orderCache = () => ['tenant', getSession().tenantId, 'orders'] as const;
export const invalidatedByReceiving = () => [receivingKeys.all(), orderCache()];
