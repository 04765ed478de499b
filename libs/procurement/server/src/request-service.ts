import { AppError, RequestValidationError } from '@procure/server-http';
import { newId, type Db } from '@procure/server-db';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import {
  lineAmount,
  money,
  purchaseApplySchemas,
  type PurchaseApplyInput,
  type PurchaseApplyKind,
} from '@procure/shared-validation';
import { recordHistory } from '@procure/approval-server';
import { cartItemsForCheckout, removeCartItems, type CheckoutLine } from '@procure/catalogue-server';
import { defaultReceivingAddressId } from '@procure/address-server';
import { activeCategoryIds } from '@procure/masterdata-server';
import { DOC_TYPE, EDITABLE, ownRequest, visibleRequest, type Actor } from './access.ts';
import { checkReferences } from './reference-checks.ts';
import {
  attachmentsOf,
  deleteRequest,
  headerValues,
  insertRequest,
  linesOf,
  nextCode,
  replaceLines,
  updateRequest,
  type AttachmentRow,
  type LineRow,
  type RequestRow,
} from './request-queries.ts';
import { purchaseSettings, type PurchaseSettings } from './settings.ts';

const S = CODES.application;

/** Parses with the tenant's settings; a failure is the same 400 with field errors as the route schema's. */
export function parseWith<T>(
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: unknown } },
  raw: unknown,
): T {
  const result = schema.safeParse(raw);
  if (!result.success) throw new RequestValidationError(result.error as never);
  return result.data;
}

/** 12.500000 → 12.5, 2.000 → 2: the stored numeric as the shortest decimal a form would send. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** The stored request as the wire input (to re-check it in full at submit, or to copy it). */
export function storedInput(
  row: RequestRow,
  lines: LineRow[],
  attachments: AttachmentRow[],
): Record<string, unknown> {
  const filesOf = (lineId: string | null) =>
    attachments.filter((a) => a.lineId === lineId).map((a) => a.fileId);
  return {
    kind: row.kind,
    title: row.title,
    needByDate: row.needByDate,
    legalEntityId: row.legalEntityId,
    invoiceTitleId: row.invoiceTitleId,
    receiverId: row.receiverId,
    receivingAddressId: row.receivingAddressId,
    contractCreatorId: row.contractCreatorId,
    costCentreId: row.costCentreId,
    projectCode: row.projectCode,
    budgetPeriod: row.budgetPeriod,
    purpose: row.purpose,
    purchaseType: row.purchaseType,
    currency: row.currency,
    remark: row.remark,
    attachmentIds: filesOf(null),
    lines: lines.map((line) => ({
      id: line.id,
      goodsId: line.goodsId,
      source: line.source,
      vendorId: line.vendorId,
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
      attachmentIds: filesOf(line.id),
    })),
  };
}

async function writeDraft(
  tx: Db,
  actor: Actor,
  settings: PurchaseSettings,
  input: PurchaseApplyInput,
  existing: RequestRow | null,
): Promise<{ id: string; code: string }> {
  await checkReferences(tx, actor.tenantId, existing?.applicantId ?? actor.userId, input);
  const amounts = input.lines.map((line) => lineAmount(line.unitPrice, line.quantity));
  const header = headerValues(input, money.sum(amounts), input.currency ?? settings.defaultCurrency);
  if (existing) {
    await updateRequest(tx, actor.tenantId, existing.id, header);
    await replaceLines(tx, actor.tenantId, existing.id, input, amounts);
    return { id: existing.id, code: existing.code };
  }
  const id = newId();
  const code = await nextCode(tx, actor.tenantId, settings.codePrefix, settings.today);
  await insertRequest(tx, {
    ...header,
    id,
    tenantId: actor.tenantId,
    code,
    status: S.draft.code,
    applicantId: actor.userId,
    createdBy: actor.userId,
  });
  await replaceLines(tx, actor.tenantId, id, input, amounts);
  return { id, code };
}

/** holdSubmit: saves a new draft, or changes a draft or returned request of the caller. */
export async function holdSubmit(tx: Db, actor: Actor, raw: unknown): Promise<{ id: string; code: string }> {
  const settings = await purchaseSettings(tx, actor.tenantId);
  const input = parseWith(purchaseApplySchemas(settings).draft, raw);
  let existing: RequestRow | null = null;
  if (input.id) {
    existing = (await ownRequest(tx, actor, input.id)).row;
    if (!EDITABLE.includes(existing.status)) throw new AppError(409, ERROR_CODES.procurementNotEditable);
  }
  const saved = await writeDraft(tx, actor, settings, input, existing);
  if (!existing) {
    await recordHistory(tx, {
      tenantId: actor.tenantId,
      docType: DOC_TYPE,
      documentId: saved.id,
      actorId: actor.userId,
      action: 'create',
    });
  }
  return saved;
}

/** delete: a draft only; its lines and attachment links go with it (history rows stay in the engine). */
export async function removeDraft(tx: Db, actor: Actor, id: string): Promise<void> {
  const { row } = await ownRequest(tx, actor, id);
  if (row.status !== S.draft.code) throw new AppError(409, ERROR_CODES.procurementNotDraft);
  await deleteRequest(tx, actor.tenantId, id);
}

/** copy: a new draft of the caller with the same header and lines (need-by date dropped when past). */
export async function copyRequest(tx: Db, actor: Actor, id: string): Promise<{ id: string; code: string }> {
  const { row } = await visibleRequest(tx, actor, id, false);
  const settings = await purchaseSettings(tx, actor.tenantId);
  const raw = storedInput(
    row,
    await linesOf(tx, actor.tenantId, id),
    await attachmentsOf(tx, actor.tenantId, id),
  );
  if (typeof raw.needByDate === 'string' && raw.needByDate < settings.today) raw.needByDate = null;
  for (const line of raw.lines as Record<string, unknown>[]) delete line.id;
  const input = parseWith(purchaseApplySchemas(settings).draft, raw);
  const saved = await writeDraft(tx, actor, settings, input, null);
  const history = {
    tenantId: actor.tenantId,
    docType: DOC_TYPE,
    documentId: saved.id,
    actorId: actor.userId,
  };
  await recordHistory(tx, { ...history, action: 'copy', comment: row.code });
  return saved;
}

function kindOf(lines: readonly CheckoutLine[]): PurchaseApplyKind {
  return lines.find((line) => line.source !== 'catalogue')?.source ?? 'catalogue';
}

async function knownCategories(
  tx: Db,
  tenantId: string,
  lines: readonly CheckoutLine[],
): Promise<Set<string>> {
  return activeCategoryIds(
    tx,
    tenantId,
    lines.flatMap((line) => (line.categoryId ? [line.categoryId] : [])),
  );
}

/** createDetails: a new draft pre-filled from cart items (re-priced by the catalogue), the items removed. */
export async function createFromCart(
  tx: Db,
  actor: Actor,
  cartItemIds: readonly string[],
): Promise<{ id: string; code: string }> {
  const owner = { tenantId: actor.tenantId, userId: actor.userId };
  const settings = await purchaseSettings(tx, actor.tenantId);
  const lines = await cartItemsForCheckout(tx, owner, cartItemIds);
  if (lines.length === 0) throw new AppError(409, ERROR_CODES.procurementEmptyCart);
  const categories = await knownCategories(tx, actor.tenantId, lines);
  const raw = {
    kind: kindOf(lines),
    receiverId: actor.userId,
    receivingAddressId: await defaultReceivingAddressId(tx, actor.tenantId, actor.userId),
    currency: settings.defaultCurrency,
    lines: lines.map((line) => ({
      goodsId: line.goodsId,
      source: line.source,
      vendorId: line.vendorId,
      productCode: line.productCode,
      name: line.name,
      unit: line.unit,
      unitPrice: trimDecimal(line.unitPrice),
      quantity: trimDecimal(line.quantity),
      amount: lineAmount(line.unitPrice, line.quantity),
      taxRate: Number(line.taxRate),
      // Goods may name a category master data no longer has: the applicant picks one in the form.
      categoryId: line.categoryId && categories.has(line.categoryId) ? line.categoryId : null,
      accountingCode: line.accountingCode,
    })),
  };
  const input = parseWith(purchaseApplySchemas(settings).draft, raw);
  const saved = await writeDraft(tx, actor, settings, input, null);
  await removeCartItems(tx, owner, cartItemIds);
  await recordHistory(tx, {
    tenantId: actor.tenantId,
    docType: DOC_TYPE,
    documentId: saved.id,
    actorId: actor.userId,
    action: 'create',
  });
  return saved;
}

/** A line a new draft is filled from (an order template's line). */
export type DraftLine = {
  goodsId: string | null;
  source: string;
  vendorId: string | null;
  productCode: string | null;
  name: string;
  spec: string | null;
  unit: string | null;
  unitPrice: string;
  quantity: string;
  taxRate: number | null;
  categoryId: string | null;
  accountingCode: string | null;
  capexExpense: number | null;
  goodsService: number | null;
};

/**
 * A new draft of the actor's with the given lines (an order template): amounts recomputed, a category
 * master data no longer has left for the applicant to pick, the header defaults of a cart checkout.
 */
export async function createDraftFromLines(
  tx: Db,
  actor: Actor,
  lines: readonly DraftLine[],
  historyComment: string,
): Promise<{ id: string; code: string }> {
  const settings = await purchaseSettings(tx, actor.tenantId);
  const categories = await activeCategoryIds(
    tx,
    actor.tenantId,
    lines.flatMap((line) => (line.categoryId ? [line.categoryId] : [])),
  );
  const raw = {
    // A typed-in (manual) line makes a non-catalogue request; channel lines keep their channel.
    kind: ((source) => (source === 'manual' ? 'nonCatalogue' : source))(
      lines.find((line) => line.source !== 'catalogue')?.source ?? 'catalogue',
    ),
    receiverId: actor.userId,
    receivingAddressId: await defaultReceivingAddressId(tx, actor.tenantId, actor.userId),
    currency: settings.defaultCurrency,
    lines: lines.map((line) => ({
      goodsId: line.goodsId,
      source: line.source,
      vendorId: line.vendorId,
      productCode: line.productCode,
      name: line.name,
      spec: line.spec,
      unit: line.unit,
      unitPrice: trimDecimal(line.unitPrice),
      quantity: trimDecimal(line.quantity),
      amount: lineAmount(line.unitPrice, line.quantity),
      taxRate: line.taxRate,
      categoryId: line.categoryId && categories.has(line.categoryId) ? line.categoryId : null,
      accountingCode: line.accountingCode,
      capexExpense: line.capexExpense,
      goodsService: line.goodsService,
    })),
  };
  const input = parseWith(purchaseApplySchemas(settings).draft, raw);
  const saved = await writeDraft(tx, actor, settings, input, null);
  await recordHistory(tx, {
    tenantId: actor.tenantId,
    docType: DOC_TYPE,
    documentId: saved.id,
    actorId: actor.userId,
    action: 'create',
    comment: historyComment,
  });
  return saved;
}
