import { eq, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the statement domain (issue #15, /account): its menus and, in Huaxia, two statements of
// account as the create / send / confirm paths would leave them — one SENT to Shanghai Precision (the
// partly received PO202611050002: received 901.60, nothing invoiced at the order price yet — a difference to
// chase) for the `supplier` user to confirm or dispute, and one CONFIRMED by Suzhou Steel (its received
// plates on PO202611020013/-0014) ready for pay apply. Items are snapshots of the ledger at seed time.
// PO202611050001 stays free, for a new statement. Idempotent (a statement that exists is left alone).

type Menu = {
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
};

export const statementMenus: Menu[] = [
  {
    id: menuId(1200),
    site: 'buyer',
    code: 'accountStatementList',
    parentCode: 'paymentManage',
    nameZh: '对账单',
    nameEn: 'Statements of account',
    path: '/account/list',
    icon: 'order',
    sort: 5,
    permissionKey: PERMISSIONS.payment,
  },
  {
    id: menuId(1201),
    site: 'supplier',
    code: 'vendorStatementList',
    parentCode: null,
    nameZh: '对账单确认',
    nameEn: 'Statements',
    path: '/statement/list',
    icon: 'order',
    sort: 39,
    permissionKey: PERMISSIONS.vendorOrder,
  },
  {
    // Statement data rules (spec §2 /setting "statement data", §6): the employee settings' permission.
    id: menuId(1202),
    site: 'buyer',
    code: 'settingStatementData',
    parentCode: 'setting',
    nameZh: '对账数据权限',
    nameEn: 'Statement data rules',
    path: '/setting/statementData',
    icon: 'staff',
    sort: 15,
    permissionKey: PERMISSIONS.settingStaffManage,
  },
];

/**
 * The statement-data journey's employee (password Procure@2026): a Huaxia statement clerk who sees the
 * statements (permission payment) and nothing else — no other journey signs in as them, so the rule the
 * journey gives them changes what no other journey sees.
 */
export const STATEMENT_CLERK = {
  id: demoId(1_030_060),
  roleId: demoId(1_030_061),
  username: 'statement.clerk',
  empName: '郑对账',
} as const;

async function seedStatementClerk(tx: Db, tenantId: string): Promise<void> {
  const { users, roles, rolePermissions, tenantMembers, memberRoles } = identitySchema;
  const C = STATEMENT_CLERK;
  const [admin] = await tx
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, DEMO_IDS.users.admin));
  await tx
    .insert(users)
    .values({
      id: C.id,
      username: C.username,
      passwordHash: admin?.hash ?? 'x',
      empName: C.empName,
      mobile: '13800000015',
      email: 'statements@huaxia.example',
      site: 'buyer',
      language: 'zh_cn',
    })
    .onConflictDoNothing();
  await tx
    .insert(roles)
    .values({
      id: C.roleId,
      tenantId,
      code: 'statementClerk',
      nameZh: '对账专员',
      nameEn: 'Statement clerk',
      site: 'buyer',
    })
    .onConflictDoNothing();
  await tx
    .insert(rolePermissions)
    .values(
      [PERMISSIONS.homepage, PERMISSIONS.userSetting, PERMISSIONS.payment].map((permissionKey) => ({
        tenantId,
        roleId: C.roleId,
        permissionKey,
      })),
    )
    .onConflictDoNothing();
  await tx.insert(tenantMembers).values({ tenantId, userId: C.id }).onConflictDoNothing();
  await tx.insert(memberRoles).values({ tenantId, userId: C.id, roleId: C.roleId }).onConflictDoNothing();
}

const S = CODES.statement;
const H = CODES.historyAction;
const DOC = CODES.documentType.statement.code;

type Seed = {
  n: number;
  code: string;
  vendorId: string;
  orderCodes: string[];
  status: number;
  answeredBy: string | null;
  remark: string;
  /** Closed by a pay apply whose application was then returned by the approver (pay again shows). */
  payment?: { id: string; code: string };
};

const STATEMENTS: Seed[] = [
  {
    n: 1_030_001,
    code: 'ST202611200001',
    vendorId: DEMO_IDS.vendors.shanghaiPrecision,
    orderCodes: ['PO202611050002'],
    status: S.sent.code,
    answeredBy: null,
    remark: '11 月对账：轴承 6206 部分到货',
  },
  {
    n: 1_030_002,
    code: 'ST202611200002',
    vendorId: DEMO_IDS.vendors.suzhouSteel,
    orderCodes: ['PO202611020013', 'PO202611020014'],
    status: S.confirmed.code,
    answeredBy: DEMO_IDS.users.supplier2,
    remark: '11 月钢板对账',
  },
  {
    // Paid with PAY202611200005, which the approver returned ("请核对收货数量后再申请"): the detail says so
    // and offers pay again. Closed, it holds no item: PO202611050001 stays free for a new statement.
    n: 1_030_003,
    code: 'ST202611200003',
    vendorId: DEMO_IDS.vendors.shanghaiPrecision,
    orderCodes: ['PO202611050001'],
    status: S.closed.code,
    answeredBy: DEMO_IDS.users.supplier,
    remark: '10 月轴承对账',
    payment: { id: demoId(1_020_005), code: 'PAY202611200005' },
  },
];

export async function seedStatements(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  const finance = DEMO_IDS.users.finance;
  await seedStatementClerk(tx, tenantId);
  // Statement data rules (/setting/statementData): one restricted employee to show the page — the approver
  // (who has no statement permission by default) would see only Shanghai Precision's statements of Huaxia
  // Shanghai's orders. Every other employee has no rule: all statements.
  await tx.execute(sql`
    insert into statement_data_rules (id, tenant_id, user_id, all_data, vendor_ids, legal_entity_ids, remark,
      created_by, updated_by)
    values (${demoId(1_030_050)}, ${tenantId}, ${DEMO_IDS.users.approver}, false,
      array[${DEMO_IDS.vendors.shanghaiPrecision}::uuid], array[${DEMO_IDS.legalEntities.huaxiaShanghai}::uuid],
      '只看上海精工、华夏上海的对账单', ${DEMO_IDS.users.admin}, ${DEMO_IDS.users.admin})
    on conflict do nothing`);
  for (const st of STATEMENTS) {
    const id = demoId(st.n);
    const exists = await tx.execute(sql`select 1 from statements where id = ${id}`);
    if ((exists as unknown as { rows: unknown[] }).rows.length > 0) continue;
    await tx.execute(sql`
      insert into statements (id, tenant_id, code, vendor_id, currency, period_from, period_to, status, remark,
        created_by, sent_at, answered_at, answered_by, payment_id, closed_at, created_at, updated_at)
      values (${id}, ${tenantId}, ${st.code}, ${st.vendorId}, 'CNY',
        ((now() at time zone 'Asia/Shanghai')::date - 30), ((now() at time zone 'Asia/Shanghai')::date - 1),
        ${st.status}, ${st.remark}, ${finance}, now() - interval '2 days',
        ${st.answeredBy ? sql`now() - interval '1 day'` : null}, ${st.answeredBy},
        ${st.payment?.id ?? null}, ${st.payment ? sql`now() - interval '1 day'` : null},
        now() - interval '3 days', now() - interval '1 day')`);
    // The order lines with received − returned above what is applied, as collectItems takes them.
    await tx.execute(sql`
      insert into statement_items (id, tenant_id, statement_id, vendor_id, line_no, kind, order_id, order_code,
        legal_entity_id, order_line_id, description, document_date, ordered_amount, received_amount, invoiced_amount,
        applied_amount, paid_amount, outstanding_amount)
      select gen_random_uuid(), ${tenantId}, ${id}, ${st.vendorId},
        row_number() over (order by o.code, l.line_no), 'line', o.id, o.code, o.legal_entity_id, l.id, l.line_no || '. ' || l.name,
        (o.created_at at time zone 'Asia/Shanghai')::date, l.ordered_amount,
        round((l.received_qty - l.returned_qty) * l.unit_price, 2), l.invoiced_amount, l.applied_amount,
        l.paid_amount, round((l.received_qty - l.returned_qty) * l.unit_price, 2) - l.applied_amount
      from purchase_order_lines l join purchase_orders o on o.id = l.order_id
      where o.tenant_id = ${tenantId} and o.vendor_id = ${st.vendorId}
        and o.code in (${sql.join(
          st.orderCodes.map((code) => sql`${code}`),
          sql`, `,
        )})
        and round((l.received_qty - l.returned_qty) * l.unit_price, 2) > l.applied_amount`);
    await tx.execute(sql`
      update statements s set
        ordered_amount = t.ordered, received_amount = t.received, invoiced_amount = t.invoiced,
        applied_amount = t.applied, paid_amount = t.paid, outstanding_amount = t.outstanding
      from (select coalesce(sum(ordered_amount), 0) as ordered, coalesce(sum(received_amount), 0) as received,
              coalesce(sum(invoiced_amount), 0) as invoiced, coalesce(sum(applied_amount), 0) as applied,
              coalesce(sum(paid_amount), 0) as paid, coalesce(sum(outstanding_amount), 0) as outstanding
            from statement_items where statement_id = ${id}) t
      where s.id = ${id}`);
    const history: [number, string, string, string | null][] = [
      [H.create.code, finance, '3 days', null],
      [H.send.code, finance, '2 days', null],
    ];
    if (st.answeredBy) history.push([H.confirm.code, st.answeredBy, '1 day', null]);
    if (st.payment) history.push([H.payApply.code, finance, '20 hours', st.payment.code]);
    for (const [index, [action, actor, ago, comment]] of history.entries()) {
      await tx.execute(sql`
        insert into approval_history (id, tenant_id, doc_type, document_id, actor_id, action, comment, created_at)
        values (${demoId(st.n + 100 + index * 10)}, ${tenantId}, ${DOC}, ${id}, ${actor}, ${action}, ${comment},
          now() - ${ago}::interval)
        on conflict do nothing`);
    }
    if (st.status === S.sent.code) {
      await tx.execute(sql`
        insert into statement_messages (id, tenant_id, statement_id, vendor_id, side, author_id, body, created_at)
        values (${demoId(st.n + 200)}, ${tenantId}, ${id}, ${st.vendorId}, 'buyer', ${finance},
          '剩余 30 个轴承到货后将另出对账单，请先确认本期已收部分。', now() - interval '2 days')
        on conflict do nothing`);
    }
  }
}
