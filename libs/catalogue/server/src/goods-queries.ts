import { inTurn } from '@procure/server-db';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import { categoryChildIds } from '@procure/masterdata-server';
import { catalogueGoods, catalogueStores, materials } from './schema.ts';
import type { GoodsDetail, GoodsSummary } from './wire.ts';

const { vendors } = identitySchema;

/** A category and its children (master data's tree has two levels: a first-level pick shows all of it). */
const inCategory = (categoryId: string): SQL =>
  sql`(${materials.categoryId} = ${categoryId} or ${materials.categoryId} in ${categoryChildIds(categoryId)})`;

// Catalogue goods as buyers see them: joined with their material, their vendor's store and name.
// "On sale" = on the shelf, material enabled and the vendor's store open.

export type GoodsFilter = {
  keyword?: string | undefined;
  categoryId?: string | undefined;
  vendorId?: string | undefined;
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
};

const columns = (english: boolean) => ({
  id: catalogueGoods.id,
  sku: catalogueGoods.sku,
  vendorId: catalogueGoods.vendorId,
  vendorName: english ? vendors.nameEn : vendors.nameZh,
  unitPrice: catalogueGoods.unitPrice,
  taxRate: catalogueGoods.taxRate,
  onShelf: catalogueGoods.onShelf,
  imageFileIds: catalogueGoods.imageFileIds,
  description: catalogueGoods.description,
  materialId: materials.id,
  materialCode: materials.code,
  name: materials.name,
  spec: materials.spec,
  unit: materials.unit,
  categoryId: materials.categoryId,
  accountingCode: materials.accountingCode,
  goodsService: materials.goodsService,
  capexExpense: materials.capexExpense,
  materialDisabled: materials.disabled,
  storeOpen: sql<boolean>`coalesce(not ${catalogueStores.disabled}, false)`,
});

export type GoodsRow = Awaited<ReturnType<typeof selectGoods>>[number];

function selectGoods(tx: Db, tenantId: string, english: boolean) {
  return tx
    .select(columns(english))
    .from(catalogueGoods)
    .innerJoin(materials, and(eq(materials.id, catalogueGoods.materialId), eq(materials.tenantId, tenantId)))
    .leftJoin(
      catalogueStores,
      and(eq(catalogueStores.tenantId, tenantId), eq(catalogueStores.vendorId, catalogueGoods.vendorId)),
    )
    .leftJoin(vendors, eq(vendors.id, catalogueGoods.vendorId));
}

const onSale = (tenantId: string) =>
  and(
    eq(catalogueGoods.tenantId, tenantId),
    eq(catalogueGoods.onShelf, true),
    eq(materials.disabled, false),
    eq(catalogueStores.disabled, false),
  );

/** Whether a goods row can be bought now. */
export const isOnSale = (row: GoodsRow) => row.onShelf && !row.materialDisabled && row.storeOpen;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterOf(filter: GoodsFilter): SQL | undefined {
  const keyword = filter.keyword?.trim();
  const like = keyword ? `%${escapeLike(keyword)}%` : undefined;
  return and(
    like
      ? or(
          ilike(materials.name, like),
          ilike(materials.spec, like),
          ilike(materials.code, like),
          ilike(catalogueGoods.sku, like),
        )
      : undefined,
    filter.categoryId ? inCategory(filter.categoryId) : undefined,
    filter.vendorId ? eq(catalogueGoods.vendorId, filter.vendorId) : undefined,
    filter.minPrice ? gte(catalogueGoods.unitPrice, filter.minPrice) : undefined,
    filter.maxPrice ? lte(catalogueGoods.unitPrice, filter.maxPrice) : undefined,
  );
}

export function toSummary(row: GoodsRow): GoodsSummary {
  return {
    id: row.id,
    source: 'catalogue',
    productId: row.id,
    skuId: row.sku,
    productCode: row.sku,
    name: row.name,
    spec: row.spec,
    brand: null,
    unit: row.unit,
    vendorId: row.vendorId,
    vendorName: row.vendorName ?? '',
    unitPrice: row.unitPrice,
    taxRate: row.taxRate,
    categoryId: row.categoryId,
    categoryName: null,
    onShelf: isOnSale(row),
    stock: null,
    imageFileIds: row.imageFileIds,
    imageUrl: null,
  };
}

export function toDetail(row: GoodsRow): GoodsDetail {
  return {
    ...toSummary(row),
    description: row.description,
    goodsService: row.goodsService,
    capexExpense: row.capexExpense,
  };
}

/** One page of on-sale goods (offset paging: a catalogue page is small and filters change the order). */
export async function listOnSale(
  tx: Db,
  tenantId: string,
  english: boolean,
  filter: GoodsFilter,
  page: { page: number; pageSize: number },
  order: 'popular' | 'recent' = 'popular',
): Promise<{ rows: GoodsRow[]; total: number }> {
  const where = and(onSale(tenantId), filterOf(filter));
  const ordering =
    order === 'recent'
      ? [desc(catalogueGoods.createdAt), asc(catalogueGoods.id)]
      : [desc(catalogueGoods.popularity), asc(materials.name), asc(catalogueGoods.id)];
  const [rows, counted] = await inTurn([
    selectGoods(tx, tenantId, english)
      .where(where)
      .orderBy(...ordering)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(catalogueGoods)
      .innerJoin(
        materials,
        and(eq(materials.id, catalogueGoods.materialId), eq(materials.tenantId, tenantId)),
      )
      .leftJoin(
        catalogueStores,
        and(eq(catalogueStores.tenantId, tenantId), eq(catalogueStores.vendorId, catalogueGoods.vendorId)),
      )
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** Goods by id whatever their shelf state (the caller decides what an off-shelf row means). */
export async function goodsByIds(tx: Db, tenantId: string, english: boolean, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return selectGoods(tx, tenantId, english).where(
    and(eq(catalogueGoods.tenantId, tenantId), inArray(catalogueGoods.id, [...ids])),
  );
}

export async function goodsBySku(tx: Db, tenantId: string, english: boolean, sku: string) {
  const rows = await selectGoods(tx, tenantId, english).where(
    and(eq(catalogueGoods.tenantId, tenantId), eq(catalogueGoods.sku, sku)),
  );
  return rows[0];
}

/** Filter options of the goods list: vendors and categories that have goods on sale, the top price. */
export async function saleFacets(tx: Db, tenantId: string, english: boolean) {
  const rows = await selectGoods(tx, tenantId, english).where(onSale(tenantId));
  const vendorsById = new Map(rows.map((r) => [r.vendorId, r.vendorName ?? '']));
  const categories = new Set(rows.flatMap((r) => (r.categoryId ? [r.categoryId] : [])));
  const maxPrice = await tx
    .select({ max: sql<string | null>`max(${catalogueGoods.unitPrice})::text` })
    .from(catalogueGoods)
    .where(and(eq(catalogueGoods.tenantId, tenantId), eq(catalogueGoods.onShelf, true)));
  return {
    vendors: [...vendorsById]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    categoryIds: [...categories].sort(),
    maxPrice: maxPrice[0]?.max ?? null,
  };
}

export async function bumpPopularity(tx: Db, tenantId: string, goodsId: string): Promise<void> {
  await tx
    .update(catalogueGoods)
    .set({ popularity: sql`${catalogueGoods.popularity} + 1` })
    .where(and(eq(catalogueGoods.tenantId, tenantId), eq(catalogueGoods.id, goodsId)));
}

export async function goodsById(tx: Db, tenantId: string, id: string, english = false) {
  return (await goodsByIds(tx, tenantId, english, [id]))[0];
}

/** Management list: every goods row of the tenant, on or off the shelf. */
export async function listManagedGoods(
  tx: Db,
  tenantId: string,
  english: boolean,
  filter: GoodsFilter & { onShelf?: boolean | undefined },
  page: { page: number; pageSize: number },
) {
  const where = and(
    eq(catalogueGoods.tenantId, tenantId),
    filterOf(filter),
    filter.onShelf === undefined ? undefined : eq(catalogueGoods.onShelf, filter.onShelf),
  );
  const [rows, counted] = await inTurn([
    selectGoods(tx, tenantId, english)
      .where(where)
      .orderBy(asc(catalogueGoods.sku), asc(catalogueGoods.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(catalogueGoods)
      .innerJoin(
        materials,
        and(eq(materials.id, catalogueGoods.materialId), eq(materials.tenantId, tenantId)),
      )
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
