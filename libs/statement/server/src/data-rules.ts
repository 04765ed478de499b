import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { newId, type Db } from '@procure/server-db';
import type { Locale } from '@procure/shared-i18n';
import type { StatementDataRuleInput } from '@procure/shared-validation';
import { identitySchema, tenancySchema } from '@procure/identity-server';
import { statementDataRules as R } from './schema.ts';

// Statement data rules (spec §6 "employee data authorisation rules", `/setting/statementData`): the tenant
// admin (permission setting:staffManage) gives employees a scope over statements — all, or some suppliers
// and/or legal entities (data-scope.ts enforces it). One rule per employee; no rule = all statements.

const { users, vendors, legalEntities, tenantMembers } = identitySchema;
const { tenantVendors } = tenancySchema;

type Named = { id: string; name: string };
export type StatementDataRule = {
  id: string;
  userId: string;
  userName: string;
  allData: boolean;
  vendors: Named[];
  legalEntities: Named[];
  remark: string;
  /** Who saved the rule last, and when. */
  updatedByName: string;
  updatedAt: string;
};

async function employees(tx: Db, tenantId: string, ids?: readonly string[]): Promise<Named[]> {
  return tx
    .select({ id: users.id, name: users.empName })
    .from(users)
    .innerJoin(tenantMembers, and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, tenantId)))
    .where(and(eq(users.site, 'buyer'), ids ? inArray(users.id, [...ids]) : undefined))
    .orderBy(asc(users.empName), asc(users.id));
}

async function tenantVendorList(
  tx: Db,
  tenantId: string,
  locale: Locale,
  ids?: readonly string[],
): Promise<Named[]> {
  return tx
    .select({ id: vendors.id, name: locale === 'en-US' ? vendors.nameEn : vendors.nameZh })
    .from(vendors)
    .innerJoin(
      tenantVendors,
      and(eq(tenantVendors.vendorId, vendors.id), eq(tenantVendors.tenantId, tenantId)),
    )
    .where(ids ? inArray(vendors.id, [...ids]) : undefined)
    .orderBy(asc(vendors.nameZh));
}

async function legalEntityList(
  tx: Db,
  tenantId: string,
  locale: Locale,
  ids?: readonly string[],
): Promise<Named[]> {
  return tx
    .select({
      id: legalEntities.id,
      name: locale === 'en-US' ? legalEntities.nameEn : legalEntities.nameZh,
    })
    .from(legalEntities)
    .where(and(eq(legalEntities.tenantId, tenantId), ids ? inArray(legalEntities.id, [...ids]) : undefined))
    .orderBy(asc(legalEntities.code));
}

/** What the rule form picks from: the tenant's buyer employees, its suppliers and legal entities. */
export async function dataRuleOptions(tx: Db, tenantId: string, locale: Locale) {
  return {
    employees: await employees(tx, tenantId),
    vendors: await tenantVendorList(tx, tenantId, locale),
    legalEntities: await legalEntityList(tx, tenantId, locale),
  };
}

const updaters = alias(users, 'updaters');

/** Every rule of the tenant, by employee name. */
export async function listDataRules(
  tx: Db,
  tenantId: string,
  locale: Locale,
): Promise<{ items: StatementDataRule[] }> {
  const rows = await tx
    .select({
      id: R.id,
      userId: R.userId,
      userName: users.empName,
      allData: R.allData,
      vendorIds: R.vendorIds,
      legalEntityIds: R.legalEntityIds,
      remark: R.remark,
      updatedByName: updaters.empName,
      updatedAt: R.updatedAt,
    })
    .from(R)
    .innerJoin(users, eq(users.id, R.userId))
    .leftJoin(updaters, eq(updaters.id, R.updatedBy))
    .where(eq(R.tenantId, tenantId))
    .orderBy(asc(users.empName), asc(R.id));
  const vendorNames = new Map(
    (
      await tenantVendorList(
        tx,
        tenantId,
        locale,
        rows.flatMap((r) => r.vendorIds),
      )
    ).map((v) => [v.id, v]),
  );
  const entityNames = new Map(
    (
      await legalEntityList(
        tx,
        tenantId,
        locale,
        rows.flatMap((r) => r.legalEntityIds),
      )
    ).map((e) => [e.id, e]),
  );
  return {
    items: rows.map(({ vendorIds, legalEntityIds, updatedAt, updatedByName, ...row }) => ({
      ...row,
      updatedByName: updatedByName ?? '',
      vendors: vendorIds.flatMap((id) => vendorNames.get(id) ?? []),
      legalEntities: legalEntityIds.flatMap((id) => entityNames.get(id) ?? []),
      updatedAt: updatedAt.toISOString(),
    })),
  };
}

type FieldIssue = { path: string; code: string };

/** Add (no id) or change a rule; 400 field errors (nothing written), 404 for an absent or foreign id. */
export async function saveDataRule(
  tx: Db,
  actor: { tenantId: string; userId: string },
  input: StatementDataRuleInput,
  locale: Locale,
): Promise<{ id: string }> {
  const vendorIds = input.allData ? [] : [...new Set(input.vendorIds)];
  const legalEntityIds = input.allData ? [] : [...new Set(input.legalEntityIds)];
  if (input.id) {
    const [existing] = await tx
      .select({ id: R.id })
      .from(R)
      .where(and(eq(R.tenantId, actor.tenantId), eq(R.id, input.id)))
      .for('update');
    if (!existing) throw new AppError(404, ERROR_CODES.statementRuleNotFound);
  }
  const issues: FieldIssue[] = [];
  if ((await employees(tx, actor.tenantId, [input.userId])).length === 0) {
    issues.push({ path: 'userId', code: ERROR_CODES.statementRuleEmployeeUnknown });
  } else {
    const [taken] = await tx
      .select({ id: R.id })
      .from(R)
      .where(
        and(
          eq(R.tenantId, actor.tenantId),
          eq(R.userId, input.userId),
          input.id ? ne(R.id, input.id) : undefined,
        ),
      );
    if (taken) issues.push({ path: 'userId', code: ERROR_CODES.statementRuleEmployeeTaken });
  }
  if (!input.allData && vendorIds.length + legalEntityIds.length === 0) {
    issues.push({ path: 'vendorIds', code: ERROR_CODES.statementRuleScopeRequired });
  }
  if (
    vendorIds.length > 0 &&
    (await tenantVendorList(tx, actor.tenantId, locale, vendorIds)).length !== vendorIds.length
  ) {
    issues.push({ path: 'vendorIds', code: ERROR_CODES.statementVendorUnknown });
  }
  if (
    legalEntityIds.length > 0 &&
    (await legalEntityList(tx, actor.tenantId, locale, legalEntityIds)).length !== legalEntityIds.length
  ) {
    issues.push({ path: 'legalEntityIds', code: ERROR_CODES.statementRuleLegalEntityUnknown });
  }
  if (issues.length > 0) throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields: issues });
  const values = {
    userId: input.userId,
    allData: input.allData,
    vendorIds,
    legalEntityIds,
    remark: input.remark?.trim() ?? '',
    updatedBy: actor.userId,
    updatedAt: new Date(),
  };
  if (input.id) {
    await tx.update(R).set(values).where(eq(R.id, input.id));
    return { id: input.id };
  }
  const id = newId();
  await tx.insert(R).values({ ...values, id, tenantId: actor.tenantId, createdBy: actor.userId });
  return { id };
}

/** Delete a rule (the employee then sees every statement again). */
export async function deleteDataRule(tx: Db, tenantId: string, id: string): Promise<{ id: string }> {
  const deleted = await tx
    .delete(R)
    .where(and(eq(R.tenantId, tenantId), eq(R.id, id)))
    .returning({ id: R.id });
  if (deleted.length === 0) throw new AppError(404, ERROR_CODES.statementRuleNotFound);
  return { id };
}
