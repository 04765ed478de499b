import { PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { count, eq } from 'drizzle-orm';
import { messages, postMessages } from '@procure/message-server';
import { DEMO_IDS, menuId } from '../demo-ids.ts';

// Demo data of the message domain (issue #6): its menu entries (global; menu ids from its own range of
// menuId, see ./README.md) and its rows in each demo tenant. Idempotent: onConflictDoNothing.
// The approval inbox pages are built with the message center, so their menus live here too, with ids
// from the approval range the engine helper left to them (720–749).

/** Menu entries of the pages this domain adds (rows of identitySchema.menuItems). */
export const messageMenus: {
  id: string;
  site: 'buyer' | 'supplier';
  code: string;
  parentCode: string | null;
  nameZh: string;
  nameEn: string;
  path: string;
  icon: string;
  sort: number;
  permissionKey: string;
}[] = [
  {
    id: menuId(850),
    site: 'buyer',
    code: 'messageCenter',
    parentCode: null,
    nameZh: '消息中心',
    nameEn: 'Message center',
    path: '/messageCenter',
    icon: 'message',
    sort: 90,
    permissionKey: PERMISSIONS.messageCenter,
  },
  {
    // The top bar's bell opens this entry (TOP_NAV_MENU_CODES.messages).
    id: menuId(851),
    site: 'buyer',
    code: 'messageIndex',
    parentCode: 'messageCenter',
    nameZh: '我的消息',
    nameEn: 'My messages',
    path: '/messageCenter/index',
    icon: 'message',
    sort: 10,
    permissionKey: PERMISSIONS.messageCenter,
  },
  {
    id: menuId(720),
    site: 'buyer',
    code: 'procurementPendingApproval',
    parentCode: 'procurement',
    nameZh: '待我审批',
    nameEn: 'Pending my approval',
    path: '/procurement/pendingApproval',
    icon: 'approval',
    sort: 40,
    permissionKey: PERMISSIONS.procurementApproval,
  },
  {
    id: menuId(721),
    site: 'buyer',
    code: 'procurementApproved',
    parentCode: 'procurement',
    nameZh: '我已审批',
    nameEn: 'Approved by me',
    path: '/procurement/approved',
    icon: 'approval',
    sort: 41,
    permissionKey: PERMISSIONS.procurementApproval,
  },
];

/** A welcome notice for the purchaser and the approver of each demo tenant (once: skipped when present). */
export async function seedMessage(tx: Db, tenantId: string): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(messages).where(eq(messages.kind, 'notice'));
  if ((existing?.n ?? 0) > 0) return;
  for (const [userId, name] of [
    [DEMO_IDS.users.purchaser, '采购员'],
    [DEMO_IDS.users.approver, '审批人'],
  ] as const) {
    await postMessages(tx, {
      tenantId,
      recipientIds: [userId],
      kind: 'notice',
      titleCode: 'message.welcome.title',
      bodyCode: 'message.welcome.body',
      params: { name },
    });
  }
}
