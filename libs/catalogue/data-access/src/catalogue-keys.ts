import { getSession } from '@procure/shared-api-client';

export type GoodsListFilters = {
  keyword?: string;
  categoryId?: string;
  vendorId?: string;
  minPrice?: string;
  maxPrice?: string;
  source?: 'catalogue' | 'channel1' | 'channel2';
  page?: number;
  pageSize?: number;
};

/** Query keys of the catalogue, rooted at the tenant (a tenant switch never shows another tenant's rows). */
export const catalogueKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'catalogue'] as const,
  home: () => [...catalogueKeys.all(), 'home'] as const,
  initParams: () => [...catalogueKeys.all(), 'initParams'] as const,
  lists: () => [...catalogueKeys.all(), 'list'] as const,
  list: (filters: GoodsListFilters) => [...catalogueKeys.lists(), filters] as const,
  detail: (id: string, source: string) => [...catalogueKeys.all(), 'detail', source, id] as const,
  commonCategories: () => [...catalogueKeys.all(), 'commonCategories'] as const,
  cart: () => [...catalogueKeys.all(), 'cart'] as const,
  /** The top bar's badge (message slice) reads the same key: one cache entry for the count. */
  cartCount: (tenantId: string | null = getSession().tenantId) =>
    ['tenant', tenantId, 'shopcart', 'num'] as const,
  managedGoods: (filters: object) => [...catalogueKeys.all(), 'managedGoods', filters] as const,
  materials: (filters: object) => [...catalogueKeys.all(), 'materials', filters] as const,
  prices: (materialId: string) => [...catalogueKeys.all(), 'prices', materialId] as const,
};
