import { z } from 'zod';
import { CODES } from '@procure/shared-codes';
import { unitPrice } from '@procure/shared-validation';
import { idSchema } from '@procure/server-http';
import { CHANNEL_IDS } from './channels/types.ts';

// Wire shapes of the catalogue routes: prices are decimal strings, quantities integers.

export const SOURCES = ['catalogue', ...CHANNEL_IDS] as const;
export const sourceSchema = z.enum(SOURCES, 'validation.oneOf').describe('catalogue | channel1 | channel2');
export const channelSchema = z.enum(CHANNEL_IDS, 'validation.oneOf');

/** Cart quantities: positive integers up to 99999 (one cart line). */
export const CART_MAX_QUANTITY = 99_999;
export const quantitySchema = z
  .number('validation.invalidType')
  .int('validation.integer')
  .min(1)
  .max(CART_MAX_QUANTITY)
  .describe('Positive integer, at most 99999');

const priceFilter = unitPrice(6).optional();
const skuText = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'validation.name');

export const goodsSummarySchema = z.object({
  id: z.string().describe('Goods id (catalogue) or the channel SKU'),
  source: sourceSchema,
  productId: z.string(),
  skuId: z.string(),
  productCode: z.string(),
  name: z.string(),
  spec: z.string().nullable(),
  brand: z.string().nullable(),
  unit: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  unitPrice: z.string(),
  taxRate: z.string().describe('VAT in percent'),
  categoryId: z.string().nullable(),
  categoryName: z
    .string()
    .nullable()
    .describe('Channel goods only (catalogue goods: look the id up in master data)'),
  onShelf: z.boolean(),
  stock: z.number().int().nullable().describe('Channel goods only'),
  imageFileIds: z.array(z.string()),
  imageUrl: z.string().nullable(),
});
export type GoodsSummary = z.infer<typeof goodsSummarySchema>;

export const goodsDetailSchema = goodsSummarySchema.extend({
  description: z.string().nullable(),
  goodsService: z.number().int().nullable(),
  capexExpense: z.number().int().nullable(),
});
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;

export const productListQuerySchema = z.object({
  keyword: z.string().max(100).optional(),
  categoryId: idSchema.optional(),
  vendorId: idSchema.optional(),
  minPrice: priceFilter,
  maxPrice: priceFilter,
  source: sourceSchema.default('catalogue'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const productIndexSchema = z.object({
  commonCategoryIds: z.array(z.string()),
  recent: z.array(goodsSummarySchema),
  popular: z.array(goodsSummarySchema),
});

export const initParamsSchema = z.object({
  sources: z.array(sourceSchema),
  vendors: z.array(z.object({ id: z.string(), name: z.string() })),
  categoryIds: z.array(z.string()),
  maxPrice: z.string().nullable(),
});

export const productDetailParamsSchema = z.object({
  id: skuText.describe('Goods id (catalogue) or channel SKU'),
});
export const productDetailQuerySchema = z.object({ source: sourceSchema.default('catalogue') });

export const commonCategoriesSchema = z.object({ categoryIds: z.array(z.string()) });
export const commonCategoriesInputSchema = z.object({
  categoryIds: z
    .array(idSchema)
    .min(1)
    .max(6)
    .refine((ids) => new Set(ids).size === ids.length, 'validation.invalid')
    .describe('1 to 6 procurement category ids (spec §9)'),
});

// ---- cart
export const cartAddSchema = z.object({
  skuId: skuText,
  productId: skuText.describe('Goods id (catalogue) or channel product id'),
  count: quantitySchema,
  vendorType: sourceSchema.default('catalogue'),
});
export type CartAddInput = z.infer<typeof cartAddSchema>;

export const cartItemSchema = z.object({
  id: z.string(),
  source: sourceSchema,
  goodsId: z.string().nullable(),
  skuId: z.string(),
  productId: z.string(),
  productCode: z.string(),
  name: z.string(),
  spec: z.string().nullable(),
  unit: z.string(),
  imageFileId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  addedPrice: z.string(),
  unitPrice: z.string().describe('Re-checked now'),
  priceChanged: z.boolean(),
  amount: z.string().describe('unitPrice × quantity, 2 decimals'),
  available: z
    .boolean()
    .describe('False when gone, off the shelf, out of stock or the channel did not answer'),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartGroupSchema = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  source: sourceSchema,
  items: z.array(cartItemSchema),
  subtotal: z.string().describe('Sum of the available items'),
});
export const cartListSchema = z.object({
  groups: z.array(cartGroupSchema),
  total: z.string(),
  count: z.number().int(),
});
export type CartList = z.infer<typeof cartListSchema>;

export const cartModifySchema = z.object({ id: idSchema, count: quantitySchema });
export const cartIdParamsSchema = z.object({ id: idSchema });
export const cartBatchDeleteSchema = z.object({ ids: z.array(idSchema).min(1).max(200) });
export const quickAddSchema = z.object({ productCode: skuText, count: quantitySchema });

// ---- channels
export const channelParamsSchema = z.object({ channel: channelSchema });
export const verifyInputSchema = z.object({ skuIds: z.array(skuText).min(1).max(100) });
export const verificationSchema = z.object({
  skuId: z.string(),
  price: z.string(),
  taxRate: z.string(),
  stock: z.number().int(),
  onShelf: z.boolean(),
});
export const addressParamsSchema = z.object({
  channel: channelSchema,
  level: z.enum(['provinces', 'cities', 'counties', 'towns'], 'validation.oneOf'),
});
export const addressQuerySchema = z.object({
  parentId: z
    .string()
    .regex(/^\d{2,12}$/, 'validation.digits')
    .optional(),
});
export const regionSchema = z.object({ id: z.string(), name: z.string() });

// ---- management (settings)
const text = (max: number) => z.string().trim().min(1).max(max);
const codeEnum = <T extends Record<string, { code: number }>>(set: T) =>
  z.literal(Object.values(set).map((c) => c.code) as [number, ...number[]], 'validation.oneOf');
const taxRate = z
  .enum(['13', '9', '6', '5', '3', '1', '0'], 'validation.oneOf')
  .describe('VAT rate in percent');

export const materialInputSchema = z.object({
  id: idSchema.optional(),
  code: skuText,
  name: text(100),
  spec: z.string().trim().max(200).nullable().optional(),
  unit: text(20),
  categoryId: idSchema.nullable().optional(),
  accountingCode: z.string().trim().max(50).nullable().optional(),
  goodsService: codeEnum(CODES.goodsService),
  capexExpense: codeEnum(CODES.capexExpense),
  disabled: z.boolean().optional(),
});
export type MaterialInput = z.infer<typeof materialInputSchema>;

export const materialSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  spec: z.string().nullable(),
  unit: z.string(),
  categoryId: z.string().nullable(),
  accountingCode: z.string().nullable(),
  goodsService: z.number().int(),
  capexExpense: z.number().int(),
  disabled: z.boolean(),
});

export const managementListQuerySchema = z.object({
  keyword: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const isoDate = z.iso.date('validation.invalid');
export const priceInputSchema = z
  .object({
    materialId: idSchema,
    vendorId: idSchema,
    unitPrice: unitPrice(6),
    taxRate,
    validFrom: isoDate,
    validTo: isoDate.nullable().optional(),
  })
  .refine((p) => !p.validTo || p.validTo >= p.validFrom, {
    path: ['validTo'],
    message: 'validation.invalid',
  });
export type PriceInput = z.infer<typeof priceInputSchema>;

export const priceSchema = z.object({
  id: z.string(),
  materialId: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  unitPrice: z.string(),
  taxRate: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
});
export const materialIdParamsSchema = z.object({ id: idSchema });

export const goodsInputSchema = z.object({
  id: idSchema.optional(),
  materialId: idSchema,
  vendorId: idSchema,
  sku: skuText,
  unitPrice: unitPrice(6),
  taxRate,
  onShelf: z.boolean(),
  imageFileIds: z.array(idSchema).max(6),
  description: z.string().trim().max(2000).nullable().optional(),
});
export type GoodsInput = z.infer<typeof goodsInputSchema>;

export const managedGoodsSchema = goodsSummarySchema.extend({
  materialId: z.string(),
  materialCode: z.string(),
});
export const managedGoodsQuerySchema = managementListQuerySchema.extend({
  onShelf: z.enum(['true', 'false'], 'validation.oneOf').optional(),
});
export const shelveInputSchema = z.object({ ids: z.array(idSchema).min(1).max(200), onShelf: z.boolean() });

export const storeSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  name: z.string(),
  disabled: z.boolean(),
});
export const storeInputSchema = z.object({
  id: idSchema.optional(),
  vendorId: idSchema,
  name: text(100),
  disabled: z.boolean(),
});
