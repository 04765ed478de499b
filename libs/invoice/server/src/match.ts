import { INVOICE_HOLD_CODES, type InvoiceHoldCode } from '@procure/shared-codes';
import { money } from '@procure/shared-validation';

// The three-way match of one invoice line (issue #15; docs/conventions.md "Invoices and the ledger").
// Pure: exact decimal strings in, exact decimal strings out (no floats, no division).
//
// basis    = received − returned − previously invoiced (other invoices in 2 or 3), never below 0
// qty diff = this invoice's quantity − basis;  held when qty diff × 100 > basis × qty tolerance %
//            (nothing left at all: held whenever something is invoiced)
// price    = this invoice's unit price − the order's unit price; held when diff × 100 > order price ×
//            price tolerance %. Invoicing less (a partial invoice, or a lower price) is never held.

export type MatchInput = {
  orderedQty: string;
  receivedQty: string;
  returnedQty: string;
  /** Invoiced on the line by OTHER invoices under review or invoiced (this one excluded). */
  previouslyInvoicedQty: string;
  orderUnitPrice: string;
  quantity: string;
  unitPrice: string;
  /** Percent, e.g. '5' or '2.5'. */
  priceTolerance: string;
  qtyTolerance: string;
};

export type HoldReason = { code: InvoiceHoldCode; params: Record<string, string> };

export type MatchResult = {
  orderedQty: string;
  /** received − returned */
  netReceivedQty: string;
  previouslyInvoicedQty: string;
  /** received − returned − previously invoiced (≥ 0) */
  basisQty: string;
  quantity: string;
  qtyDiff: string;
  priceDiff: string;
  qtyWithin: boolean;
  priceWithin: boolean;
  held: boolean;
  reasons: HoldReason[];
};

const trim = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);
const max0 = (value: string) => (money.sign(value) < 0 ? '0' : value);

export function matchLine(input: MatchInput): MatchResult {
  const netReceivedQty = money.sub(input.receivedQty, input.returnedQty);
  const basisQty = max0(money.sub(netReceivedQty, input.previouslyInvoicedQty));
  const qtyDiff = money.sub(input.quantity, basisQty);
  const priceDiff = money.sub(input.unitPrice, input.orderUnitPrice);
  const reasons: HoldReason[] = [];

  let qtyWithin: boolean;
  if (money.sign(basisQty) === 0) {
    qtyWithin = money.sign(input.quantity) <= 0;
    if (!qtyWithin) {
      reasons.push({
        code: INVOICE_HOLD_CODES.nothingToInvoice,
        params: {
          received: trim(input.receivedQty),
          returned: trim(input.returnedQty),
          previous: trim(input.previouslyInvoicedQty),
        },
      });
    }
  } else {
    qtyWithin =
      money.sign(qtyDiff) <= 0 ||
      money.compare(money.mul(qtyDiff, '100'), money.mul(basisQty, input.qtyTolerance)) <= 0;
    if (!qtyWithin) {
      reasons.push({
        code: INVOICE_HOLD_CODES.quantity,
        params: {
          quantity: trim(input.quantity),
          basis: trim(basisQty),
          diff: trim(qtyDiff),
          tolerance: trim(input.qtyTolerance),
        },
      });
    }
  }

  const priceWithin =
    money.sign(priceDiff) <= 0 ||
    money.compare(money.mul(priceDiff, '100'), money.mul(input.orderUnitPrice, input.priceTolerance)) <= 0;
  if (!priceWithin) {
    reasons.push({
      code: INVOICE_HOLD_CODES.price,
      params: {
        price: trim(input.unitPrice),
        orderPrice: trim(input.orderUnitPrice),
        diff: trim(priceDiff),
        tolerance: trim(input.priceTolerance),
      },
    });
  }

  return {
    orderedQty: trim(input.orderedQty),
    netReceivedQty: trim(netReceivedQty),
    previouslyInvoicedQty: trim(input.previouslyInvoicedQty),
    basisQty: trim(basisQty),
    quantity: trim(input.quantity),
    qtyDiff: trim(qtyDiff),
    priceDiff: trim(priceDiff),
    qtyWithin,
    priceWithin,
    held: !qtyWithin || !priceWithin,
    reasons,
  };
}
