import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { AppError, fieldError } from '@procure/server-http';
import { newId, type Db } from '@procure/server-db';
import { ERROR_CODES } from '@procure/shared-codes';
import { orderLinesForCopy } from '@procure/order-server';
import { visibleRequest, type Actor } from './access.ts';
import { linesOf } from './request-queries.ts';
import { createDraftFromLines, trimDecimal, type DraftLine } from './request-service.ts';
import { purchaseRequestLines, purchaseTemplateLines, purchaseTemplates } from './schema.ts';

// Order templates (spec §3 "order template", issue #13 §4): a user's named lines, saved from a request or
// an order, to start new purchase requests from. Personal: another user's template answers like an absent
// one. Every rule the form checks is checked here again (name, limit, uniqueness under a lock).

/** How many templates one user keeps (a picker, not an archive). */
export const TEMPLATE_MAX = 50;

export type TemplateSummary = {
  id: string;
  name: string;
  sourceType: 'request' | 'order';
  sourceCode: string;
  lineCount: number;
  updatedAt: string;
};

const notFound = () => new AppError(404, ERROR_CODES.procurementTemplateNotFound);
const mine = (actor: Actor) =>
  and(eq(purchaseTemplates.tenantId, actor.tenantId), eq(purchaseTemplates.ownerId, actor.userId));

export async function listTemplates(tx: Db, actor: Actor): Promise<TemplateSummary[]> {
  const rows = await tx
    .select({
      id: purchaseTemplates.id,
      name: purchaseTemplates.name,
      sourceType: purchaseTemplates.sourceType,
      sourceCode: purchaseTemplates.sourceCode,
      lineCount: purchaseTemplates.lineCount,
      updatedAt: purchaseTemplates.updatedAt,
    })
    .from(purchaseTemplates)
    .where(mine(actor))
    .orderBy(desc(purchaseTemplates.updatedAt), desc(purchaseTemplates.id));
  return rows.map((r) => ({
    ...r,
    sourceType: r.sourceType === 'order' ? 'order' : 'request',
    updatedAt: r.updatedAt.toISOString(),
  }));
}

async function ownTemplate(tx: Db, actor: Actor, id: string, lock: boolean) {
  const query = tx
    .select({ id: purchaseTemplates.id, name: purchaseTemplates.name })
    .from(purchaseTemplates)
    .where(and(mine(actor), eq(purchaseTemplates.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

type TemplateLine = Omit<typeof purchaseTemplateLines.$inferInsert, 'id' | 'tenantId' | 'templateId'>;

export async function templateDetail(tx: Db, actor: Actor, id: string) {
  await ownTemplate(tx, actor, id, false);
  const [summary] = (await listTemplates(tx, actor)).filter((t) => t.id === id);
  const lines = await tx
    .select()
    .from(purchaseTemplateLines)
    .where(and(eq(purchaseTemplateLines.tenantId, actor.tenantId), eq(purchaseTemplateLines.templateId, id)))
    .orderBy(asc(purchaseTemplateLines.lineNo));
  return {
    ...(summary as TemplateSummary),
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      productCode: l.productCode,
      name: l.name,
      spec: l.spec,
      unit: l.unit,
      unitPrice: trimDecimal(l.unitPrice),
      quantity: trimDecimal(l.quantity),
    })),
  };
}

/**
 * Serialises one user's template writes (count limit, name uniqueness): a transaction-scoped advisory
 * lock on (tenant, user), so two tabs saving at once cannot pass the limit together.
 */
async function lockOwner(tx: Db, actor: Actor): Promise<void> {
  const key = `purchase_templates:${actor.tenantId}:${actor.userId}`;
  // hashtextextended exists from PostgreSQL 11 (Debian's 15 and PGlite's 18 alike).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

async function assertNameFree(tx: Db, actor: Actor, name: string, exceptId: string | null) {
  const [taken] = await tx
    .select({ id: purchaseTemplates.id })
    .from(purchaseTemplates)
    .where(
      and(
        mine(actor),
        eq(purchaseTemplates.name, name),
        exceptId ? ne(purchaseTemplates.id, exceptId) : undefined,
      ),
    );
  if (taken) throw fieldError('name', ERROR_CODES.procurementTemplateNameTaken);
}

async function insertTemplate(
  tx: Db,
  actor: Actor,
  name: string,
  source: { type: 'request' | 'order'; code: string },
  lines: readonly TemplateLine[],
): Promise<{ id: string }> {
  if (lines.length === 0) throw new AppError(422, ERROR_CODES.procurementTemplateEmpty);
  await lockOwner(tx, actor);
  await assertNameFree(tx, actor, name, null);
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(purchaseTemplates).where(mine(actor));
  if (n >= TEMPLATE_MAX) {
    throw new AppError(422, ERROR_CODES.procurementTemplateLimit, { max: TEMPLATE_MAX });
  }
  const id = newId();
  await tx.insert(purchaseTemplates).values({
    id,
    tenantId: actor.tenantId,
    ownerId: actor.userId,
    name,
    sourceType: source.type,
    sourceCode: source.code,
    lineCount: lines.length,
  });
  await tx.insert(purchaseTemplateLines).values(
    lines.map((line, i) => ({
      ...line,
      id: newId(),
      tenantId: actor.tenantId,
      templateId: id,
      lineNo: i + 1,
    })),
  );
  return { id };
}

/** Saves a request's lines (any request the actor may see) as a template of the actor's. */
export async function saveTemplateFromRequest(tx: Db, actor: Actor, requestId: string, name: string) {
  const { row } = await visibleRequest(tx, actor, requestId, false);
  const lines = await linesOf(tx, actor.tenantId, row.id);
  return insertTemplate(
    tx,
    actor,
    name,
    { type: 'request', code: row.code },
    lines.map((l) => ({
      lineNo: l.lineNo,
      goodsId: l.goodsId,
      source: l.source,
      vendorId: l.vendorId,
      productCode: l.productCode,
      name: l.name,
      spec: l.spec,
      unit: l.unit,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      taxRate: l.taxRate,
      categoryId: l.categoryId,
      accountingCode: l.accountingCode,
      capexExpense: l.capexExpense,
      goodsService: l.goodsService,
    })),
  );
}

/**
 * Saves an order's lines (the tenant's order; the ordered quantity and unit price) as a template; the
 * request line each came from gives the category, accounting code and source when it still exists.
 */
export async function saveTemplateFromOrder(tx: Db, actor: Actor, orderId: string, name: string) {
  const order = await orderLinesForCopy(tx, actor.tenantId, orderId);
  if (!order) throw new AppError(404, ERROR_CODES.orderNotFound);
  const sourceIds = order.lines.map((l) => l.sourceLineId);
  const sourceLines =
    sourceIds.length === 0
      ? []
      : await tx
          .select()
          .from(purchaseRequestLines)
          .where(
            and(
              eq(purchaseRequestLines.tenantId, actor.tenantId),
              inArray(purchaseRequestLines.id, sourceIds),
            ),
          );
  const sourceOf = new Map(sourceLines.map((l) => [l.id, l]));
  return insertTemplate(
    tx,
    actor,
    name,
    { type: 'order', code: order.code },
    order.lines.map((l, i) => {
      const from = sourceOf.get(l.sourceLineId);
      return {
        lineNo: i + 1,
        goodsId: l.goodsId,
        source: from?.source ?? 'manual',
        vendorId: l.vendorId,
        productCode: l.productCode || null,
        name: l.name,
        spec: from?.spec ?? null,
        unit: l.unit || null,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        taxRate: Math.round(Number(l.taxRate)),
        categoryId: from?.categoryId ?? null,
        accountingCode: from?.accountingCode ?? null,
        capexExpense: from?.capexExpense ?? null,
        goodsService: from?.goodsService ?? null,
      };
    }),
  );
}

export async function renameTemplate(tx: Db, actor: Actor, id: string, name: string): Promise<void> {
  await lockOwner(tx, actor);
  await ownTemplate(tx, actor, id, true);
  await assertNameFree(tx, actor, name, id);
  await tx
    .update(purchaseTemplates)
    .set({ name, updatedAt: new Date() })
    .where(and(mine(actor), eq(purchaseTemplates.id, id)));
}

export async function deleteTemplate(tx: Db, actor: Actor, id: string): Promise<void> {
  await ownTemplate(tx, actor, id, true);
  await tx.delete(purchaseTemplates).where(and(mine(actor), eq(purchaseTemplates.id, id)));
}

/** A new draft request of the actor's from the template's lines (the form opens it for the rest). */
export async function requestFromTemplate(tx: Db, actor: Actor, id: string) {
  const template = await ownTemplate(tx, actor, id, false);
  const lines = await tx
    .select()
    .from(purchaseTemplateLines)
    .where(and(eq(purchaseTemplateLines.tenantId, actor.tenantId), eq(purchaseTemplateLines.templateId, id)))
    .orderBy(asc(purchaseTemplateLines.lineNo));
  const draftLines: DraftLine[] = lines.map((l) => ({
    goodsId: l.goodsId,
    source: l.source,
    vendorId: l.vendorId,
    productCode: l.productCode,
    name: l.name,
    spec: l.spec,
    unit: l.unit,
    unitPrice: l.unitPrice,
    quantity: l.quantity,
    taxRate: l.taxRate,
    categoryId: l.categoryId,
    accountingCode: l.accountingCode,
    capexExpense: l.capexExpense,
    goodsService: l.goodsService,
  }));
  return createDraftFromLines(tx, actor, draftLines, template.name);
}
