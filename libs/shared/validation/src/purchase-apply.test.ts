import { describe, expect, it } from 'vitest';
import { lineAmount, purchaseApplySchemas, todayInChina } from './purchase-apply.ts';

const today = '2026-11-21';
const schemas = purchaseApplySchemas({ unitPriceDecimals: 2, remarkMax: 100, today });
const id = '00000000-0000-4000-8000-000000000001';
const line = {
  source: 'manual',
  vendorId: id,
  productCode: 'P-1',
  name: '轴承',
  unit: '个',
  unitPrice: '12.50',
  quantity: '4',
  amount: '50.00',
  taxRate: 13,
  categoryId: id,
  accountingCode: '6601',
  capexExpense: 2,
  goodsService: 1,
};
const complete = {
  kind: 'nonCatalogue',
  title: '备件采购',
  needByDate: today,
  legalEntityId: id,
  invoiceTitleId: id,
  receiverId: id,
  receivingAddressId: id,
  contractCreatorId: id,
  costCentreId: id,
  budgetPeriod: '2026-11',
  purpose: 1,
  purchaseType: 1,
  lines: [line],
};

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('purchase-apply rules', () => {
  it('rounds price × quantity half up to cents', () => {
    expect(lineAmount('0.35', '0.5')).toBe('0.18');
    expect(lineAmount('12.', '3')).toBe('36.00');
    expect(lineAmount('1234567.891234', '1.001')).toBe('1235802.46');
  });

  it('accepts a complete request for submit and an empty draft', () => {
    expect(schemas.submit.safeParse(complete).success).toBe(true);
    expect(schemas.draft.safeParse({ kind: 'direct', lines: [] }).success).toBe(true);
  });

  it('names every missing field and the empty line list on submit only', () => {
    const result = schemas.submit.safeParse({
      kind: 'direct',
      lines: [{ ...line, vendorId: null, categoryId: '' }],
    });
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        ['title', 'validation.required'],
        ['needByDate', 'validation.required'],
        ['lines.0.vendorId', 'validation.required'],
        ['lines.0.categoryId', 'validation.required'],
      ]),
    );
    expect(issues(schemas.submit.safeParse({ ...complete, lines: [] }))).toContainEqual([
      'lines',
      'validation.tooFew',
    ]);
  });

  it('refuses a wrong amount, mixed contract types, a past need-by date and the tenant decimals', () => {
    const result = schemas.draft.safeParse({
      ...complete,
      needByDate: '2026-11-20',
      lines: [
        { ...line, amount: '49.99', contractTypeCode: 'A' },
        { ...line, unitPrice: '1.005', amount: '4.02', contractTypeCode: 'B' },
      ],
    });
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        ['needByDate', 'procurement.needByPast'],
        ['lines.0.amount', 'procurement.amountMismatch'],
        ['lines.1.unitPrice', 'validation.unitPrice'],
        ['lines.1.contractTypeCode', 'procurement.contractTypeMixed'],
      ]),
    );
    const six = purchaseApplySchemas({ unitPriceDecimals: 6, remarkMax: 1000, today });
    expect(
      six.draft.safeParse({ ...complete, lines: [{ ...line, unitPrice: '1.005', amount: '4.02' }] }).success,
    ).toBe(true);
  });

  it('limits the purpose remark by the setting and a line amount to 8 integer digits', () => {
    expect(issues(schemas.draft.safeParse({ ...complete, remark: 'x'.repeat(101) }))).toContainEqual([
      'remark',
      'validation.tooLong',
    ]);
    const big = { ...line, unitPrice: '100000000', quantity: '1', amount: '100000000.00' };
    expect(issues(schemas.draft.safeParse({ ...complete, lines: [big] }))).toContainEqual([
      'lines.0.amount',
      'validation.maxIntegerDigits',
    ]);
  });

  it('judges "today" in China', () => {
    expect(todayInChina(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
  });
});
