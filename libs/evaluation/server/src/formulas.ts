import type { EvaluationMethod } from '@procure/shared-validation';

// The computed criteria of a performance plan (issue #17; docs/conventions.md "Supplier performance:
// computed criteria"). Pure functions of the ledger facts of one supplier in the plan's period, so that
// the formulas are tested without a database. Quantities are decimal strings (≤ 3 decimals): they are
// counted in exact thousandths, and a score is rounded half-up to 2 decimals once.

/** What the ledger says about one supplier in a period (the contract functions of order, receiving, returns). */
export type LedgerFacts = {
  /** Delivery-note lines created in the period, and those created on or before their order line's need-by date. */
  deliveryLines: number;
  onTimeLines: number;
  /** Σ accepted and Σ rejected quantities of receipts that count (not cancelled) received in the period. */
  acceptedQty: string;
  rejectedQty: string;
  /** Σ quantities of return lines of returns created in the period that book the ledger (5, 6, 1, 2, 3). */
  returnedQty: string;
  /** Order lines of the period with a last price before it (same goods, supplier and currency). */
  pricedLines: number;
  /** Their quantity-weighted average price change in % (signed, 2 decimals); null: none comparable. */
  priceChange: string | null;
};

export const NO_FACTS: LedgerFacts = {
  deliveryLines: 0,
  onTimeLines: 0,
  acceptedQty: '0',
  rejectedQty: '0',
  returnedQty: '0',
  pricedLines: 0,
  priceChange: null,
};

/** A price rise of this many % (or more) scores 0; no rise scores 100; linear in between. */
export const PRICE_RISE_AT_ZERO = 10;

const THOUSANDTHS = /^(\d+)(?:\.(\d{1,3}))?$/;

/** A non-negative decimal of at most 3 decimals in thousandths (exact). */
export function thousandths(value: string): bigint {
  const match = THOUSANDTHS.exec(value.trim());
  if (!match) throw new Error(`not a quantity: ${value}`);
  return BigInt(match[1] as string) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

/** 100 × part / whole, rounded half-up to 2 decimals (whole > 0, 0 ≤ part). */
export function percent(part: bigint, whole: bigint): number {
  const hundredths = (part * 20_000n + whole) / (2n * whole);
  return Number(hundredths) / 100;
}

/** On-time delivery rate as a score: 100 × on-time lines / delivered lines; no delivery → null. */
export function onTimeDeliveryScore(facts: LedgerFacts): number | null {
  if (facts.deliveryLines === 0) return null;
  return percent(BigInt(facts.onTimeLines), BigInt(facts.deliveryLines));
}

/** 100 × (1 − rejected / (accepted + rejected)); nothing inspected in the period → null. */
export function receiptRejectionScore(facts: LedgerFacts): number | null {
  const accepted = thousandths(facts.acceptedQty);
  const rejected = thousandths(facts.rejectedQty);
  const inspected = accepted + rejected;
  if (inspected === 0n) return null;
  return percent(accepted, inspected);
}

/**
 * 100 × (1 − returned / accepted), the rate capped at 100 %; nothing accepted and nothing returned →
 * null; returns without receipts in the period (goods of an earlier period) → 0.
 */
export function returnRateScore(facts: LedgerFacts): number | null {
  const accepted = thousandths(facts.acceptedQty);
  const returned = thousandths(facts.returnedQty);
  if (accepted === 0n) return returned === 0n ? null : 0;
  if (returned >= accepted) return 0;
  return percent(accepted - returned, accepted);
}

const HUNDREDTHS = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Price change rate as a score: 100 when prices did not rise (change ≤ 0), 0 from a rise of
 * PRICE_RISE_AT_ZERO % on, 100 − 100 × change ÷ PRICE_RISE_AT_ZERO in between (exact in hundredths
 * of the change shown); no comparable order line → null.
 */
export function priceChangeScore(facts: LedgerFacts): number | null {
  if (facts.priceChange === null || facts.priceChange === undefined) return null;
  const match = HUNDREDTHS.exec(facts.priceChange.trim());
  if (!match) throw new Error(`not a change: ${facts.priceChange}`);
  const change = BigInt(match[2] as string) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  if (match[1] === '-' || change === 0n) return 100;
  const rise = BigInt(PRICE_RISE_AT_ZERO * 100);
  if (change >= rise) return 0;
  return percent(rise - change, rise);
}

/** The rates themselves (0–100 %, 2 decimals) for display beside the score; null without facts. */
export function ledgerRates(facts: LedgerFacts): {
  onTimeRate: number | null;
  rejectionRate: number | null;
  returnRate: number | null;
} {
  const accepted = thousandths(facts.acceptedQty);
  const rejected = thousandths(facts.rejectedQty);
  const returned = thousandths(facts.returnedQty);
  return {
    onTimeRate: onTimeDeliveryScore(facts),
    rejectionRate: accepted + rejected === 0n ? null : percent(rejected, accepted + rejected),
    returnRate: accepted === 0n ? (returned === 0n ? null : 100) : Math.min(100, percent(returned, accepted)),
  };
}

/** The score of a computed criterion; `manual` has none here (the evaluators give it). */
export function computedScore(method: EvaluationMethod, facts: LedgerFacts): number | null {
  switch (method) {
    case 'onTimeDelivery':
      return onTimeDeliveryScore(facts);
    case 'receiptRejection':
      return receiptRejectionScore(facts);
    case 'returnRate':
      return returnRateScore(facts);
    case 'priceChange':
      return priceChangeScore(facts);
    case 'manual':
      return null;
  }
}
