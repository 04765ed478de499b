import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { queryRows, type Db } from '@procure/server-db';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  messages,
  notices,
  postMessages,
  publishNotice,
  saveNotice,
  withdrawNotice,
} from '@procure/message-server';
import { identitySchema } from '@procure/identity-server';
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
    // The supplier portal's message center: one top-level entry, which the top bar's bell opens too
    // (TOP_NAV_MENU_CODES.messages). Every supplier user (homepage): the messages are the user's own.
    id: menuId(856),
    site: 'supplier',
    code: 'messageIndex',
    parentCode: null,
    nameZh: '消息中心',
    nameEn: 'Messages',
    path: '/messageCenter/index',
    icon: 'message',
    sort: 80,
    permissionKey: PERMISSIONS.homepage,
  },
  // Copy-to lists (issue #12 §5, spec §2 `/copyto`): a group of its own under its own permission (every
  // buyer role holds it), so anyone copied sees the lists whatever the document's domain permission.
  {
    id: menuId(853),
    site: 'buyer',
    code: 'copyTo',
    parentCode: null,
    nameZh: '抄送我的',
    nameEn: 'Copied to me',
    path: '/copyto',
    icon: 'message',
    sort: 85,
    permissionKey: PERMISSIONS.copyTo,
  },
  {
    id: menuId(854),
    site: 'buyer',
    code: 'copyToSupplier',
    parentCode: 'copyTo',
    nameZh: '供应商申请',
    nameEn: 'Supplier applications',
    path: '/copyto/supplier',
    icon: 'message',
    sort: 20,
    permissionKey: PERMISSIONS.copyTo,
  },
  {
    id: menuId(855),
    site: 'buyer',
    code: 'copyToPayable',
    parentCode: 'copyTo',
    nameZh: '付款申请',
    nameEn: 'Payment applications',
    path: '/copyto/payable',
    icon: 'message',
    sort: 30,
    permissionKey: PERMISSIONS.copyTo,
  },
  {
    // Company notices (issue #12 §4), under company settings.
    id: menuId(852),
    site: 'buyer',
    code: 'settingNotice',
    parentCode: 'setting',
    nameZh: '公告设置',
    nameEn: 'Notices',
    path: '/setting/noticeSetting',
    icon: 'message',
    sort: 40,
    permissionKey: PERMISSIONS.settingNotice,
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
  await seedNotices(tx, tenantId);
  await seedSupplierMessages(tx, tenantId);
  const [existing] = await tx
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.kind, 'notice'), sql`${messages.link} is null`));
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

/**
 * Company notices in each demo tenant (issue #12 §4): two published (to everyone, to the approvers), one
 * withdrawn, one draft — through the domain's own functions, so the messages reach their audiences as a
 * real publish would. Skipped when the tenant has notices.
 */
async function seedNotices(tx: Db, tenantId: string): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(notices);
  if ((existing?.n ?? 0) > 0) return;
  const caller = { tenantId, userId: DEMO_IDS.users.admin };
  const now = new Date();
  const [approverRole] = await tx
    .select({ id: identitySchema.roles.id })
    .from(identitySchema.roles)
    .where(and(eq(identitySchema.roles.tenantId, tenantId), eq(identitySchema.roles.code, 'approver')));
  const write = (title: string, content: string, roleIds: string[] = []) =>
    saveNotice(tx, caller, {
      title,
      content,
      audience: roleIds.length ? 'roles' : 'all',
      roleIds,
      publishAt: undefined,
    });

  const stocktake = await write(
    '年终盘点期间暂停收货（12 月 28 日至 31 日）',
    '各位同事：\n\n年终盘点期间（12 月 28 日至 31 日）仓库暂停收货，请提前与供应商确认送货时间。紧急物资请联系仓储部。\n\n行政部',
  );
  await publishNotice(tx, caller, stocktake.id, now);
  if (approverRole) {
    const approvals = await write(
      '审批时效提醒：请在 2 个工作日内处理待审批单据',
      '为保证采购及时，请审批人在收到待办后 2 个工作日内处理；出差期间请设置工作代理。',
      [approverRole.id],
    );
    await publishNotice(tx, caller, approvals.id, now);
  }
  const moved = await write('供应商大会时间调整', '原定 12 月 5 日的供应商大会改期，具体时间另行通知。');
  await publishNotice(tx, caller, moved.id, now);
  await withdrawNotice(tx, caller, moved.id);
  await write('春节放假安排（草稿）', '春节放假时间：2 月 14 日至 2 月 22 日。放假期间订单处理安排如下……');
}

/**
 * The supplier portal's message center on a first start: each supplier user of the tenant gets the
 * certificate renewal notice its customer sends (as certificate-notices.ts posts it), unread, linking to
 * its qualification page. Skipped when the tenant's supplier users have such a message.
 */
async function seedSupplierMessages(tx: Db, tenantId: string): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.link, '/vdQualification'));
  if ((existing?.n ?? 0) > 0) return;
  const rows = await queryRows<{ user_id: string; vendor_name: string; tenant_name: string }>(
    tx,
    sql`
      select u.id as user_id, v.name_zh as vendor_name, t.short_name_zh as tenant_name
        from tenant_members m
        join users u on u.id = m.user_id and u.site = 'supplier'
        join vendors v on v.id = u.vendor_id
        join tenants t on t.id = m.tenant_id
       where m.tenant_id = ${tenantId}`,
  );
  for (const row of rows) {
    await postMessages(tx, {
      tenantId,
      recipientIds: [row.user_id],
      kind: 'notice',
      titleCode: ERROR_CODES.vendorNoticeTitle,
      bodyCode: ERROR_CODES.vendorNoticeExpiringBody,
      params: {
        tenant: row.tenant_name,
        vendor: row.vendor_name,
        certificate: '营业执照',
        number: '91310000MA1FL0001X',
        date: '2026-12-31',
      },
      link: '/vdQualification',
    });
  }
}
