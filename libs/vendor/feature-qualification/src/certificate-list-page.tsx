import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { exportList } from '@procure/export-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  ConfirmDialog,
  DataTable,
  FilterBar,
  PageHeader,
  showErrorToast,
  showSuccessToast,
  useKeysetList,
} from '@procure/shared-ui';
import {
  useCertificatePage,
  useSendCertificateNotices,
  type CertificateListRow,
} from '@procure/vendor-data-access';
import { useCallback, useState } from 'react';
import { isDue, useCertificateColumns } from './certificate-list-columns.tsx';
import { toCertificateQuery, useCertificateFilters } from './certificate-list-filters.ts';

type Sending = { rows: CertificateListRow[]; clear?: () => void };

/**
 * Buyer `/vendor/qualifications` (issue #16 §5): the latest certificate of each supplier and type, most urgent
 * first; a notice to renew goes to the supplier for one expiring or expired certificate, or for several
 * selected at once (all or nothing: the server refuses the whole batch with the reason).
 */
export function CertificateListPage() {
  const { t } = useLingui();
  const filters = useCertificateFilters();
  const { params, filterBar, table } = useKeysetList(filters, toCertificateQuery, useCertificatePage);
  const [sending, setSending] = useState<Sending | null>(null);
  const notices = useSendCertificateNotices();
  const columns = useCertificateColumns(
    useCallback((row: CertificateListRow) => setSending({ rows: [row] }), []),
  );

  const confirm = () => {
    if (!sending) return;
    notices.mutate(
      sending.rows.map((row) => row.id),
      {
        onSuccess: (desc) => {
          showSuccessToast(desc);
          sending.clear?.();
          setSending(null);
        },
        onError: (error) => {
          showErrorToast(isApiError(error) ? error.desc : t`Check your connection and try again.`);
          setSending(null);
        },
      },
    );
  };

  return (
    <Box>
      <PageHeader
        title={t`Supplier certificates`}
        description={t`The latest certificate of each supplier and type, the most urgent first. Ask suppliers to renew expiring or expired certificates: they get the notice in their portal's messages and by e-mail.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable<CertificateListRow>
          label={t`Supplier certificates`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `certificate-row-${row.certificateNo}` })}
          empty={{ title: t`No certificates found`, description: t`Change the search to see more.` }}
          tableKey="vendor.certificates"
          onExport={(cols) => exportList('vendor.certificates', params, cols)}
          batchActions={(rows, clear) => {
            const notDue = rows.filter((row) => !isDue(row));
            return (
              <HStack gap="3">
                <Button
                  size="xs"
                  variant="outline"
                  data-testid="certificate-batch-notice"
                  disabled={notDue.length > 0}
                  onClick={() => setSending({ rows, clear })}
                >
                  <Trans>Send notices</Trans>
                </Button>
                {notDue.length > 0 ? (
                  <Text fontSize="sm" color="fg.muted" data-testid="certificate-notice-hint">
                    <Trans>Only expiring or expired certificates get a notice.</Trans>
                  </Text>
                ) : null}
              </HStack>
            );
          }}
        />
      </Box>
      <ConfirmDialog
        open={sending !== null}
        onOpenChange={(open) => (open ? undefined : setSending(null))}
        title={
          sending && sending.rows.length > 1
            ? t`Send ${sending.rows.length} notices?`
            : t`Send a notice to renew this certificate?`
        }
        description={
          <Stack gap="1" as="ul" listStyleType="none" ms="0">
            {sending?.rows.map((row) => (
              <Text as="li" key={row.id}>
                {t`${row.vendorName}: "${row.typeName}" (${row.certificateNo}), valid to ${row.validTo}`}
              </Text>
            ))}
          </Stack>
        }
        confirmLabel={t`Send`}
        loading={notices.isPending}
        onConfirm={confirm}
      />
    </Box>
  );
}
