import { sql } from 'drizzle-orm';
import { queryRows } from '@procure/server-db';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { translateCode } from '@procure/shared-i18n';
import { groupDigestItems, type DigestSource } from '@procure/message-server';
import { purchaseOrderLines, purchaseOrders } from './schema.ts';

const O = CODES.order;

/**
 * The digest section "Your orders that need you", per buyer: orders the supplier refused (11: re-source
 * or cancel them) and orders with delivered goods not yet received (2 or 3 with a line delivered beyond
 * its receipts). Refused orders first, then the oldest.
 */
export const orderDigestSource: DigestSource = {
  key: 'orders',
  order: 20,
  titleCode: ERROR_CODES.messageDigestSectionOrders,
  async collect(tx, tenantId, _now, limit) {
    const rows = await queryRows<{ buyer_id: string; code: string; refused: boolean }>(
      tx,
      sql`select o.buyer_id, o.code, o.status = ${O.returned.code} as refused
            from ${purchaseOrders} o
           where o.tenant_id = ${tenantId}
             and (o.status = ${O.returned.code}
                  or (o.status in (${O.awaitingReceipt.code}, ${O.partlyReceived.code})
                      and exists (select 1 from ${purchaseOrderLines} l
                                   where l.tenant_id = o.tenant_id and l.order_id = o.id
                                     and l.delivered_qty > l.received_qty)))
           order by o.buyer_id, (o.status = ${O.returned.code}) desc, o.created_at, o.id`,
    );
    return groupDigestItems(
      rows.map((r) => {
        const code = r.refused
          ? ERROR_CODES.messageDigestItemOrderRefused
          : ERROR_CODES.messageDigestItemOrderToReceive;
        const item = {
          zh: translateCode('zh-CN', code, { code: r.code }),
          en: translateCode('en-US', code, { code: r.code }),
        };
        return { userId: r.buyer_id, item };
      }),
      limit,
    );
  },
};
