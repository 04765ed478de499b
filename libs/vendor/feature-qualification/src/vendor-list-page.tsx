import { Box, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { exportList } from '@procure/export-data-access';
import { DataTable, FilterBar, PageHeader, useKeysetList } from '@procure/shared-ui';
import { useSupplierPage, useVendorQualification, type VendorRow } from '@procure/vendor-data-access';
import { useCallback, useState } from 'react';
import { CertificateTable } from './certificate-table.tsx';
import { LatelyPanel } from './lately-panel.tsx';
import { RequirementAlerts } from './requirement-alerts.tsx';
import { useSupplierColumns } from './supplier-columns.tsx';
import { toSupplierQuery, useSupplierFilters } from './supplier-filters.ts';

/**
 * Buyer `/vendor`: the supplier files. Search by name or credit code, status and class filters, keyset
 * pages, xlsx export of the visible columns; the state of their mandatory certificates and who is blocked;
 * below, the "lately" list of the newest events across the suppliers.
 */
export function VendorListPage() {
  const { t } = useLingui();
  const filters = useSupplierFilters();
  const { params, filterBar, table } = useKeysetList(filters, toSupplierQuery, useSupplierPage);
  const [selected, setSelected] = useState<VendorRow | null>(null);
  const columns = useSupplierColumns(useCallback((row: VendorRow) => setSelected(row), []));
  return (
    <Box>
      <PageHeader
        title={t`Suppliers`}
        description={t`A supplier whose mandatory certificate has expired cannot receive new orders until it uploads a valid one.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable<VendorRow>
          label={t`Suppliers`}
          columns={columns}
          {...table}
          getRowId={(row) => row.vendorId}
          rowProps={(row) => ({ 'data-testid': `vendor-row-${row.socialCreditCode}` })}
          empty={{ title: t`No suppliers found`, description: t`Change the search to see more.` }}
          tableKey="vendor.suppliers"
          onExport={(cols) => exportList('vendor.suppliers', params, cols)}
        />
      </Box>
      {selected ? <VendorCertificates vendor={selected} /> : null}
      <Box mt="4">
        <LatelyPanel />
      </Box>
    </Box>
  );
}

function VendorCertificates({ vendor }: { vendor: VendorRow }) {
  const { t } = useLingui();
  const overview = useVendorQualification(vendor.vendorId);
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '4' }}
      mt="4"
      data-testid="vendor-certificates"
    >
      <Heading size="sm" mb="3">
        {t`Certificates of ${vendor.name}`}
      </Heading>
      {overview.data ? (
        <Stack gap="3">
          <RequirementAlerts overview={overview.data} audience="buyer" />
          <CertificateTable certificates={overview.data.certificates} />
        </Stack>
      ) : null}
    </Box>
  );
}
