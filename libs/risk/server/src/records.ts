import { and, count, desc, eq, inArray, sum, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { identitySchema } from '@procure/identity-server';
import { tenantSupplierIdentities } from '@procure/vendor-server';
import { riskInvocations, riskRecords } from './schema.ts';
import type { RiskSignalKind } from './adapters/index.ts';

// Reading what monitoring found: a supplier's risk records (risk page: dishonesty, abnormal, lawsuits;
// social page: public opinion), one record's details, every record of the tenant newest first (records
// page) and the invoke records of the adapter. Only the tenant's rows (RLS and tenant in every WHERE);
// vendor names come through the vendor domain's contract.

export type RecordView = {
  id: string;
  vendorId: string;
  vendorName: string;
  kind: RiskSignalKind;
  level: number;
  title: string;
  content: string;
  source: string;
  occurredOn: string;
  details: Record<string, string>;
  simulated: boolean;
  foundAt: string;
};

type RecordRow = typeof riskRecords.$inferSelect;

async function names(
  tx: Db,
  tenantId: string,
  locale: string,
  vendorIds: string[],
): Promise<Map<string, string>> {
  const suppliers = await tenantSupplierIdentities(tx, tenantId, locale, { vendorIds });
  return new Map(suppliers.map((s) => [s.vendorId, s.name]));
}

async function toViews(tx: Db, tenantId: string, locale: string, rows: RecordRow[]): Promise<RecordView[]> {
  const byId = await names(tx, tenantId, locale, [...new Set(rows.map((r) => r.vendorId))]);
  return rows.map((r) => ({
    id: r.id,
    vendorId: r.vendorId,
    vendorName: byId.get(r.vendorId) ?? '',
    kind: r.kind as RiskSignalKind,
    level: r.level,
    title: r.title,
    content: r.content,
    source: r.source,
    occurredOn: r.occurredOn,
    details: r.details as Record<string, string>,
    simulated: r.simulated,
    foundAt: r.foundAt.toISOString(),
  }));
}

/** One supplier's records of the given kinds, newest first (the caller checked the supplier is the tenant's). */
export async function vendorRecords(
  tx: Db,
  tenantId: string,
  vendorId: string,
  kinds: readonly RiskSignalKind[],
  locale: string,
): Promise<RecordView[]> {
  const rows = await tx
    .select()
    .from(riskRecords)
    .where(
      and(
        eq(riskRecords.tenantId, tenantId),
        eq(riskRecords.vendorId, vendorId),
        inArray(riskRecords.kind, [...kinds]),
      ),
    )
    .orderBy(desc(riskRecords.occurredOn), desc(riskRecords.id));
  return toViews(tx, tenantId, locale, rows);
}

export async function recordDetail(
  tx: Db,
  tenantId: string,
  id: string,
  locale: string,
): Promise<RecordView> {
  const rows = await tx
    .select()
    .from(riskRecords)
    .where(and(eq(riskRecords.tenantId, tenantId), eq(riskRecords.id, id)));
  const [view] = await toViews(tx, tenantId, locale, rows);
  if (!view) throw new AppError(404, ERROR_CODES.riskRecordNotFound);
  return view;
}

export type Page<T> = { total: number; pageNo: number; pageSize: number; rows: T[] };

/** Every record of the tenant (records page), newest found first, optionally one kind or supplier. */
export async function recordsPage(
  tx: Db,
  tenantId: string,
  query: {
    pageNo: number;
    pageSize: number;
    kind?: RiskSignalKind | undefined;
    vendorId?: string | undefined;
  },
  locale: string,
): Promise<Page<RecordView>> {
  const filters: SQL[] = [eq(riskRecords.tenantId, tenantId)];
  if (query.kind) filters.push(eq(riskRecords.kind, query.kind));
  if (query.vendorId) filters.push(eq(riskRecords.vendorId, query.vendorId));
  const where = and(...filters);
  const [total] = await tx.select({ n: count() }).from(riskRecords).where(where);
  const rows = await tx
    .select()
    .from(riskRecords)
    .where(where)
    .orderBy(desc(riskRecords.foundAt), desc(riskRecords.occurredOn), desc(riskRecords.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  return {
    total: total?.n ?? 0,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    rows: await toViews(tx, tenantId, locale, rows),
  };
}

export type InvocationView = {
  id: string;
  at: string;
  userName: string | null;
  action: string;
  vendorName: string | null;
  socialCreditCode: string;
  provider: string;
  simulated: boolean;
  result: string;
  found: number;
  costUnits: number;
};

/** The invoke record page: every adapter call of the tenant, newest first. */
export async function invocationsPage(
  tx: Db,
  tenantId: string,
  query: { pageNo: number; pageSize: number },
  locale: string,
): Promise<Page<InvocationView> & { costUnits: number }> {
  const where = eq(riskInvocations.tenantId, tenantId);
  const [total] = await tx
    .select({ n: count(), units: sum(riskInvocations.costUnits) })
    .from(riskInvocations)
    .where(where);
  const { users } = identitySchema;
  const rows = await tx
    .select({ invocation: riskInvocations, userName: users.empName })
    .from(riskInvocations)
    .leftJoin(users, eq(users.id, riskInvocations.userId))
    .where(where)
    .orderBy(desc(riskInvocations.createdAt), desc(riskInvocations.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const vendorIds = [...new Set(rows.flatMap((r) => (r.invocation.vendorId ? [r.invocation.vendorId] : [])))];
  const byId = await names(tx, tenantId, locale, vendorIds);
  return {
    total: total?.n ?? 0,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    costUnits: Number(total?.units ?? 0),
    rows: rows.map(({ invocation: i, userName }) => ({
      id: i.id,
      at: i.createdAt.toISOString(),
      userName,
      action: i.action,
      vendorName: i.vendorId ? (byId.get(i.vendorId) ?? null) : null,
      socialCreditCode: i.socialCreditCode,
      provider: i.provider,
      simulated: i.simulated,
      result: i.result,
      found: i.found,
      costUnits: i.costUnits,
    })),
  };
}
