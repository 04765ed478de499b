import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { inTurn, isUniqueViolation, newId, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { ERROR_CODES } from '@procure/shared-codes';
import { identitySchema, tenancySchema } from '@procure/identity-server';
import { catalogueGoods, catalogueStores, materialPrices, materials } from './schema.ts';
import { toSummary, type GoodsRow } from './goods-queries.ts';
import type { GoodsInput, MaterialInput, PriceInput } from './wire.ts';

// Management of materials, price lists, stores and goods (permission settingMasterData).

const { vendors } = identitySchema;
const like = (keyword: string | undefined) =>
  keyword?.trim() ? `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
const paging = (p: { page: number; pageSize: number }) => ({
  limit: p.pageSize,
  offset: (p.page - 1) * p.pageSize,
});

const codeTaken = (code: string) => (err: unknown) => {
  if (isUniqueViolation(err)) throw new AppError(409, code);
  throw err;
};

export async function listMaterials(
  tx: Db,
  tenantId: string,
  q: { keyword?: string | undefined; page: number; pageSize: number },
) {
  const k = like(q.keyword);
  const where = and(
    eq(materials.tenantId, tenantId),
    k ? or(ilike(materials.name, k), ilike(materials.code, k)) : undefined,
  );
  const { limit, offset } = paging(q);
  const [items, total] = await inTurn([
    tx.select().from(materials).where(where).orderBy(asc(materials.code)).limit(limit).offset(offset),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(materials)
      .where(where),
  ]);
  return { items, total: total[0]?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function saveMaterial(tx: Db, tenantId: string, input: MaterialInput) {
  const values = {
    code: input.code,
    name: input.name,
    spec: input.spec ?? null,
    unit: input.unit,
    categoryId: input.categoryId ?? null,
    accountingCode: input.accountingCode ?? null,
    goodsService: input.goodsService,
    capexExpense: input.capexExpense,
    disabled: input.disabled ?? false,
  };
  const taken = codeTaken(ERROR_CODES.catalogueMaterialCodeTaken);
  if (!input.id) {
    const rows = await tx
      .insert(materials)
      .values({ id: newId(), tenantId, ...values })
      .returning()
      .catch(taken);
    return rows[0];
  }
  const rows = await tx
    .update(materials)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(materials.tenantId, tenantId), eq(materials.id, input.id)))
    .returning()
    .catch(taken);
  if (!rows[0]) throw new AppError(404, ERROR_CODES.catalogueMaterialNotFound);
  return rows[0];
}

async function requireMaterial(tx: Db, tenantId: string, id: string) {
  const rows = await tx
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.tenantId, tenantId), eq(materials.id, id)));
  if (!rows[0]) throw new AppError(404, ERROR_CODES.catalogueMaterialNotFound);
}

/** A vendor may be named only while it actively serves the tenant. */
async function requireServingVendor(tx: Db, tenantId: string, vendorId: string) {
  const { tenantVendors } = tenancySchema;
  const rows = await tx
    .select({ id: tenantVendors.id })
    .from(tenantVendors)
    .where(
      and(
        eq(tenantVendors.tenantId, tenantId),
        eq(tenantVendors.vendorId, vendorId),
        eq(tenantVendors.status, 'active'),
      ),
    );
  if (!rows[0]) throw new AppError(422, ERROR_CODES.catalogueVendorNotServing);
}

export async function listPrices(tx: Db, tenantId: string, materialId: string, english: boolean) {
  await requireMaterial(tx, tenantId, materialId);
  return tx
    .select({
      id: materialPrices.id,
      materialId: materialPrices.materialId,
      vendorId: materialPrices.vendorId,
      vendorName: sql<string>`coalesce(${english ? vendors.nameEn : vendors.nameZh}, '')`,
      unitPrice: materialPrices.unitPrice,
      taxRate: materialPrices.taxRate,
      validFrom: materialPrices.validFrom,
      validTo: materialPrices.validTo,
    })
    .from(materialPrices)
    .leftJoin(vendors, eq(vendors.id, materialPrices.vendorId))
    .where(and(eq(materialPrices.tenantId, tenantId), eq(materialPrices.materialId, materialId)))
    .orderBy(desc(materialPrices.validFrom), asc(materialPrices.id));
}

export async function addPrice(tx: Db, tenantId: string, input: PriceInput) {
  await requireMaterial(tx, tenantId, input.materialId);
  await requireServingVendor(tx, tenantId, input.vendorId);
  await tx.insert(materialPrices).values({
    id: newId(),
    tenantId,
    materialId: input.materialId,
    vendorId: input.vendorId,
    unitPrice: input.unitPrice,
    taxRate: input.taxRate,
    validFrom: input.validFrom,
    validTo: input.validTo ?? null,
  });
}

export async function listStores(tx: Db, tenantId: string, english: boolean) {
  return tx
    .select({
      id: catalogueStores.id,
      vendorId: catalogueStores.vendorId,
      vendorName: sql<string>`coalesce(${english ? vendors.nameEn : vendors.nameZh}, '')`,
      name: catalogueStores.name,
      disabled: catalogueStores.disabled,
    })
    .from(catalogueStores)
    .leftJoin(vendors, eq(vendors.id, catalogueStores.vendorId))
    .where(eq(catalogueStores.tenantId, tenantId))
    .orderBy(asc(catalogueStores.name));
}

/** One store per vendor: saving a vendor's store again renames / opens / closes it. */
export async function saveStore(
  tx: Db,
  tenantId: string,
  input: { vendorId: string; name: string; disabled: boolean },
) {
  await requireServingVendor(tx, tenantId, input.vendorId);
  await tx
    .insert(catalogueStores)
    .values({ id: newId(), tenantId, ...input })
    .onConflictDoUpdate({
      target: [catalogueStores.tenantId, catalogueStores.vendorId],
      set: { name: input.name, disabled: input.disabled },
    });
}

export async function saveGoods(tx: Db, tenantId: string, input: GoodsInput): Promise<string> {
  await requireMaterial(tx, tenantId, input.materialId);
  await requireServingVendor(tx, tenantId, input.vendorId);
  const values = {
    vendorId: input.vendorId,
    materialId: input.materialId,
    sku: input.sku,
    unitPrice: input.unitPrice,
    taxRate: input.taxRate,
    onShelf: input.onShelf,
    imageFileIds: input.imageFileIds,
    description: input.description ?? null,
  };
  const taken = codeTaken(ERROR_CODES.catalogueSkuTaken);
  if (!input.id) {
    const id = newId();
    await tx
      .insert(catalogueGoods)
      .values({ id, tenantId, ...values })
      .catch(taken);
    return id;
  }
  const rows = await tx
    .update(catalogueGoods)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(catalogueGoods.tenantId, tenantId), eq(catalogueGoods.id, input.id)))
    .returning({ id: catalogueGoods.id })
    .catch(taken);
  if (!rows[0]) throw new AppError(404, ERROR_CODES.catalogueGoodsNotFound);
  return input.id;
}

/** All or none: one absent id is a 404 and the transaction rolls back. */
export async function shelveGoods(tx: Db, tenantId: string, ids: readonly string[], onShelf: boolean) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .update(catalogueGoods)
    .set({ onShelf, updatedAt: sql`now()` })
    .where(and(eq(catalogueGoods.tenantId, tenantId), inArray(catalogueGoods.id, unique)))
    .returning({ id: catalogueGoods.id });
  if (rows.length !== unique.length) throw new AppError(404, ERROR_CODES.catalogueGoodsNotFound);
  return rows.length;
}

/** Every goods row (on or off the shelf) for the management list. */
export function toManaged(row: GoodsRow) {
  return {
    ...toSummary(row),
    onShelf: row.onShelf,
    materialId: row.materialId,
    materialCode: row.materialCode,
  };
}
