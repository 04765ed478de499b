import { and, asc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { identitySchema } from '@procure/identity-server';
import { isUniqueViolation, newId, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { positionLevels } from './schema.ts';
import type { Department, DepartmentInput, PositionLevel, PositionLevelInput } from './wire.ts';

const { departments } = identitySchema;

const named = <R extends { nameZh: string; nameEn: string }>(locale: Locale, r: R) => ({
  ...r,
  name: locale === 'en-US' ? r.nameEn : r.nameZh,
});

export async function findDepartment(tx: Db, tenantId: string, id: string) {
  const rows = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.tenantId, tenantId), eq(departments.id, id)));
  return rows[0];
}

export async function findPositionLevel(tx: Db, tenantId: string, id: string) {
  const rows = await tx
    .select({ id: positionLevels.id })
    .from(positionLevels)
    .where(and(eq(positionLevels.tenantId, tenantId), eq(positionLevels.id, id)));
  return rows[0];
}

export async function listDepartments(tx: Db, tenantId: string, locale: Locale): Promise<Department[]> {
  const rows = await tx
    .select({
      id: departments.id,
      code: departments.code,
      nameZh: departments.nameZh,
      nameEn: departments.nameEn,
    })
    .from(departments)
    .where(eq(departments.tenantId, tenantId))
    .orderBy(asc(departments.code));
  return rows.map((r) => named(locale, r));
}

const conflict = (err: unknown) => {
  if (isUniqueViolation(err)) return new AppError(409, ERROR_CODES.departmentCodeTaken);
  return err;
};

export async function saveDepartment(tx: Db, tenantId: string, input: DepartmentInput, locale: Locale) {
  const values = { code: input.code, nameZh: input.nameZh, nameEn: input.nameEn };
  const id = input.id ?? newId();
  try {
    if (input.id) {
      const rows = await tx
        .update(departments)
        .set(values)
        .where(and(eq(departments.tenantId, tenantId), eq(departments.id, input.id)))
        .returning({ id: departments.id });
      if (rows.length === 0) throw new AppError(404, ERROR_CODES.commonNotFound);
    } else {
      await tx.insert(departments).values({ id, tenantId, ...values });
    }
  } catch (err) {
    throw conflict(err);
  }
  return named(locale, { id, ...values });
}

export async function listPositionLevels(tx: Db, tenantId: string, locale: Locale): Promise<PositionLevel[]> {
  const rows = await tx
    .select({
      id: positionLevels.id,
      code: positionLevels.code,
      nameZh: positionLevels.nameZh,
      nameEn: positionLevels.nameEn,
      sort: positionLevels.sort,
    })
    .from(positionLevels)
    .where(eq(positionLevels.tenantId, tenantId))
    .orderBy(asc(positionLevels.sort), asc(positionLevels.code));
  return rows.map((r) => named(locale, r));
}

export async function savePositionLevel(tx: Db, tenantId: string, input: PositionLevelInput, locale: Locale) {
  const values = { code: input.code, nameZh: input.nameZh, nameEn: input.nameEn, sort: input.sort };
  const id = input.id ?? newId();
  try {
    if (input.id) {
      const rows = await tx
        .update(positionLevels)
        .set(values)
        .where(and(eq(positionLevels.tenantId, tenantId), eq(positionLevels.id, input.id)))
        .returning({ id: positionLevels.id });
      if (rows.length === 0) throw new AppError(404, ERROR_CODES.commonNotFound);
    } else {
      await tx.insert(positionLevels).values({ id, tenantId, ...values, createdAt: sql`now()` });
    }
  } catch (err) {
    throw conflict(err);
  }
  return named(locale, { id, ...values });
}
