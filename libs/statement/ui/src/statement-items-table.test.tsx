import { activateWebLocale } from '@procure/shared-i18n';
import { UiProvider } from '@procure/shared-ui';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { StatementItemsTable, type StatementView } from './statement-document.tsx';

const amounts = {
  orderedAmount: '100.00',
  receivedAmount: '100.00',
  invoicedAmount: '0.00',
  appliedAmount: '0.00',
  paidAmount: '0.00',
  outstandingAmount: '100.00',
  invoiceTotal: '0.00',
};
// The stored line numbers run on across both kinds: lines 1–2, then invoices 3–4.
const item = (lineNo: number, kind: 'line' | 'invoice') => ({
  ...amounts,
  id: `item-${lineNo}`,
  lineNo,
  kind,
  orderId: null,
  orderCode: `PO-${lineNo}`,
  description: `${kind} ${lineNo}`,
  documentDate: '2026-11-01',
});
const detail = {
  currency: 'CNY',
  items: [item(1, 'line'), item(2, 'line'), item(3, 'invoice'), item(4, 'invoice')],
} as unknown as StatementView;

const firstCells = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

beforeAll(() => activateWebLocale('en-US'));

describe('StatementItemsTable', () => {
  it('numbers the order lines and the invoices each from 1', () => {
    render(
      <UiProvider>
        <StatementItemsTable detail={detail} orderPath={null} />
      </UiProvider>,
    );
    expect(firstCells('statement-lines')).toEqual(['1', '2']);
    expect(firstCells('statement-invoices')).toEqual(['1', '2']);
  });
});
