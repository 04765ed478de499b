import { and, asc, eq, inArray } from 'drizzle-orm';
import { registerDocumentType, type DocumentSummary } from '@procure/approval-server';
import { fileNamesByIds, fileUrl } from '@procure/files-server';
import { identitySchema } from '@procure/identity-server';
import type { Db } from '@procure/server-db';
import { receiptLines, receipts } from './schema.ts';
import { approveReceipt, buyerReceiptPath, rejectReceipt, RECEIPT_DOC_TYPE } from './receipts.ts';

// The receiving application (issue #14, spec §4 "apply submit"): a receipt of a tenant that wants
// receipts approved goes through the one approval engine as document type `receipt`; the last
// approval books it on the ledger (approveReceipt), a rejection returns it (never counted).

const trim = (value: string) =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') || '0' : value;

async function summarize(tx: Db, tenantId: string, ids: readonly string[]) {
  const out = new Map<string, DocumentSummary>();
  if (ids.length === 0) return out;
  const { users } = identitySchema;
  const rows = await tx
    .select({
      id: receipts.id,
      code: receipts.code,
      orderCode: receipts.orderCode,
      deliveryCode: receipts.deliveryCode,
      amount: receipts.acceptedAmount,
      createdBy: receipts.createdBy,
      applicantName: users.empName,
      createdAt: receipts.createdAt,
      fileIds: receipts.fileIds,
    })
    .from(receipts)
    .leftJoin(users, eq(users.id, receipts.createdBy))
    .where(and(eq(receipts.tenantId, tenantId), inArray(receipts.id, [...ids])));
  const lines = await tx
    .select()
    .from(receiptLines)
    .where(and(eq(receiptLines.tenantId, tenantId), inArray(receiptLines.receiptId, [...ids])))
    .orderBy(asc(receiptLines.lineNo));
  const names = await fileNamesByIds(
    tx,
    tenantId,
    rows.flatMap((row) => row.fileIds),
  );
  for (const row of rows) {
    out.set(row.id, {
      code: row.code,
      title: row.deliveryCode ? `${row.orderCode} · ${row.deliveryCode}` : row.orderCode,
      amount: row.amount,
      currency: 'CNY',
      applicantId: row.createdBy,
      applicantName: row.applicantName ?? '',
      submittedAt: row.createdAt.toISOString(),
      lines: lines
        .filter((line) => line.receiptId === row.id)
        .map((line) => ({
          name: line.name,
          quantity: trim(line.acceptedQty),
          unit: line.unit,
          unitPrice: trim(line.unitPrice),
          amount: (Math.round(Number(line.acceptedQty) * Number(line.unitPrice) * 100) / 100).toFixed(2),
          rejectedQuantity: trim(line.rejectedQty),
          note: line.rejectReason,
        })),
      files: row.fileIds
        .filter((fileId) => names.has(fileId))
        .map((fileId) => ({ id: fileId, name: names.get(fileId) ?? '', url: fileUrl(fileId) })),
    });
  }
  return out;
}

let registered = false;

/** Registers the receiving application with the approval engine (once; called when the routes load). */
export function registerReceiptApproval(): void {
  if (registered) return;
  registerDocumentType({
    docType: RECEIPT_DOC_TYPE,
    detailPath: buyerReceiptPath,
    summarize,
    onApproved: (tx, ref) => approveReceipt(tx, ref.tenantId, ref.documentId, ref.actorId),
    onRejected: (tx, ref) => rejectReceipt(tx, ref.tenantId, ref.documentId),
  });
  registered = true;
}
