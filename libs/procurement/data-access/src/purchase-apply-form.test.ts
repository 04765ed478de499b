import { describe, expect, it } from 'vitest';
import {
  computeLineAmount,
  emptyLine,
  emptyPurchaseApplyForm,
  purchaseApplyFormSchemas,
  toHoldSubmitBody,
  type PurchaseApplyFormValues,
} from './purchase-apply-form.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const options = { unitPriceDecimals: 2, remarkMax: 100 as const, today: '2026-11-21' };
const schemas = purchaseApplyFormSchemas(options);

function completeForm(): PurchaseApplyFormValues {
  return {
    ...emptyPurchaseApplyForm({ kind: 'direct', currency: 'CNY', receiverId: ID(3) }),
    title: 'Laptops for the design team',
    needByDate: '2026-12-01',
    legalEntityId: ID(1),
    invoiceTitleId: ID(2),
    receivingAddressId: ID(4),
    contractCreatorId: ID(5),
    costCentreId: ID(6),
    budgetPeriod: '2026',
    purpose: '1',
    purchaseType: '1',
    lines: [
      {
        ...emptyLine(),
        vendorId: ID(7),
        productCode: 'NB-14',
        name: 'Notebook 14"',
        unit: 'set',
        unitPrice: '3.33',
        quantity: '3',
        categoryId: ID(8),
        accountingCode: '6602',
        capexExpense: '2',
        goodsService: '1',
      },
    ],
  };
}

/** Paths of the issues a schema reports for these values. */
function issuePaths(schema: (typeof schemas)['draft'], values: PurchaseApplyFormValues): string[] {
  const result = schema.safeParse(values);
  // One entry per field: a field may break two rules (the form shows the first).
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
}

describe('computeLineAmount', () => {
  it('multiplies exactly and rounds half up to cents', () => {
    expect(computeLineAmount('3.33', '3')).toBe('9.99');
    expect(computeLineAmount('0.125', '1')).toBe('0.13');
    expect(computeLineAmount('19999999.99', '3')).toBe('59999999.97');
  });
  it('is blank while a figure is not a number yet', () => {
    expect(computeLineAmount('', '3')).toBe('');
    expect(computeLineAmount('1e3', '3')).toBe('');
  });
});

describe('toHoldSubmitBody', () => {
  it('turns codes into numbers, computes amounts and leaves blanks out', () => {
    const body = toHoldSubmitBody(completeForm());
    expect(body.purpose).toBe(1);
    expect(body.lines[0]).toMatchObject({ amount: '9.99', taxRate: 13, capexExpense: 2, goodsService: 1 });
    const draft = toHoldSubmitBody(emptyPurchaseApplyForm({ kind: 'catalogue', currency: 'CNY' }));
    expect(draft).not.toHaveProperty('title');
    expect(draft).not.toHaveProperty('id');
    expect(draft.purpose).toBeNull();
  });
});

describe('purchaseApplyFormSchemas', () => {
  it('lets a draft be saved incomplete but still checks formats', () => {
    const empty = emptyPurchaseApplyForm({ kind: 'direct', currency: 'CNY' });
    expect(issuePaths(schemas.draft, empty)).toEqual([]);
    expect(issuePaths(schemas.draft, { ...empty, title: 'x' })).toEqual(['title']);
  });

  it('requires every flagged field and at least one line to submit', () => {
    const paths = issuePaths(schemas.submit, emptyPurchaseApplyForm({ kind: 'direct', currency: 'CNY' }));
    expect(paths).toEqual(
      expect.arrayContaining(['title', 'needByDate', 'legalEntityId', 'costCentreId', 'lines']),
    );
  });

  it('reports a blank unit price on its field instead of throwing', () => {
    const form = completeForm();
    form.lines = [{ ...form.lines[0]!, unitPrice: '' }];
    // (The amount, which cannot be computed yet, is refused too; the form has no input for it.)
    expect(issuePaths(schemas.submit, form)).toEqual(expect.arrayContaining(['lines.0.unitPrice']));
    expect(issuePaths(schemas.draft, form)).toEqual(expect.arrayContaining(['lines.0.unitPrice']));
  });

  it('accepts a complete request', () => {
    expect(issuePaths(schemas.submit, completeForm())).toEqual([]);
  });

  it('refuses a past need-by date, too many price decimals and mixed contract types at their fields', () => {
    const form = completeForm();
    const line = form.lines[0]!;
    form.needByDate = '2026-11-20';
    form.lines = [
      { ...line, unitPrice: '1.234', contractTypeCode: 'A' },
      { ...line, contractTypeCode: 'B' },
    ];
    expect(issuePaths(schemas.submit, form)).toEqual(
      expect.arrayContaining(['needByDate', 'lines.0.unitPrice', 'lines.1.contractTypeCode']),
    );
  });

  it('refuses a zero quantity and an amount above 8 integer digits', () => {
    const form = completeForm();
    const line = form.lines[0]!;
    form.lines = [
      { ...line, quantity: '0' },
      { ...line, unitPrice: '99999999.99', quantity: '2' },
    ];
    expect(issuePaths(schemas.submit, form)).toEqual(['lines.0.quantity', 'lines.1.amount']);
  });
});
