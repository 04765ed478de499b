import { sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import { newId, queryRows, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { postMessages } from '@procure/message-server';
import { tenantName, vendorUserIds } from './invitations.ts';
import { stateOf, today } from './qualification.ts';
import { vendorCertificateNotices } from './schema.ts';
import {
  decodeCertificateCursor,
  encodeCertificateCursor,
  type CertificateListRow,
  type CertificatePageQuery,
} from './certificate-notices-wire.ts';

// The buyer's certificate list and its notices (issue #16 §5 "notices and batch notices"; spec §7 qualification
// page, notice /{id}, batch notice).
//
// The list holds the LATEST certificate of each (supplier, type) of the tenant's suppliers — the one that
// decides the requirement's state; older ones are history — most urgent first (valid_to, id), keyset pages.
// A notice (decision) goes to the supplier's users as a message of the message center (and e-mail through
// its outbox, by their settings), not to an address the buyer types: the send guard, which guards targets a
// caller chooses, does not apply; what limits it is one notice per certificate and China day (unique key).
// A batch is all or nothing: an absent or foreign id (404, the same answer), a superseded certificate, a valid
// one, or one already noticed today (409, naming it) refuses the whole batch and sends nothing.

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type ListRow = {
  id: string;
  vendor_id: string;
  name_zh: string;
  name_en: string;
  type_id: string;
  type_name: string;
  remind_days: number;
  certificate_no: string;
  valid_from: string;
  valid_to: string;
  notice_count: number;
  last_notice_at: Date | string | null;
};

/** The latest certificates of the tenant's suppliers (one per supplier and type), with their notices. */
function latestCertificates(tenantId: string, where: SQL[]): SQL {
  return sql`select c.id, c.vendor_id, v.name_zh, v.name_en, t.id as type_id, t.name as type_name, t.remind_days,
        c.certificate_no, c.valid_from::text as valid_from, c.valid_to::text as valid_to,
        (select count(*)::int from vendor_certificate_notices n
          where n.tenant_id = c.tenant_id and n.certificate_id = c.id) as notice_count,
        (select max(n.created_at) from vendor_certificate_notices n
          where n.tenant_id = c.tenant_id and n.certificate_id = c.id) as last_notice_at
      from vendor_certificates c
      join vendor_certificate_types t on t.id = c.type_id and t.tenant_id = c.tenant_id and not t.disabled
      join tenant_vendors tv on tv.tenant_id = c.tenant_id and tv.vendor_id = c.vendor_id
      join vendors v on v.id = c.vendor_id
     where c.tenant_id = ${tenantId}
       and not exists (select 1 from vendor_certificates n
                        where n.tenant_id = c.tenant_id and n.vendor_id = c.vendor_id and n.type_id = c.type_id
                          and (n.valid_to, n.id) > (c.valid_to, c.id))
       ${where.length > 0 ? sql`and ${sql.join(where, sql` and `)}` : sql``}`;
}

function toListRow(row: ListRow, day: string, locale: string): CertificateListRow {
  return {
    id: row.id,
    vendorId: row.vendor_id,
    vendorName: locale === 'en-US' ? row.name_en : row.name_zh,
    typeId: row.type_id,
    typeName: row.type_name,
    certificateNo: row.certificate_no,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    daysLeft: Math.round(
      (Date.parse(`${row.valid_to}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000,
    ),
    state: stateOf(row.valid_to, day, row.remind_days),
    noticeCount: row.notice_count,
    lastNoticeAt: row.last_notice_at ? new Date(row.last_notice_at).toISOString() : null,
  };
}

function stateFilter(state: CertificatePageQuery['state'], day: string): SQL | undefined {
  switch (state) {
    case 'expired':
      return sql`c.valid_to < ${day}::date`;
    case 'expiring':
      return sql`c.valid_to >= ${day}::date and c.valid_to <= ${day}::date + t.remind_days`;
    case 'due':
      return sql`c.valid_to <= ${day}::date + t.remind_days`;
    case 'valid':
      return sql`c.valid_to > ${day}::date + t.remind_days`;
    default:
      return undefined;
  }
}

export async function pageCertificates(
  tx: Db,
  tenantId: string,
  query: CertificatePageQuery,
  locale: string,
): Promise<{ items: CertificateListRow[]; nextCursor: string | null }> {
  const day = today();
  const keyword = query.keyword?.trim();
  const cursor = query.cursor ? decodeCertificateCursor(query.cursor) : null;
  const where = [
    keyword
      ? sql`(v.name_zh ilike ${likePattern(keyword)} or v.name_en ilike ${likePattern(keyword)}
             or c.certificate_no ilike ${likePattern(keyword)})`
      : undefined,
    stateFilter(query.state, day),
    query.typeId ? sql`t.id = ${query.typeId}` : undefined,
    cursor ? sql`(c.valid_to, c.id) > (${cursor.validTo}::date, ${cursor.id}::uuid)` : undefined,
  ].filter((w): w is SQL => w !== undefined);
  const rows = await queryRows<ListRow>(
    tx,
    sql`${latestCertificates(tenantId, where)} order by c.valid_to, c.id limit ${query.pageSize + 1}`,
  );
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map((row) => toListRow(row, day, locale)),
    nextCursor:
      rows.length > query.pageSize && last
        ? encodeCertificateCursor({ validTo: last.valid_to, id: last.id })
        : null,
  };
}

/** How many certificates the filters find (the export's progress). */
export async function countCertificates(
  tx: Db,
  tenantId: string,
  query: CertificatePageQuery,
): Promise<number> {
  const day = today();
  const keyword = query.keyword?.trim();
  const where = [
    keyword
      ? sql`(v.name_zh ilike ${likePattern(keyword)} or v.name_en ilike ${likePattern(keyword)}
             or c.certificate_no ilike ${likePattern(keyword)})`
      : undefined,
    stateFilter(query.state, day),
    query.typeId ? sql`t.id = ${query.typeId}` : undefined,
  ].filter((w): w is SQL => w !== undefined);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (${latestCertificates(tenantId, where)}) x`,
  );
  return row?.n ?? 0;
}

type NoticeRow = ListRow & { is_latest: boolean; noticed_today: boolean };

/**
 * Sends a notice about each certificate to its supplier's users, all or nothing; returns how many. One history
 * row per certificate (vendor_certificate_notices), one message per certificate to the supplier.
 */
export async function sendCertificateNotices(
  tx: Db,
  tenantId: string,
  actorId: string,
  ids: readonly string[],
): Promise<number> {
  const unique = [...new Set(ids)];
  const day = today();
  const list = sql.join(
    unique.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Lock the chosen certificates: a concurrent batch of the same ones waits, then meets the day's notice.
  const rows = await queryRows<NoticeRow>(
    tx,
    sql`select c.id, c.vendor_id, v.name_zh, v.name_en, t.id as type_id, t.name as type_name, t.remind_days,
          c.certificate_no, c.valid_from::text as valid_from, c.valid_to::text as valid_to, 0 as notice_count,
          null as last_notice_at,
          not exists (select 1 from vendor_certificates n
                       where n.tenant_id = c.tenant_id and n.vendor_id = c.vendor_id and n.type_id = c.type_id
                         and (n.valid_to, n.id) > (c.valid_to, c.id)) as is_latest,
          exists (select 1 from vendor_certificate_notices n
                   where n.tenant_id = c.tenant_id and n.certificate_id = c.id and n.day = ${day}::date) as noticed_today
        from vendor_certificates c
        join vendor_certificate_types t on t.id = c.type_id and t.tenant_id = c.tenant_id and not t.disabled
        join tenant_vendors tv on tv.tenant_id = c.tenant_id and tv.vendor_id = c.vendor_id
        join vendors v on v.id = c.vendor_id
       where c.tenant_id = ${tenantId} and c.id in (${list})
       order by c.id
       for update of c`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (unique.some((id) => !byId.has(id)))
    throw new AppError(404, ERROR_CODES.vendorNoticeCertificateNotFound);
  const chosen = unique.map((id) => byId.get(id) as NoticeRow);
  for (const row of chosen) {
    const params = { vendor: row.name_zh, certificate: row.type_name, date: row.valid_to };
    if (!row.is_latest) throw new AppError(409, ERROR_CODES.vendorNoticeSuperseded, params);
    const state = stateOf(row.valid_to, day, row.remind_days);
    if (state !== 'expiring' && state !== 'expired')
      throw new AppError(409, ERROR_CODES.vendorNoticeNotDue, params);
    if (row.noticed_today) throw new AppError(409, ERROR_CODES.vendorNoticeAlreadySent, params);
  }
  const inserted = await tx
    .insert(vendorCertificateNotices)
    .values(
      chosen.map((row) => ({
        id: newId(),
        tenantId,
        vendorId: row.vendor_id,
        certificateId: row.id,
        state: stateOf(row.valid_to, day, row.remind_days),
        day,
        sentBy: actorId,
      })),
    )
    .onConflictDoNothing()
    .returning({ certificateId: vendorCertificateNotices.certificateId });
  if (inserted.length !== chosen.length) {
    const row = chosen.find((r) => !inserted.some((i) => i.certificateId === r.id)) as NoticeRow;
    throw new AppError(409, ERROR_CODES.vendorNoticeAlreadySent, {
      vendor: row.name_zh,
      certificate: row.type_name,
      date: row.valid_to,
    });
  }
  const recipients = await vendorUserIds(
    tx,
    tenantId,
    chosen.map((row) => row.vendor_id),
  );
  const tenant = await tenantName(tx, tenantId, 'zh-CN');
  for (const row of chosen) {
    const expired = stateOf(row.valid_to, day, row.remind_days) === 'expired';
    await postMessages(tx, {
      tenantId,
      recipientIds: recipients.get(row.vendor_id) ?? [],
      kind: 'notice',
      titleCode: ERROR_CODES.vendorNoticeTitle,
      bodyCode: expired ? ERROR_CODES.vendorNoticeExpiredBody : ERROR_CODES.vendorNoticeExpiringBody,
      params: {
        tenant,
        vendor: row.name_zh,
        certificate: row.type_name,
        number: row.certificate_no,
        date: row.valid_to,
      },
      link: '/vdQualification',
      email: true,
    });
  }
  return chosen.length;
}
