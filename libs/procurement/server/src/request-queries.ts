import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { newId, type Db } from '@procure/server-db';
import type { PurchaseApplyInput } from '@procure/shared-validation';
import {
  purchaseRequestAttachments,
  purchaseRequestCounters,
  purchaseRequestLines,
  purchaseRequests,
} from './schema.ts';

// Data access of purchase requests: plain functions (tx, params), every `where` scoped by tenant in
// code on top of row-level security.

export type RequestRow = typeof purchaseRequests.$inferSelect;
export type LineRow = typeof purchaseRequestLines.$inferSelect;
export type AttachmentRow = typeof purchaseRequestAttachments.$inferSelect;

/** The request under a row lock (`FOR UPDATE`): every transition reads its state through this. */
export async function lockRequest(tx: Db, tenantId: string, id: string): Promise<RequestRow | undefined> {
  const rows = await tx
    .select()
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.tenantId, tenantId), eq(purchaseRequests.id, id)))
    .for('update');
  return rows[0];
}

export async function findRequest(tx: Db, tenantId: string, id: string): Promise<RequestRow | undefined> {
  const rows = await tx
    .select()
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.tenantId, tenantId), eq(purchaseRequests.id, id)));
  return rows[0];
}

export async function linesOf(tx: Db, tenantId: string, requestId: string): Promise<LineRow[]> {
  return tx
    .select()
    .from(purchaseRequestLines)
    .where(and(eq(purchaseRequestLines.tenantId, tenantId), eq(purchaseRequestLines.requestId, requestId)))
    .orderBy(asc(purchaseRequestLines.lineNo));
}

/** The lines of several requests in one query (inbox summaries), by request id, in line order. */
export async function linesOfRequests(
  tx: Db,
  tenantId: string,
  requestIds: readonly string[],
): Promise<Map<string, LineRow[]>> {
  const byRequest = new Map<string, LineRow[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await tx
    .select()
    .from(purchaseRequestLines)
    .where(
      and(
        eq(purchaseRequestLines.tenantId, tenantId),
        inArray(purchaseRequestLines.requestId, [...requestIds]),
      ),
    )
    .orderBy(asc(purchaseRequestLines.requestId), asc(purchaseRequestLines.lineNo));
  for (const row of rows) byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
  return byRequest;
}

export async function attachmentsOf(tx: Db, tenantId: string, requestId: string): Promise<AttachmentRow[]> {
  return tx
    .select()
    .from(purchaseRequestAttachments)
    .where(
      and(
        eq(purchaseRequestAttachments.tenantId, tenantId),
        eq(purchaseRequestAttachments.requestId, requestId),
      ),
    )
    .orderBy(asc(purchaseRequestAttachments.sort));
}

/** The next human number of the tenant: PR + day (China) + 4 digits, e.g. PR202611210001. */
export async function nextCode(tx: Db, tenantId: string, prefix: string, today: string): Promise<string> {
  const day = today.replaceAll('-', '');
  const rows = await tx
    .insert(purchaseRequestCounters)
    .values({ tenantId, day, last: 1 })
    .onConflictDoUpdate({
      target: [purchaseRequestCounters.tenantId, purchaseRequestCounters.day],
      set: { last: sql`${purchaseRequestCounters.last} + 1` },
    })
    .returning({ last: purchaseRequestCounters.last });
  const last = rows[0]?.last ?? 1;
  return `${prefix}${day}${String(last).padStart(4, '0')}`;
}

type HeaderValues = Omit<
  typeof purchaseRequests.$inferInsert,
  'id' | 'tenantId' | 'code' | 'status' | 'applicantId' | 'createdBy' | 'createdAt'
>;

/** The header columns of a validated input (lines and attachments are written apart). */
export function headerValues(input: PurchaseApplyInput, totalAmount: string, currency: string): HeaderValues {
  return {
    kind: input.kind,
    title: input.title ?? '',
    needByDate: input.needByDate ?? null,
    legalEntityId: input.legalEntityId ?? null,
    invoiceTitleId: input.invoiceTitleId ?? null,
    receiverId: input.receiverId ?? null,
    receivingAddressId: input.receivingAddressId ?? null,
    contractCreatorId: input.contractCreatorId ?? null,
    costCentreId: input.costCentreId ?? null,
    projectCode: input.projectCode ?? null,
    budgetPeriod: input.budgetPeriod ?? null,
    purpose: input.purpose ?? null,
    purchaseType: input.purchaseType ?? null,
    currency,
    remark: input.remark ?? null,
    totalAmount,
    updatedAt: new Date(),
  };
}

export async function insertRequest(
  tx: Db,
  row: HeaderValues & {
    id: string;
    tenantId: string;
    code: string;
    status: number;
    applicantId: string;
    createdBy: string;
  },
): Promise<void> {
  await tx.insert(purchaseRequests).values(row);
}

export async function updateRequest(
  tx: Db,
  tenantId: string,
  id: string,
  values: Partial<typeof purchaseRequests.$inferInsert>,
): Promise<void> {
  await tx
    .update(purchaseRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(purchaseRequests.tenantId, tenantId), eq(purchaseRequests.id, id)));
}

export async function deleteRequest(tx: Db, tenantId: string, id: string): Promise<void> {
  await tx
    .delete(purchaseRequests)
    .where(and(eq(purchaseRequests.tenantId, tenantId), eq(purchaseRequests.id, id)));
}

/**
 * Replaces the lines and attachment links of a request with the input's (a save writes the whole
 * document; line ids are kept when the input carries ones of this request, so later links stay valid).
 */
export async function replaceLines(
  tx: Db,
  tenantId: string,
  requestId: string,
  input: PurchaseApplyInput,
  amounts: readonly string[],
): Promise<void> {
  const existing = new Set((await linesOf(tx, tenantId, requestId)).map((line) => line.id));
  await tx
    .delete(purchaseRequestAttachments)
    .where(
      and(
        eq(purchaseRequestAttachments.tenantId, tenantId),
        eq(purchaseRequestAttachments.requestId, requestId),
      ),
    );
  await tx
    .delete(purchaseRequestLines)
    .where(and(eq(purchaseRequestLines.tenantId, tenantId), eq(purchaseRequestLines.requestId, requestId)));
  const lineIds: string[] = input.lines.map((line) => (line.id && existing.has(line.id) ? line.id : newId()));
  if (input.lines.length > 0) {
    await tx.insert(purchaseRequestLines).values(
      input.lines.map((line, index) => ({
        id: lineIds[index] ?? newId(),
        tenantId,
        requestId,
        lineNo: index + 1,
        goodsId: line.goodsId ?? null,
        source: line.source,
        vendorId: line.vendorId ?? null,
        productCode: line.productCode ?? null,
        name: line.name,
        spec: line.spec ?? null,
        unit: line.unit ?? null,
        unitPrice: line.unitPrice.endsWith('.') ? line.unitPrice.slice(0, -1) : line.unitPrice,
        quantity: line.quantity,
        amount: amounts[index] ?? '0',
        taxRate: line.taxRate ?? null,
        categoryId: line.categoryId ?? null,
        accountingCode: line.accountingCode ?? null,
        capexExpense: line.capexExpense ?? null,
        goodsService: line.goodsService ?? null,
        savingType: line.savingType ?? null,
        contractTypeCode: line.contractTypeCode ?? null,
        remark: line.remark ?? null,
      })),
    );
  }
  const links = [
    ...(input.attachmentIds ?? []).map((fileId) => ({ fileId, lineId: null as string | null })),
    ...input.lines.flatMap((line, index) =>
      (line.attachmentIds ?? []).map((fileId) => ({ fileId, lineId: lineIds[index] ?? null })),
    ),
  ];
  const unique = [...new Map(links.map((link) => [link.fileId, link])).values()];
  if (unique.length > 0) {
    await tx
      .insert(purchaseRequestAttachments)
      .values(unique.map((link, sort) => ({ tenantId, requestId, sort, ...link })));
  }
}

export async function requestsByIds(tx: Db, tenantId: string, ids: readonly string[]): Promise<RequestRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.tenantId, tenantId), inArray(purchaseRequests.id, [...ids])));
}
