import { and, asc, eq, inArray } from 'drizzle-orm';
import { isUniqueViolation, newId, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import { ERROR_CODES } from '@procure/shared-codes';
import { identitySchema } from '@procure/identity-server';
import type { Locale } from '@procure/shared-i18n';
import { activeEmployees, listEmployees, namesOf } from './people.ts';
import { approvalAssignments, approvalFlowNodes, approvalFlows } from './schema.ts';
import type { AssignmentInput, FlowInput } from './wire.ts';

const { costCentres, departments, legalEntities } = identitySchema;

const orNull = (ids: readonly string[]) => (ids.length > 0 ? [...new Set(ids)] : null);

export async function listFlows(tx: Db, tenantId: string, docType?: number) {
  const flows = await tx
    .select()
    .from(approvalFlows)
    .where(
      and(
        eq(approvalFlows.tenantId, tenantId),
        docType === undefined ? undefined : eq(approvalFlows.docType, docType),
      ),
    )
    .orderBy(asc(approvalFlows.docType), asc(approvalFlows.priority), asc(approvalFlows.createdAt));
  const nodes = flows.length
    ? await tx
        .select()
        .from(approvalFlowNodes)
        .where(
          inArray(
            approvalFlowNodes.flowId,
            flows.map((f) => f.id),
          ),
        )
        .orderBy(asc(approvalFlowNodes.seq))
    : [];
  return flows.map((f) => ({
    id: f.id,
    docType: f.docType,
    name: f.name,
    priority: f.priority,
    enabled: f.enabled,
    minAmount: f.minAmount,
    maxAmount: f.maxAmount,
    categoryIds: f.categoryIds ?? [],
    costCentreIds: f.costCentreIds ?? [],
    legalEntityIds: f.legalEntityIds ?? [],
    nodes: nodes
      .filter((n) => n.flowId === f.id)
      .map((n) => ({
        key: n.key,
        name: n.name,
        approverType: n.approverType,
        mode: n.mode,
        allowDynamic: n.allowDynamic,
        onlyWhenOverBudget: n.onlyWhenOverBudget,
        employeeIds: n.employeeIds,
      })),
    updatedAt: f.updatedAt.toISOString(),
  }));
}

async function checkIdsExist(
  tx: Db,
  table: typeof costCentres | typeof legalEntities | typeof departments,
  tenantId: string,
  ids: readonly string[],
  path: string,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, [...new Set(ids)])));
  if (rows.length !== new Set(ids).size) throw fieldError(path, ERROR_CODES.approvalUnknownScope);
}

async function checkEmployees(tx: Db, tenantId: string, ids: readonly string[], path: string): Promise<void> {
  const active = await activeEmployees(tx, tenantId, ids);
  if (ids.some((id) => !active.has(id))) throw fieldError(path, ERROR_CODES.approvalNotEmployee);
}

export async function saveFlow(tx: Db, tenantId: string, input: FlowInput): Promise<string> {
  await checkIdsExist(tx, costCentres, tenantId, input.costCentreIds, 'costCentreIds');
  await checkIdsExist(tx, legalEntities, tenantId, input.legalEntityIds, 'legalEntityIds');
  for (const [index, node] of input.nodes.entries()) {
    await checkEmployees(tx, tenantId, node.employeeIds, `nodes.${index}.employeeIds`);
  }
  const values = {
    docType: input.docType,
    name: input.name,
    priority: input.priority,
    enabled: input.enabled,
    minAmount: input.minAmount ?? null,
    maxAmount: input.maxAmount ?? null,
    categoryIds: orNull(input.categoryIds),
    costCentreIds: orNull(input.costCentreIds),
    legalEntityIds: orNull(input.legalEntityIds),
  };
  let id = input.id;
  if (id) {
    const updated = await tx
      .update(approvalFlows)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(approvalFlows.tenantId, tenantId), eq(approvalFlows.id, id)))
      .returning({ id: approvalFlows.id });
    if (updated.length === 0) throw new AppError(404, ERROR_CODES.commonNotFound);
    await tx.delete(approvalFlowNodes).where(eq(approvalFlowNodes.flowId, id));
  } else {
    id = newId();
    await tx.insert(approvalFlows).values({ id, tenantId, ...values });
  }
  const flowId = id;
  await tx.insert(approvalFlowNodes).values(
    input.nodes.map((node, index) => ({
      id: newId(),
      tenantId,
      flowId,
      seq: index + 1,
      ...node,
      employeeIds: [...new Set(node.employeeIds)],
    })),
  );
  return flowId;
}

export async function setFlowEnabled(tx: Db, tenantId: string, id: string, enabled: boolean): Promise<void> {
  const rows = await tx
    .update(approvalFlows)
    .set({ enabled, updatedAt: new Date() })
    .where(and(eq(approvalFlows.tenantId, tenantId), eq(approvalFlows.id, id)))
    .returning({ id: approvalFlows.id });
  if (rows.length === 0) throw new AppError(404, ERROR_CODES.commonNotFound);
}

const localName = (locale: Locale) => (r: { nameZh: string; nameEn: string }) =>
  locale === 'zh-CN' ? r.nameZh : r.nameEn;

/** What the settings page picks from: employees, departments, cost centres and legal entities. */
export async function flowOptions(tx: Db, tenantId: string, locale: Locale) {
  const name = localName(locale);
  const pick = async (table: typeof costCentres | typeof legalEntities | typeof departments) =>
    (
      await tx
        .select({ id: table.id, code: table.code, nameZh: table.nameZh, nameEn: table.nameEn })
        .from(table)
        .where(eq(table.tenantId, tenantId))
        .orderBy(asc(table.code))
    ).map((r) => ({ id: r.id, name: `${r.code} ${name(r)}` }));
  return {
    employees: await listEmployees(tx, tenantId),
    departments: await pick(departments),
    costCentres: await pick(costCentres),
    legalEntities: await pick(legalEntities),
  };
}

export async function listAssignments(tx: Db, tenantId: string) {
  const rows = await tx
    .select()
    .from(approvalAssignments)
    .where(eq(approvalAssignments.tenantId, tenantId))
    .orderBy(
      asc(approvalAssignments.approverType),
      asc(approvalAssignments.scopeKind),
      asc(approvalAssignments.createdAt),
    );
  const names = await namesOf(
    tx,
    rows.flatMap((r) => [...r.userIds, r.scopeKind === 'user' ? r.scopeId : null]),
  );
  return rows.map((r) => ({
    id: r.id,
    approverType: r.approverType,
    scopeKind: r.scopeKind as AssignmentInput['scopeKind'],
    scopeId: r.scopeId,
    users: r.userIds.map((id) => ({ id, name: names.get(id) ?? '' })),
  }));
}

async function checkScope(tx: Db, tenantId: string, input: AssignmentInput): Promise<void> {
  const scopeId = input.scopeId;
  if (!scopeId) return;
  if (input.scopeKind === 'user') return checkEmployees(tx, tenantId, [scopeId], 'scopeId');
  if (input.scopeKind === 'department') return checkIdsExist(tx, departments, tenantId, [scopeId], 'scopeId');
  if (input.scopeKind === 'costCentre') return checkIdsExist(tx, costCentres, tenantId, [scopeId], 'scopeId');
  if (input.scopeKind === 'legalEntity')
    return checkIdsExist(tx, legalEntities, tenantId, [scopeId], 'scopeId');
  // Categories belong to the catalogue domain: the id is kept as given (a pattern-checked uuid).
}

export async function saveAssignment(tx: Db, tenantId: string, input: AssignmentInput): Promise<string> {
  await checkScope(tx, tenantId, input);
  await checkEmployees(tx, tenantId, input.userIds, 'userIds');
  const values = {
    approverType: input.approverType,
    scopeKind: input.scopeKind,
    scopeId: input.scopeId,
    userIds: [...new Set(input.userIds)],
  };
  try {
    // A savepoint: a unique violation must not abort the request's transaction before the 409.
    return await tx.transaction(async (sp) => {
      if (input.id) {
        const rows = await sp
          .update(approvalAssignments)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(approvalAssignments.tenantId, tenantId), eq(approvalAssignments.id, input.id)))
          .returning({ id: approvalAssignments.id });
        if (rows.length === 0) throw new AppError(404, ERROR_CODES.commonNotFound);
        return input.id;
      }
      const id = newId();
      await sp.insert(approvalAssignments).values({ id, tenantId, ...values });
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, ERROR_CODES.approvalAssignmentExists);
    throw err;
  }
}

export async function deleteAssignment(tx: Db, tenantId: string, id: string): Promise<void> {
  const rows = await tx
    .delete(approvalAssignments)
    .where(and(eq(approvalAssignments.tenantId, tenantId), eq(approvalAssignments.id, id)))
    .returning({ id: approvalAssignments.id });
  if (rows.length === 0) throw new AppError(404, ERROR_CODES.commonNotFound);
}
