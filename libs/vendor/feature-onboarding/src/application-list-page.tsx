import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import { isApiError } from '@procure/shared-api-client';
import { ConfirmDialog, DataTable, PageHeader, showErrorToast, showSuccessToast } from '@procure/shared-ui';
import { useApplications, useDeleteApplications, type ApplicationRow } from '@procure/vendor-data-access';
import { useState } from 'react';
import { useApplicationColumns } from './application-columns.tsx';

const DELETABLE: number = CODES.application.cancelled.code;

/**
 * Buyer `/vendor/application`: new-supplier applications; approved or rejected on the approval pages.
 * Cancelled ones can be selected and deleted together (the server refuses the whole batch otherwise).
 */
export function ApplicationListPage() {
  const { t } = useLingui();
  const applications = useApplications();
  const columns = useApplicationColumns();
  const remove = useDeleteApplications();
  const [deleting, setDeleting] = useState<{ rows: ApplicationRow[]; clear: () => void } | null>(null);

  const confirm = () => {
    if (!deleting) return;
    remove.mutate(
      deleting.rows.map((row) => row.id),
      {
        onSuccess: (desc) => {
          showSuccessToast(desc);
          deleting.clear();
          setDeleting(null);
        },
        onError: (error) => {
          showErrorToast(isApiError(error) ? error.desc : t`Check your connection and try again.`);
          setDeleting(null);
        },
      },
    );
  };

  return (
    <Box>
      <PageHeader
        title={t`Supplier applications`}
        description={t`Invited suppliers apply with their company data; the approval flow of "Supplier application" decides. Approved suppliers become qualified.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <DataTable<ApplicationRow>
          label={t`Supplier applications`}
          columns={columns}
          data={applications.data ?? []}
          getRowId={(row) => row.id}
          loading={applications.isPending}
          error={
            applications.isError
              ? isApiError(applications.error)
                ? applications.error.desc
                : t`The applications could not be loaded`
              : undefined
          }
          onRetry={() => void applications.refetch()}
          empty={{ title: t`No applications yet` }}
          rowProps={(row) => ({ 'data-testid': `application-row-${row.socialCreditCode}` })}
          batchActions={(rows, clear) => {
            const blocked = rows.filter((row) => row.status !== DELETABLE);
            return (
              <HStack gap="3">
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  data-testid="application-batch-delete"
                  disabled={blocked.length > 0}
                  onClick={() => setDeleting({ rows, clear })}
                >
                  <Trans>Delete</Trans>
                </Button>
                {blocked.length > 0 ? (
                  <Text fontSize="sm" color="fg.muted" data-testid="application-delete-hint">
                    <Trans>Only cancelled applications can be deleted.</Trans>
                  </Text>
                ) : null}
              </HStack>
            );
          }}
        />
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete the selected applications?`}
        description={
          <>
            {deleting?.rows.map((row) => row.code).join(', ')}
            <Text mt="2">
              <Trans>Deleted applications leave the list for good. This cannot be undone.</Trans>
            </Text>
          </>
        }
        confirmLabel={t`Delete`}
        loading={remove.isPending}
        onConfirm={confirm}
      />
    </Box>
  );
}
