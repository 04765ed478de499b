import { sql } from 'drizzle-orm';
import { queryRows } from '@procure/server-db';
import { ERROR_CODES } from '@procure/shared-codes';
import { groupDigestItems, type DigestSource } from '@procure/message-server';
import { approvalInstances, approvalTasks } from './schema.ts';

/**
 * The digest section "Approvals waiting for you": each approver's pending tasks, oldest first (the
 * longest waiting matter most). Tasks a delegate may act on stay in the absent approver's digest.
 */
export const approvalDigestSource: DigestSource = {
  key: 'approvals',
  order: 10,
  titleCode: ERROR_CODES.messageDigestSectionApprovals,
  async collect(tx, tenantId, _now, limit) {
    const rows = await queryRows<{ approver_id: string; doc_code: string; doc_title: string }>(
      tx,
      sql`select t.approver_id, i.doc_code, i.doc_title
            from ${approvalTasks} t
            join ${approvalInstances} i on i.id = t.instance_id
           where t.tenant_id = ${tenantId} and t.state = 'pending'
           order by t.approver_id, t.opened_at, t.id`,
    );
    return groupDigestItems(
      rows.map((r) => {
        const text = [r.doc_code, r.doc_title].filter(Boolean).join(' · ');
        return { userId: r.approver_id, item: { zh: text, en: text } };
      }),
      limit,
    );
  },
};
