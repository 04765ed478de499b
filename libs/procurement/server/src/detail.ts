import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';
import { historyOf } from '@procure/approval-server';
import { ordersOfSource } from '@procure/order-server';
import { fileNamesByIds } from '@procure/files-server';
import { lowGradeNotices } from '@procure/evaluation-server';
import { ERROR_CODES } from '@procure/shared-codes';
import { translateCode } from '@procure/shared-i18n';
import { actionsFor, DOC_TYPE, visibleRequest, type Actor } from './access.ts';
import { attachmentsOf, linesOf } from './request-queries.ts';
import { trimDecimal } from './request-service.ts';
import type { Detail } from './wire.ts';

// The detail page's one call: header, lines, attachments, last budget check, history, approval
// progress, orders and the actions the caller may take now.

type Names = {
  legal_entity_name: string | null;
  cost_center_name: string | null;
  applicant_name: string | null;
  receiver_name: string | null;
  contract_creator_name: string | null;
};

const FILE_TYPE = { request: 1, line: 50 } as const;

export async function requestDetail(tx: Db, actor: Actor, id: string, english: boolean): Promise<Detail> {
  const visible = await visibleRequest(tx, actor, id, false);
  const { row } = visible;
  const nameCol = (alias: string) => sql.raw(`${alias}.${english ? 'name_en' : 'name_zh'}`);
  const [names] = await queryRows<Names>(
    tx,
    sql`select ${nameCol('le')} as legal_entity_name, ${nameCol('cc')} as cost_center_name,
          (select emp_name from users where id = ${row.applicantId}) as applicant_name,
          (select emp_name from users where id = ${row.receiverId}) as receiver_name,
          (select emp_name from users where id = ${row.contractCreatorId}) as contract_creator_name
        from (select 1) one
        left join legal_entities le on le.tenant_id = ${actor.tenantId} and le.id = ${row.legalEntityId}
        left join cost_centres cc on cc.tenant_id = ${actor.tenantId} and cc.id = ${row.costCentreId}`,
  );
  const lines = await linesOf(tx, actor.tenantId, id);
  const attachments = await attachmentsOf(tx, actor.tenantId, id);
  const files = await fileNamesByIds(
    tx,
    actor.tenantId,
    attachments.map((a) => a.fileId),
  );
  const vendorRows = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select id, ${english ? sql.raw('name_en') : sql.raw('name_zh')} as name from vendors
        where id in (select vendor_id from purchase_request_lines where tenant_id = ${actor.tenantId} and request_id = ${id})`,
  );
  const vendorName = new Map(vendorRows.map((v) => [v.id, v.name]));
  const fileOf = (lineId: string | null) =>
    attachments
      .filter((a) => a.lineId === lineId)
      .map((a) => ({
        fileId: a.fileId,
        name: files.get(a.fileId) ?? '',
        type: lineId ? FILE_TYPE.line : FILE_TYPE.request,
      }));
  const submitted = row.submittedAt !== null;
  // The grade guard (issue #17 §7): suppliers whose latest published grade is the lowest, while the
  // tenant's setting warns or blocks; shown on the page before the approval creates the orders.
  const locale = english ? 'en-US' : 'zh-CN';
  const lineVendorIds = lines.map((l) => l.vendorId).filter((v): v is string => v !== null);
  const gradeNotices = (await lowGradeNotices(tx, actor.tenantId, lineVendorIds, locale)).map((n) => ({
    ...n,
    message: translateCode(
      locale,
      n.mode === 'block' ? ERROR_CODES.evaluationGradeBlocked : ERROR_CODES.evaluationGradeWarning,
      { vendor: n.vendorName, grade: n.grade },
    ),
  }));
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    title: row.title,
    status: row.status,
    needByDate: row.needByDate,
    legalEntityId: row.legalEntityId,
    legalEntityName: names?.legal_entity_name ?? null,
    invoiceTitleId: row.invoiceTitleId,
    receiverId: row.receiverId,
    receiverName: names?.receiver_name ?? null,
    receivingAddressId: row.receivingAddressId,
    contractCreatorId: row.contractCreatorId,
    contractCreatorName: names?.contract_creator_name ?? null,
    costCentreId: row.costCentreId,
    costCenterName: names?.cost_center_name ?? null,
    projectCode: row.projectCode,
    budgetPeriod: row.budgetPeriod,
    purpose: row.purpose,
    purchaseType: row.purchaseType,
    currency: row.currency,
    remark: row.remark,
    totalAmount: row.totalAmount,
    applicantId: row.applicantId,
    applicantName: names?.applicant_name ?? '',
    createdBy: row.createdBy,
    cancelReason: row.cancelReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lines: lines.map((line) => ({
      id: line.id,
      lineNo: line.lineNo,
      goodsId: line.goodsId,
      source: line.source,
      vendorId: line.vendorId,
      vendorName: line.vendorId ? (vendorName.get(line.vendorId) ?? null) : null,
      productCode: line.productCode,
      name: line.name,
      spec: line.spec,
      unit: line.unit,
      unitPrice: trimDecimal(line.unitPrice),
      quantity: trimDecimal(line.quantity),
      amount: line.amount,
      taxRate: line.taxRate,
      categoryId: line.categoryId,
      accountingCode: line.accountingCode,
      capexExpense: line.capexExpense,
      goodsService: line.goodsService,
      savingType: line.savingType,
      contractTypeCode: line.contractTypeCode,
      remark: line.remark,
      attachments: fileOf(line.id),
    })),
    attachments: fileOf(null),
    budgetCheck: {
      status: row.budgetStatus,
      amount: row.budgetAmount,
      committed: row.budgetCommitted,
      available: row.budgetAvailable,
    },
    history: await historyOf(tx, actor.tenantId, DOC_TYPE, id),
    progress: visible.progress,
    orders: submitted ? await ordersOfSource(tx, actor.tenantId, id) : [],
    actions: actionsFor(actor, visible),
    gradeNotices,
  };
}
