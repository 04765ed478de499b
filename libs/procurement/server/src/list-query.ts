import { sql, type SQL } from 'drizzle-orm';
import { UUID_PATTERN, queryRows, type Db } from '@procure/server-db';
import { fieldError } from '@procure/server-http';
import type { ListItem, ListQuery } from './wire.ts';
import { copiedRequestIds } from './copies.ts';

// "My purchase requests": the caller's requests as applicant or creator, newest first, keyset
// paginated. Each half of the union walks its own index (tenant, applicant|creator, created_at desc,
// id desc) and stops after one page, so a page costs the same on the first and the millionth row.

type Cursor = { at: string; id: string };
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && TIMESTAMP.test(at) && UUID_PATTERN.test(id)) {
      return { at, id };
    }
  } catch {
    // falls through to the field error
  }
  throw fieldError('cursor', 'validation.invalid');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filters(query: ListQuery, cursor: Cursor | null): SQL {
  const parts: SQL[] = [];
  if (query.status !== undefined) parts.push(sql`and status = ${query.status}`);
  if (query.kind) parts.push(sql`and kind = ${query.kind}`);
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    parts.push(sql`and (code ilike ${like} or title ilike ${like})`);
  }
  if (query.createdFrom) {
    parts.push(sql`and created_at >= (${query.createdFrom}::date)::timestamp at time zone 'Asia/Shanghai'`);
  }
  if (query.createdTo) {
    parts.push(sql`and created_at < (${query.createdTo}::date + 1)::timestamp at time zone 'Asia/Shanghai'`);
  }
  if (cursor) {
    parts.push(
      sql`and (created_at, id) < ((${cursor.at}::timestamp at time zone 'UTC'), ${cursor.id}::uuid)`,
    );
  }
  return sql.join(parts, sql` `);
}

type Row = {
  id: string;
  code: string;
  title: string;
  kind: string;
  status: number;
  total_amount: string;
  currency: string;
  legal_entity_name: string | null;
  cost_center_name: string | null;
  applicant_name: string;
  need_by_date: string | null;
  created_at: Date;
  created_at_utc: string;
  budget_status: number | null;
};

/** Which requests a list walks: the caller's own, or those copied to the caller (copy-to list). */
export type ListScope = 'own' | 'copied';

export async function listOwnRequests(
  tx: Db,
  owner: { tenantId: string; userId: string },
  query: ListQuery,
  english: boolean,
  scope: ListScope = 'own',
): Promise<{ items: ListItem[]; nextCursor: string | null }> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const limit = query.pageSize + 1;
  const where = filters(query, cursor);
  const name = (alias: string) => (english ? sql.raw(`${alias}.name_en`) : sql.raw(`${alias}.name_zh`));
  const half = (column: 'applicant_id' | 'created_by') => sql`(select id from purchase_requests
      where tenant_id = ${owner.tenantId} and ${sql.raw(column)} = ${owner.userId} ${where}
      order by created_at desc, id desc limit ${limit})`;
  const copied = sql`(select id from purchase_requests
      where tenant_id = ${owner.tenantId} and id in (${copiedRequestIds(owner.tenantId, owner.userId)}) ${where}
      order by created_at desc, id desc limit ${limit})`;
  const mine = scope === 'own' ? sql`${half('applicant_id')} union ${half('created_by')}` : copied;
  const rows = await queryRows<Row>(
    tx,
    sql`with mine as (${mine})
        select r.id, r.code, r.title, r.kind, r.status, r.total_amount::text as total_amount, r.currency,
               ${name('le')} as legal_entity_name, ${name('cc')} as cost_center_name, u.emp_name as applicant_name,
               r.need_by_date::text as need_by_date, r.created_at,
               (r.created_at at time zone 'UTC')::text as created_at_utc, r.budget_status
        from mine join purchase_requests r on r.id = mine.id
        join users u on u.id = r.applicant_id
        left join legal_entities le on le.id = r.legal_entity_id and le.tenant_id = r.tenant_id
        left join cost_centres cc on cc.id = r.cost_centre_id and cc.tenant_id = r.tenant_id
        order by r.created_at desc, r.id desc
        limit ${limit}`,
  );
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      code: row.code,
      title: row.title,
      kind: row.kind,
      status: row.status,
      totalAmount: row.total_amount,
      currency: row.currency,
      legalEntityName: row.legal_entity_name,
      costCenterName: row.cost_center_name,
      applicantName: row.applicant_name,
      needByDate: row.need_by_date,
      createdAt: new Date(row.created_at).toISOString(),
      budgetCheck: row.budget_status,
    })),
    nextCursor:
      rows.length > query.pageSize && last ? encodeCursor({ at: last.created_at_utc, id: last.id }) : null,
  };
}

/** How many of the caller's requests the filters select (the export's progress bar). */
export async function countOwnRequests(
  tx: Db,
  owner: { tenantId: string; userId: string },
  query: Omit<ListQuery, 'cursor' | 'pageSize'>,
  scope: ListScope = 'own',
): Promise<number> {
  const where = filters({ ...query, pageSize: 1 }, null);
  const whose =
    scope === 'own'
      ? sql`(applicant_id = ${owner.userId} or created_by = ${owner.userId})`
      : sql`id in (${copiedRequestIds(owner.tenantId, owner.userId)})`;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from purchase_requests where tenant_id = ${owner.tenantId} and ${whose} ${where}`,
  );
  return row?.n ?? 0;
}
