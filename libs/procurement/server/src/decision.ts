import type { Db } from '@procure/server-db';
import { CODES } from '@procure/shared-codes';
import { money } from '@procure/shared-validation';
import type { DecisionFacts } from '@procure/approval-server';
import { checkBudget, checkHoldChange } from '@procure/budget-server';
import { lastPurchasePrices } from '@procure/order-server';
import { fileNamesByIds, fileUrl } from '@procure/files-server';
import { DOC_TYPE } from './access.ts';
import { attachmentsOf, findRequest, linesOf, type RequestRow } from './request-queries.ts';
import { trimDecimal } from './request-service.ts';

// The purchase request's decision facts for the phone (issue #13 §5), composed through the budget,
// order and files contracts inside the approval view's transaction.

const { passed, overBudget } = CODES.budgetCheck;

/** Available before this request (its own hold counts as available) and after it. */
async function budgetBeforeAfter(tx: Db, row: RequestRow): Promise<DecisionFacts['budget']> {
  const doc = { tenantId: row.tenantId, docType: DOC_TYPE, documentId: row.id };
  const held = await checkHoldChange(tx, doc, '0');
  const check =
    held ??
    (row.costCentreId && row.budgetPeriod
      ? await checkBudget(
          tx,
          {
            tenantId: row.tenantId,
            costCentreId: row.costCentreId,
            projectCode: row.projectCode,
            period: row.budgetPeriod,
          },
          row.totalAmount,
        )
      : null);
  if (!check?.available) return null;
  const after = money.round(money.sub(check.available, row.totalAmount), 2);
  return {
    status: money.sign(after) < 0 ? overBudget.code : passed.code,
    before: check.available,
    after,
  };
}

export async function decideRequest(tx: Db, tenantId: string, id: string): Promise<DecisionFacts | null> {
  const row = await findRequest(tx, tenantId, id);
  if (!row) return null;
  const lines = await linesOf(tx, tenantId, id);
  const attachments = await attachmentsOf(tx, tenantId, id);
  const names = await fileNamesByIds(
    tx,
    tenantId,
    attachments.map((a) => a.fileId),
  );
  return {
    budget: await budgetBeforeAfter(tx, row),
    lastPrices: await lastPurchasePrices(
      tx,
      tenantId,
      lines.map((line) => ({
        goodsId: line.goodsId,
        productCode: line.productCode,
        unitPrice: trimDecimal(line.unitPrice),
      })),
      row.id,
    ),
    files: attachments.map((a) => ({
      id: a.fileId,
      name: names.get(a.fileId) ?? '',
      url: fileUrl(a.fileId),
    })),
  };
}
