import { Box, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useInvoicePage, type InvoiceListQuery } from '@procure/invoice-data-access';
import { useInvoiceColumns } from '@procure/invoice-ui';
import {
  DataTable,
  FilterBar,
  PageHeader,
  useCodeOptions,
  listParams,
  useKeysetList,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';

const toQuery = (query: ListQuery) =>
  listParams<InvoiceListQuery>(query, { text: ['keyword'], number: ['status'] });
const useSupplierInvoices = (query: InvoiceListQuery) => useInvoicePage('supplier', query);

/** Supplier portal `/invoice/list`: the company's invoices in this tenant, with status and why held. */
export function SupplierInvoiceListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('invoice');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Invoice number or order no.` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
    ],
    [t, statusOptions],
  );
  const { filterBar, table } = useKeysetList(filters, toQuery, useSupplierInvoices);
  const columns = useInvoiceColumns((id) => `/invoice/detail/${id}`, false);
  return (
    <Box>
      <PageHeader
        title={t`Invoices`}
        description={t`Your VAT invoices to this buyer: their status, and why a line is held.`}
        actions={
          <Button asChild size="sm" data-testid="invoice-new">
            <Link to="/invoice/submit">{t`Submit an invoice`}</Link>
          </Button>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Invoices`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `invoice-row-${row.invoiceNumber}` })}
          empty={{
            title: t`No invoices`,
            description: t`Submit an invoice for the goods the buyer received.`,
          }}
          tableKey="vendor.invoice.list"
        />
      </Box>
    </Box>
  );
}
