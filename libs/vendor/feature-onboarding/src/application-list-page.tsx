import { Box, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState, PageHeader, StatusBadge, formatInstant } from '@procure/shared-ui';
import { useApplications } from '@procure/vendor-data-access';
import { Link } from 'react-router';

/** Buyer `/vendor/application`: new-supplier applications; approved or rejected on the approval pages. */
export function ApplicationListPage() {
  const { t, i18n } = useLingui();
  const applications = useApplications();
  return (
    <Box>
      <PageHeader
        title={t`Supplier applications`}
        description={t`Invited suppliers apply with their company data; the approval flow of "Supplier application" decides. Approved suppliers become qualified.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        {applications.isError ? (
          <EmptyState
            title={t`The applications could not be loaded`}
            description={
              isApiError(applications.error)
                ? applications.error.desc
                : t`Check your connection and try again.`
            }
          />
        ) : applications.data && applications.data.length === 0 ? (
          <EmptyState title={t`No applications yet`} />
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
            <Table.Root size="sm" aria-label={t`Supplier applications`} aria-busy={applications.isPending}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <Trans>Application no.</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Company</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Unified social credit code</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Applicant</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Submitted</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Status</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(applications.data ?? []).map((row) => (
                  <Table.Row key={row.id} data-testid={`application-row-${row.socialCreditCode}`}>
                    <Table.Cell>
                      <ChakraLink asChild color="fg.info" textDecoration="underline">
                        <Link to={`/vendor/application/detail/${row.id}`}>{row.code}</Link>
                      </ChakraLink>
                    </Table.Cell>
                    <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {row.socialCreditCode}
                    </Table.Cell>
                    <Table.Cell>{row.applicantName}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {row.submittedAt ? (
                        formatInstant(row.submittedAt, i18n.locale)
                      ) : (
                        <Text color="fg.muted">—</Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <StatusBadge set="application" value={row.status} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>
    </Box>
  );
}
