import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { newId, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import { mdCategories, mdCategoryAccounts, mdFinancialAccounts } from '../schema.ts';
import type { Category, CategoryInput, SubCategory } from '../wire.ts';
import { localName } from './buyer-tenant.ts';
import { codeTaken } from './coded-service.ts';

/** The two-level tree with each second-level category's accounts; disabled rows only when asked. */
export async function listCategoryTree(
  tx: Db,
  tenantId: string,
  locale: Locale,
  options: { includeDisabled: boolean },
): Promise<Category[]> {
  const rows = await tx
    .select()
    .from(mdCategories)
    .where(eq(mdCategories.tenantId, tenantId))
    .orderBy(asc(mdCategories.sort), asc(mdCategories.code));
  const links = await tx
    .select({
      categoryId: mdCategoryAccounts.categoryId,
      id: mdFinancialAccounts.id,
      code: mdFinancialAccounts.code,
      nameZh: mdFinancialAccounts.nameZh,
      nameEn: mdFinancialAccounts.nameEn,
      disabled: mdFinancialAccounts.disabled,
    })
    .from(mdCategoryAccounts)
    .innerJoin(mdFinancialAccounts, eq(mdFinancialAccounts.id, mdCategoryAccounts.accountId))
    .where(eq(mdCategoryAccounts.tenantId, tenantId))
    .orderBy(asc(mdFinancialAccounts.code));
  const visible = (r: { disabled: boolean }) => options.includeDisabled || !r.disabled;
  const item = (r: (typeof rows)[number]) => {
    const name = localName(locale, r);
    return {
      id: r.id,
      code: r.code,
      nameZh: r.nameZh,
      nameEn: r.nameEn,
      name,
      procurementName: name,
      disabled: r.disabled,
    };
  };
  const children = (parentId: string): SubCategory[] =>
    rows
      .filter((r) => r.parentId === parentId && visible(r))
      .map((r) => ({
        ...item(r),
        financialAccounts: links
          .filter((l) => l.categoryId === r.id && visible(l))
          .map((l) => ({ id: l.id, code: l.code, name: localName(locale, l) })),
      }));
  return rows
    .filter((r) => r.parentId === null && visible(r))
    .map((r) => ({ ...item(r), classificationList: children(r.id) }));
}

export async function saveCategory(tx: Db, tenantId: string, input: CategoryInput): Promise<string> {
  const parentId = input.parentId ?? null;
  if (parentId) {
    const parent = await tx
      .select({ id: mdCategories.id })
      .from(mdCategories)
      .where(
        and(
          eq(mdCategories.tenantId, tenantId),
          eq(mdCategories.id, parentId),
          isNull(mdCategories.parentId),
        ),
      );
    if (parent.length === 0 || parentId === input.id) throw fieldError('parentId', 'validation.oneOf');
  }
  // Accounts belong to second-level categories only (the order line books to the leaf's account).
  const accountIds = parentId ? [...new Set(input.accountIds)] : [];
  if (accountIds.length > 0) {
    const found = await tx
      .select({ id: mdFinancialAccounts.id })
      .from(mdFinancialAccounts)
      .where(and(eq(mdFinancialAccounts.tenantId, tenantId), inArray(mdFinancialAccounts.id, accountIds)));
    if (found.length !== accountIds.length) throw fieldError('accountIds', 'validation.oneOf');
  }
  const values = { code: input.code, nameZh: input.nameZh, nameEn: input.nameEn, parentId };
  const id = input.id ?? newId();
  try {
    if (input.id) {
      if (parentId) {
        const kids = await tx
          .select({ id: mdCategories.id })
          .from(mdCategories)
          .where(and(eq(mdCategories.tenantId, tenantId), eq(mdCategories.parentId, input.id)))
          .limit(1);
        if (kids.length > 0) throw new AppError(422, ERROR_CODES.masterdataCategoryHasChildren);
      }
      const rows = await tx
        .update(mdCategories)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(mdCategories.tenantId, tenantId), eq(mdCategories.id, input.id)))
        .returning({ id: mdCategories.id });
      if (rows.length === 0) throw new AppError(404, ERROR_CODES.commonNotFound);
      await tx
        .delete(mdCategoryAccounts)
        .where(and(eq(mdCategoryAccounts.tenantId, tenantId), eq(mdCategoryAccounts.categoryId, id)));
    } else {
      await tx.insert(mdCategories).values({ id, tenantId, ...values });
    }
  } catch (err) {
    throw codeTaken(err);
  }
  if (accountIds.length > 0) {
    await tx
      .insert(mdCategoryAccounts)
      .values(accountIds.map((accountId) => ({ tenantId, categoryId: id, accountId })));
  }
  return id;
}

/** The first financial account of an enabled category (other domains book order lines to it). */
export async function categoryAccount(tx: Db, tenantId: string, categoryId: string) {
  const rows = await tx
    .select({
      id: mdFinancialAccounts.id,
      code: mdFinancialAccounts.code,
      nameZh: mdFinancialAccounts.nameZh,
      nameEn: mdFinancialAccounts.nameEn,
    })
    .from(mdCategoryAccounts)
    .innerJoin(mdFinancialAccounts, eq(mdFinancialAccounts.id, mdCategoryAccounts.accountId))
    .innerJoin(mdCategories, eq(mdCategories.id, mdCategoryAccounts.categoryId))
    .where(
      and(
        eq(mdCategoryAccounts.tenantId, tenantId),
        eq(mdCategoryAccounts.categoryId, categoryId),
        eq(mdCategories.disabled, false),
        eq(mdFinancialAccounts.disabled, false),
      ),
    )
    .orderBy(asc(mdFinancialAccounts.code))
    .limit(1);
  return rows[0] ?? null;
}
