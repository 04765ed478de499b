import { Box, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Money, dataTableColumnHelper, type DataTableColumn } from '@procure/shared-ui';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';

// Invoice reconciliation (issue #15): the columns and the totals of both portals' reconciliation pages.

/** One order line as `/assetsManagement/reconciliation/list` and `/vendor/reconciliation/list` send it. */
export type ReconciliationRow = {
  id: string;
  orderId: string;
  orderCode: string;
  orderDate: string;
  currency: string;
  lineNo: number;
  productCode: string;
  name: string;
  unit: string;
  unitPrice: string;
  receivedQty: string;
  receivedAmount: string;
  invoicedQty: string;
  invoicedAmount: string;
  requestedQty: string;
  requestedAmount: string;
  paidAmount: string;
  uninvoicedAmount: string;
  unpaidAmount: string;
  invoices: { id: string; number: string; status: number }[];
  payments: { id: string; code: string; status: number; amount: string }[];
};

export type ReconciliationTotalsRow = {
  currency: string;
  lines: number;
  receivedAmount: string;
  invoicedAmount: string;
  requestedAmount: string;
  paidAmount: string;
  uninvoicedAmount: string;
  unpaidAmount: string;
};

/** The portal's routes of the documents a line links to. */
export type ReconciliationPaths = {
  order: (id: string) => string;
  invoice: (id: string) => string;
  payment: (id: string) => string;
};

const column = dataTableColumnHelper<ReconciliationRow>();
type AmountKey =
  | 'receivedAmount'
  | 'invoicedAmount'
  | 'requestedAmount'
  | 'paidAmount'
  | 'uninvoicedAmount'
  | 'unpaidAmount';

function DocLinks({ links }: { links: { key: string; to: string; label: string }[] }) {
  if (links.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Stack gap="0.5">
      {links.map((link) => (
        <ChakraLink key={link.key} asChild colorPalette="brand" whiteSpace="nowrap">
          <Link to={link.to}>{link.label}</Link>
        </ChakraLink>
      ))}
    </Stack>
  );
}

/** A difference: zero muted, otherwise emphasised (positive: still to come; negative: ahead). */
function Difference({ value, currency }: { value: string; currency: string }) {
  const zero = /^-?0(\.0+)?$/.test(value);
  return (
    <Money
      value={value}
      currency={currency}
      color={zero ? 'fg.muted' : 'orange.fg'}
      fontWeight={zero ? 'normal' : 'semibold'}
    />
  );
}

/** The reconciliation table's columns (ids are the export's column keys). */
export function useReconciliationColumns(paths: ReconciliationPaths): DataTableColumn<ReconciliationRow>[] {
  const { t } = useLingui();
  return useMemo(() => {
    const amount = (id: AmountKey, label: string, difference = false) =>
      column.display({
        id,
        header: label,
        meta: { label, align: 'end' },
        cell: ({ row }) =>
          difference ? (
            <Difference value={row.original[id]} currency={row.original.currency} />
          ) : (
            <Money value={row.original[id]} currency={row.original.currency} />
          ),
      });
    return [
      column.display({
        id: 'orderCode',
        header: t`Order line`,
        meta: { label: t`Order line` },
        cell: ({ row }) => (
          <Stack gap="0" minW="36">
            <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
              <Link to={paths.order(row.original.orderId)}>
                {row.original.orderCode} #{row.original.lineNo}
              </Link>
            </ChakraLink>
            <Text fontSize="xs" color="fg.muted">
              {row.original.orderDate}
            </Text>
          </Stack>
        ),
      }),
      column.display({
        id: 'item',
        header: t`Item`,
        meta: { label: t`Item` },
        cell: ({ row }) => (
          <Stack gap="0" minW="40">
            <Text>{row.original.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {row.original.productCode} · {row.original.unitPrice} / {row.original.unit}
            </Text>
          </Stack>
        ),
      }),
      column.display({
        id: 'receivedQty',
        header: t`Received − returned`,
        meta: { label: t`Received − returned`, align: 'end' },
        cell: ({ row }) => (
          <Text textAlign="end" whiteSpace="nowrap">
            {row.original.receivedQty} {row.original.unit}
          </Text>
        ),
      }),
      amount('receivedAmount', t`Received amount`),
      amount('invoicedAmount', t`Invoiced`),
      amount('requestedAmount', t`Requested, not invoiced`),
      amount('paidAmount', t`Paid`),
      amount('uninvoicedAmount', t`Received not invoiced`, true),
      amount('unpaidAmount', t`Invoiced not paid`, true),
      column.display({
        id: 'invoices',
        header: t`Invoices`,
        meta: { label: t`Invoices` },
        cell: ({ row }) => (
          <DocLinks
            links={row.original.invoices.map((invoice) => ({
              key: invoice.id,
              to: paths.invoice(invoice.id),
              label: invoice.number,
            }))}
          />
        ),
      }),
      column.display({
        id: 'payments',
        header: t`Payments`,
        meta: { label: t`Payments` },
        cell: ({ row }) => (
          <DocLinks
            links={row.original.payments.map((payment) => ({
              key: payment.id,
              to: paths.payment(payment.id),
              label: payment.code,
            }))}
          />
        ),
      }),
    ];
  }, [t, paths]);
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="0.5" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="md" fontWeight="semibold">
        {children}
      </Box>
    </Stack>
  );
}

/** The totals of the whole filter (every page), one block per currency. */
export function ReconciliationTotals({ totals }: { totals: readonly ReconciliationTotalsRow[] }) {
  const { t } = useLingui();
  if (totals.length === 0) return null;
  return (
    <Stack gap="3" data-testid="reconciliation-totals">
      {totals.map((row) => (
        <Box key={row.currency} borderWidth="1px" rounded="md" p="3" bg="bg">
          <Text fontSize="sm" color="fg.muted" mb="2">
            {t`${row.currency} · ${row.lines} order lines, all pages`}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
            <Figure label={t`Received − returned`}>
              <Money value={row.receivedAmount} currency={row.currency} />
            </Figure>
            <Figure label={t`Invoiced`}>
              <Money value={row.invoicedAmount} currency={row.currency} />
            </Figure>
            <Figure label={t`Requested, not invoiced`}>
              <Money value={row.requestedAmount} currency={row.currency} />
            </Figure>
            <Figure label={t`Paid`}>
              <Money value={row.paidAmount} currency={row.currency} />
            </Figure>
            <Figure label={t`Received not invoiced`} testId="reconciliation-uninvoiced">
              <Difference value={row.uninvoicedAmount} currency={row.currency} />
            </Figure>
            <Figure label={t`Invoiced not paid`} testId="reconciliation-unpaid">
              <Difference value={row.unpaidAmount} currency={row.currency} />
            </Figure>
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
