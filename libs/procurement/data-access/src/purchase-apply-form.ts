import {
  lineAmount,
  purchaseApplySchemas,
  type PurchaseApplyKind,
  type PurchaseApplyOptions,
  type PurchaseLineSource,
} from '@procure/shared-validation';
import { z } from 'zod';
import type {
  FileRef,
  HoldSubmitBody,
  PurchaseApplyDetail,
  PurchaseApplyLineBody,
} from './purchase-apply-types.ts';

/**
 * The purchase-request form: what the inputs hold (strings, as typed or selected, and the uploaded
 * files), and its translation to the hold-submit body, which is then checked with the SAME shared
 * schemas the server parses (`@procure/shared-validation` purchase-apply). Field names equal the body's
 * so an issue's path (`lines.0.unitPrice`) lands under the right input, from the form or from the server.
 */

const text = z.string();
const files = z.array(z.object({ id: z.string(), name: z.string(), url: z.string() }));

const lineFields = z.object({
  id: text.optional(),
  goodsId: text,
  source: text,
  vendorId: text,
  productCode: text,
  name: text,
  spec: text,
  unit: text,
  unitPrice: text,
  quantity: text,
  taxRate: text,
  categoryId: text,
  accountingCode: text,
  capexExpense: text,
  goodsService: text,
  savingType: text,
  contractTypeCode: text,
  remark: text,
  attachments: files,
});

const formFields = z.object({
  id: text.optional(),
  kind: text,
  title: text,
  needByDate: text,
  legalEntityId: text,
  invoiceTitleId: text,
  receiverId: text,
  receivingAddressId: text,
  contractCreatorId: text,
  costCentreId: text,
  projectCode: text,
  budgetPeriod: text,
  purpose: text,
  purchaseType: text,
  currency: text,
  remark: text,
  attachments: files,
  lines: z.array(lineFields),
});

export type PurchaseApplyFormValues = z.infer<typeof formFields>;
export type PurchaseApplyLineValues = z.infer<typeof lineFields>;

const DECIMAL = /^\d+(\.\d*)?$/;
const blank = (value: string) => (value.trim() === '' ? undefined : value);
const codeOrNull = (value: string) => (value === '' ? null : Number(value));

/** Unit price × quantity rounded to cents, or '' while either is not (yet) a number. */
export function computeLineAmount(unitPrice: string, quantity: string): string {
  return DECIMAL.test(unitPrice) && DECIMAL.test(quantity) ? lineAmount(unitPrice, quantity) : '';
}

export function toLineBody(line: PurchaseApplyLineValues): PurchaseApplyLineBody {
  return {
    ...(line.id ? { id: line.id } : {}),
    goodsId: blank(line.goodsId) ?? null,
    source: line.source as PurchaseLineSource,
    vendorId: line.vendorId,
    productCode: line.productCode,
    name: line.name,
    spec: blank(line.spec) ?? null,
    unit: line.unit,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    amount: computeLineAmount(line.unitPrice, line.quantity),
    taxRate: codeOrNull(line.taxRate),
    categoryId: line.categoryId,
    accountingCode: line.accountingCode,
    capexExpense: codeOrNull(line.capexExpense),
    goodsService: codeOrNull(line.goodsService),
    savingType: (blank(line.savingType) as PurchaseApplyLineBody['savingType']) ?? null,
    contractTypeCode: blank(line.contractTypeCode) ?? null,
    remark: blank(line.remark) ?? null,
    attachmentIds: line.attachments.map((file) => file.id),
  };
}

/** The hold-submit body: blanks become absent (a draft may leave them empty), codes become numbers. */
export function toHoldSubmitBody(values: PurchaseApplyFormValues): HoldSubmitBody {
  const optional = (value: string) => blank(value);
  const body: HoldSubmitBody = {
    kind: values.kind as PurchaseApplyKind,
    title: optional(values.title),
    needByDate: optional(values.needByDate),
    legalEntityId: optional(values.legalEntityId),
    invoiceTitleId: optional(values.invoiceTitleId),
    receiverId: optional(values.receiverId),
    receivingAddressId: optional(values.receivingAddressId),
    contractCreatorId: optional(values.contractCreatorId),
    costCentreId: optional(values.costCentreId),
    projectCode: optional(values.projectCode) ?? null,
    budgetPeriod: optional(values.budgetPeriod),
    purpose: codeOrNull(values.purpose),
    purchaseType: codeOrNull(values.purchaseType),
    currency: optional(values.currency),
    remark: optional(values.remark) ?? null,
    attachmentIds: values.attachments.map((file) => file.id),
    lines: values.lines.map(toLineBody),
  };
  if (values.id) body.id = values.id;
  // Absent, not undefined: the wire has no "undefined" and a key present as undefined is noise.
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as HoldSubmitBody;
}

/**
 * Form schemas for one tenant's settings: the inputs' shape, translated to the body, then the shared
 * `draft` rules (save) or `submit` rules (commit: required fields, at least one line).
 */
export function purchaseApplyFormSchemas(options: PurchaseApplyOptions) {
  const shared = purchaseApplySchemas(options);
  return {
    draft: formFields.transform(toHoldSubmitBody).pipe(shared.draft),
    submit: formFields.transform(toHoldSubmitBody).pipe(shared.submit),
  };
}

export function emptyLine(source: PurchaseLineSource = 'manual'): PurchaseApplyLineValues {
  return {
    goodsId: '',
    source,
    vendorId: '',
    productCode: '',
    name: '',
    spec: '',
    unit: '',
    unitPrice: '',
    quantity: '1',
    taxRate: '13',
    categoryId: '',
    accountingCode: '',
    capexExpense: '',
    goodsService: '',
    savingType: '',
    contractTypeCode: '',
    remark: '',
    attachments: [],
  };
}

/** The lines of a new request of this kind start from the matching source. */
export function lineSourceOf(kind: PurchaseApplyKind): PurchaseLineSource {
  return kind === 'catalogue' || kind === 'channel1' || kind === 'channel2' ? kind : 'manual';
}

export type FormDefaults = { kind: PurchaseApplyKind; currency: string; receiverId?: string };

export function emptyPurchaseApplyForm({
  kind,
  currency,
  receiverId,
}: FormDefaults): PurchaseApplyFormValues {
  return {
    kind,
    title: '',
    needByDate: '',
    legalEntityId: '',
    invoiceTitleId: '',
    receiverId: receiverId ?? '',
    receivingAddressId: '',
    contractCreatorId: '',
    costCentreId: '',
    projectCode: '',
    budgetPeriod: '',
    purpose: '',
    purchaseType: '',
    currency,
    remark: '',
    attachments: [],
    lines: [],
  };
}

const str = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const toFiles = (refs: readonly FileRef[] | undefined) =>
  (refs ?? []).map((file) => ({ id: file.fileId, name: file.name, url: `/api/v1/file/${file.fileId}` }));

/** A saved request (draft or returned) back into the form. */
export function toPurchaseApplyForm(detail: PurchaseApplyDetail): PurchaseApplyFormValues {
  return {
    id: detail.id,
    kind: detail.kind,
    title: str(detail.title),
    needByDate: str(detail.needByDate),
    legalEntityId: str(detail.legalEntityId),
    invoiceTitleId: str(detail.invoiceTitleId),
    receiverId: str(detail.receiverId),
    receivingAddressId: str(detail.receivingAddressId),
    contractCreatorId: str(detail.contractCreatorId),
    costCentreId: str(detail.costCentreId),
    projectCode: str(detail.projectCode),
    budgetPeriod: str(detail.budgetPeriod),
    purpose: str(detail.purpose),
    purchaseType: str(detail.purchaseType),
    currency: str(detail.currency),
    remark: str(detail.remark),
    attachments: toFiles(detail.attachments),
    lines: detail.lines.map((line) => ({
      ...(line.id ? { id: line.id } : {}),
      goodsId: str(line.goodsId),
      source: line.source,
      vendorId: str(line.vendorId),
      productCode: str(line.productCode),
      name: str(line.name),
      spec: str(line.spec),
      unit: str(line.unit),
      unitPrice: str(line.unitPrice),
      quantity: str(line.quantity),
      taxRate: str(line.taxRate),
      categoryId: str(line.categoryId),
      accountingCode: str(line.accountingCode),
      capexExpense: str(line.capexExpense),
      goodsService: str(line.goodsService),
      savingType: str(line.savingType),
      contractTypeCode: str(line.contractTypeCode),
      remark: str(line.remark),
      attachments: toFiles(line.attachments),
    })),
  };
}

/** What a valid form yields (the parsed hold-submit body). */
export type PurchaseApplyFormOutput = z.output<ReturnType<typeof purchaseApplyFormSchemas>['draft']>;
