import { z } from 'zod';
import { money } from './money.ts';
import { rules } from './rules.ts';
import { addFailure, fail, optional, textRule } from './text-rule.ts';
import { nameLength, purchaseRemark, remark } from './text-fields.ts';
import { unitPrice } from './unit-price.ts';

// The field rules of the purchase request (spec §3 labels, §5 rules): the buyer form and the API
// parse the same schemas, so a rule the form checks is the rule the server checks again.

export const PURCHASE_APPLY_KINDS = ['catalogue', 'channel1', 'channel2', 'direct', 'nonCatalogue'] as const;
export type PurchaseApplyKind = (typeof PURCHASE_APPLY_KINDS)[number];
export const PURCHASE_LINE_SOURCES = ['catalogue', 'channel1', 'channel2', 'manual'] as const;
export type PurchaseLineSource = (typeof PURCHASE_LINE_SOURCES)[number];
export const PURCHASE_TAX_RATES = [13, 9, 6, 5, 3, 1, 0] as const;
export const SAVING_TYPES = ['costDown', 'costAvoidance'] as const;
/** The purchase remark limit is a procurement setting: 100 or 1000 characters. */
export type PurchaseRemarkLimit = 100 | 1000;
export const PURCHASE_LINES_MAX = 500;
export const PURCHASE_ATTACHMENTS_MAX = 30;
/** A line amount: at most 8 integer digits and 2 decimals (spec §5 "Amount"). */
export const LINE_AMOUNT_MAX_INTEGER = 8;

/** Codes of the purchase-request rules that the generic validation catalog has no words for. */
export const PURCHASE_APPLY_CODES = {
  amountMismatch: 'procurement.amountMismatch',
  contractTypeMixed: 'procurement.contractTypeMixed',
  needByPast: 'procurement.needByPast',
  quantityZero: 'procurement.quantityZero',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PERIOD = /^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PLAIN_DECIMAL = /^\d+(?:\.\d*)?$/;

const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));
const codeOf = (codes: readonly number[]) => z.literal(codes as [number, ...number[]], 'validation.oneOf');
const maxLength = (max: number) =>
  textRule((value) => ([...value].length > max ? fail('validation.tooLong', { max }) : undefined));

function isRealDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The calendar day (YYYY-MM-DD) in China, where the tenants work: "not in the past" is judged there. */
export function todayInChina(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The line amount the server stores: unit price × quantity, rounded half up to cents. */
export function lineAmount(unitPriceValue: string, quantity: string): string {
  return money.round(
    money.mul(unitPriceValue.endsWith('.') ? `${unitPriceValue}0` : unitPriceValue, quantity),
    2,
  );
}

export type PurchaseApplyOptions = {
  /** The tenant's unit-price decimals (masterdata decimal setting; 2 by default). */
  unitPriceDecimals: number;
  remarkMax: PurchaseRemarkLimit;
  /** Today (YYYY-MM-DD): the need-by date may not be earlier. */
  today: string;
};

const ids = z.array(uuid, 'validation.invalidType').max(PURCHASE_ATTACHMENTS_MAX, 'validation.tooMany');

function lineSchema(options: PurchaseApplyOptions) {
  return z
    .object({
      id: uuid.optional(),
      goodsId: optional(uuid),
      source: z.enum(PURCHASE_LINE_SOURCES, 'validation.oneOf'),
      vendorId: optional(uuid),
      productCode: optional(maxLength(50)),
      name: nameLength,
      spec: optional(maxLength(200)),
      unit: optional(maxLength(20)),
      unitPrice: unitPrice(options.unitPriceDecimals),
      quantity: rules.nonNegative3dp,
      amount: rules.amount8d2,
      taxRate: codeOf(PURCHASE_TAX_RATES).nullish(),
      categoryId: optional(uuid),
      accountingCode: optional(maxLength(50)),
      capexExpense: codeOf([1, 2]).nullish(),
      goodsService: codeOf([1, 2]).nullish(),
      savingType: z.enum(SAVING_TYPES, 'validation.oneOf').nullish(),
      contractTypeCode: optional(maxLength(50)),
      remark: optional(remark),
      attachmentIds: ids.optional(),
    })
    .superRefine((line, ctx) => {
      // zod runs this even when a field rule failed: a blank or malformed figure already has its
      // issue, and money.* would throw on it (a 500 on the server, a dead Submit button in the form).
      if (!PLAIN_DECIMAL.test(line.unitPrice) || !PLAIN_DECIMAL.test(line.quantity)) return;
      if (money.sign(line.quantity) === 0) {
        ctx.addIssue({ code: 'custom', message: PURCHASE_APPLY_CODES.quantityZero, path: ['quantity'] });
        return;
      }
      const expected = lineAmount(line.unitPrice, line.quantity);
      if (money.compare(expected, line.amount) !== 0) {
        ctx.addIssue({
          code: 'custom',
          message: PURCHASE_APPLY_CODES.amountMismatch,
          params: { expected },
          path: ['amount'],
        });
      } else if ((expected.split('.')[0] ?? '').length > LINE_AMOUNT_MAX_INTEGER) {
        addFailure(ctx, fail('validation.maxIntegerDigits', { max: LINE_AMOUNT_MAX_INTEGER }), ['amount']);
      }
    });
}

function headerShape(options: PurchaseApplyOptions) {
  return {
    id: uuid.optional(),
    kind: z.enum(PURCHASE_APPLY_KINDS, 'validation.oneOf'),
    title: optional(nameLength),
    needByDate: optional(
      textRule((value) => {
        if (!isRealDay(value)) return fail('validation.invalid');
        return undefined;
      }),
    ),
    legalEntityId: optional(uuid),
    invoiceTitleId: optional(uuid),
    receiverId: optional(uuid),
    receivingAddressId: optional(uuid),
    contractCreatorId: optional(uuid),
    costCentreId: optional(uuid),
    projectCode: optional(maxLength(50)),
    budgetPeriod: optional(
      textRule((value) => (PERIOD.test(value) ? undefined : fail('validation.invalid'))),
    ),
    purpose: codeOf([1, 2, 3]).nullish(),
    purchaseType: codeOf([1, 2, 3, 4]).nullish(),
    currency: optional(
      textRule((value) => (/^[A-Z]{3}$/.test(value) ? undefined : fail('validation.invalid'))),
    ),
    remark: optional(purchaseRemark(options.remarkMax)),
    attachmentIds: ids.optional(),
    lines: z
      .array(lineSchema(options), 'validation.invalidType')
      .max(PURCHASE_LINES_MAX, 'validation.tooMany'),
  };
}

type Draft = z.infer<z.ZodObject<ReturnType<typeof headerShape>>>;

/** Rules every save checks: need-by date not in the past, one contract type for all lines. */
function checkSaved(value: Draft, ctx: z.RefinementCtx, options: PurchaseApplyOptions): void {
  if (value.needByDate && isRealDay(value.needByDate) && value.needByDate < options.today) {
    ctx.addIssue({
      code: 'custom',
      message: PURCHASE_APPLY_CODES.needByPast,
      params: { today: options.today },
      path: ['needByDate'],
    });
  }
  const first = value.lines.find((line) => line.contractTypeCode)?.contractTypeCode;
  value.lines.forEach((line, index) => {
    if (line.contractTypeCode && line.contractTypeCode !== first) {
      ctx.addIssue({
        code: 'custom',
        message: PURCHASE_APPLY_CODES.contractTypeMixed,
        path: ['lines', index, 'contractTypeCode'],
      });
    }
  });
}

const HEADER_REQUIRED = [
  'title',
  'needByDate',
  'legalEntityId',
  'invoiceTitleId',
  'receiverId',
  'receivingAddressId',
  'contractCreatorId',
  'costCentreId',
  'budgetPeriod',
  'purpose',
  'purchaseType',
] as const;
const LINE_REQUIRED = [
  'vendorId',
  'productCode',
  'unit',
  'taxRate',
  'categoryId',
  'accountingCode',
  'capexExpense',
  'goodsService',
] as const;

/** The "complete for submit" rules: required fields (spec §5 flagged red) and at least one line. */
function checkComplete(value: Draft, ctx: z.RefinementCtx): void {
  const missing = (path: PropertyKey[]) => addFailure(ctx, fail('validation.required'), path);
  for (const key of HEADER_REQUIRED) if (value[key] === undefined || value[key] === null) missing([key]);
  if (value.lines.length === 0) addFailure(ctx, fail('validation.tooFew', { min: 1 }), ['lines']);
  value.lines.forEach((line, index) => {
    for (const key of LINE_REQUIRED) {
      if (line[key] === undefined || line[key] === null) missing(['lines', index, key]);
    }
  });
}

/**
 * The schemas of a purchase request for one tenant's settings: `draft` (hold-submit: formats and
 * limits), `submit` (commit: also every required field and at least one line).
 */
export function purchaseApplySchemas(options: PurchaseApplyOptions) {
  const shape = headerShape(options);
  const draft = z.object(shape).superRefine((value, ctx) => checkSaved(value, ctx, options));
  const submit = z.object(shape).superRefine((value, ctx) => {
    checkSaved(value, ctx, options);
    checkComplete(value, ctx);
  });
  return { line: lineSchema(options), draft, submit };
}

export type PurchaseApplyInput = z.infer<ReturnType<typeof purchaseApplySchemas>['draft']>;
export type PurchaseApplyLineInput = PurchaseApplyInput['lines'][number];
