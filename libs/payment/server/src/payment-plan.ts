import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { money, type PaymentInput } from '@procure/shared-validation';
import { BASE_CURRENCY, rateOfDay } from '@procure/masterdata-server';
import { fileIdsOfType } from '@procure/files-server';
import {
  paymentLedgerLinesById,
  paymentOrderFacts,
  paymentRoom,
  type PaymentKind,
  type PaymentLedgerLine,
} from './ledger.ts';

// Checks a payment application against the rules of spec §5 and the order-line ledger, answering every
// problem at once as field errors (400, nothing written): one supplier (a line of another supplier's
// order ≡ an unknown line), payable orders in the payment's currency, each line ≤ its room (PO amount,
// and for PO payments received − returned, minus what is applied), total > 0, the FX attachment.

export const FX_FILE_TYPE = 7;
const FX_METHOD = 6;

export type PlannedLine = {
  lineNo: number;
  orderId: string | null;
  orderCode: string | null;
  orderLineId: string | null;
  description: string;
  amount: string;
};

type Issue = { path: string; code: string; params?: Record<string, string> };

export const kindOf = (type: number): PaymentKind | null =>
  type === 1 ? 'order' : type === 2 ? 'advance' : null;
export const normalAmount = (value: string) =>
  money.round(money.normalize(value.endsWith('.') ? `${value}0` : value), 2);

/** Lines of the input against the ledger (not locked: save checks advisory, submit re-checks under locks). */
export async function planPayment(
  tx: Db,
  tenantId: string,
  input: Pick<PaymentInput, 'type' | 'vendorId' | 'currency' | 'lines'>,
  ledger?: PaymentLedgerLine[],
): Promise<{ lines: PlannedLine[]; total: string }> {
  const kind = kindOf(input.type);
  const issues: Issue[] = [];
  const lineIds = input.lines.flatMap((line) => (line.orderLineId ? [line.orderLineId] : []));
  const known = kind ? (ledger ?? (await paymentLedgerLinesById(tx, tenantId, lineIds))) : [];
  const byId = new Map(known.map((line) => [line.id, line]));
  const orders = await paymentOrderFacts(tx, tenantId, [...new Set(known.map((line) => line.orderId))]);
  const planned: PlannedLine[] = [];
  input.lines.forEach((item, index) => {
    const amount = normalAmount(item.amount);
    if (!kind) {
      planned.push({
        lineNo: index + 1,
        orderId: null,
        orderCode: null,
        orderLineId: null,
        description: item.description?.trim() ?? '',
        amount,
      });
      return;
    }
    const line = item.orderLineId ? byId.get(item.orderLineId) : undefined;
    const order = line ? orders.get(line.orderId) : undefined;
    const path = `lines.${index}.orderLineId`;
    // Another supplier's line answers like an absent one: the payment names one supplier.
    if (!line || !order || line.vendorId !== input.vendorId)
      return void issues.push({ path, code: ERROR_CODES.paymentLineUnknown });
    if (!order.payable)
      return void issues.push({
        path,
        code: ERROR_CODES.paymentOrderNotPayable,
        params: { order: order.code },
      });
    if (order.currency !== input.currency) {
      return void issues.push({
        path: 'currency',
        code: ERROR_CODES.paymentCurrencyMismatch,
        params: { order: order.code, currency: order.currency },
      });
    }
    const room = paymentRoom(line, kind);
    if (money.compare(amount, room) > 0) {
      return void issues.push({
        path: `lines.${index}.amount`,
        code: ERROR_CODES.paymentExceedsRoom,
        params: { room },
      });
    }
    planned.push({
      lineNo: index + 1,
      orderId: line.orderId,
      orderCode: order.code,
      orderLineId: line.id,
      description: line.name,
      amount,
    });
  });
  const total = money.round(
    planned.reduce((sum, line) => money.add(sum, line.amount), '0'),
    2,
  );
  if (issues.length === 0 && money.sign(total) <= 0)
    issues.push({ path: 'lines', code: ERROR_CODES.paymentTotalNotPositive });
  if (issues.length === 0 && money.compare(total, '99999999.99') > 0)
    issues.push({ path: 'lines', code: 'validation.tooLarge' });
  if (issues.length > 0) throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields: issues });
  return { lines: planned, total };
}

/** The currency's rate of today; FX (method 6 or currency ≠ CNY) needs an own type-7 attachment. */
export async function checkMoneyFacts(
  tx: Db,
  tenantId: string,
  input: Pick<PaymentInput, 'method' | 'currency' | 'fileIds'>,
  today: string,
): Promise<{ rate: string; fileIds: string[] }> {
  const rate = await rateOfDay(tx, tenantId, input.currency, today);
  if (!rate) throw new AppError(422, ERROR_CODES.paymentNoExchangeRate, { currency: input.currency });
  const fileIds = [...new Set(input.fileIds ?? [])];
  const found = await fileIdsOfType(tx, tenantId, FX_FILE_TYPE, fileIds);
  const issues: Issue[] = [];
  fileIds.forEach((id, index) => {
    if (!found.has(id)) issues.push({ path: `fileIds.${index}`, code: ERROR_CODES.paymentFileUnknown });
  });
  const fx = input.method === FX_METHOD || input.currency !== BASE_CURRENCY;
  if (fx && fileIds.length === 0)
    issues.push({ path: 'fileIds', code: ERROR_CODES.paymentAttachmentRequired });
  if (issues.length > 0) throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields: issues });
  return { rate, fileIds };
}
