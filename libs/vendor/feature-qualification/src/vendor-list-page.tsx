import { Box, Button, Field, HStack, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState, PageHeader, StatusBadge } from '@procure/shared-ui';
import {
  classOptions,
  useVendorClasses,
  useVendorQualification,
  useVendors,
  type VendorRow,
} from '@procure/vendor-data-access';
import { useState } from 'react';
import { Link } from 'react-router';
import { CertificateStateBadge } from './certificate-state-badge.tsx';
import { CertificateTable } from './certificate-table.tsx';
import { RequirementAlerts } from './requirement-alerts.tsx';

/** Buyer `/vendor`: the tenant's suppliers, the state of their mandatory certificates, and who is blocked. */
export function VendorListPage() {
  const { t } = useLingui();
  const [classId, setClassId] = useState('');
  const vendors = useVendors(classId || undefined);
  const classes = useVendorClasses();
  const [selected, setSelected] = useState<VendorRow | null>(null);
  return (
    <Box>
      <PageHeader
        title={t`Suppliers`}
        description={t`A supplier whose mandatory certificate has expired cannot receive new orders until it uploads a valid one.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <Field.Root maxW="xs" mb="3">
          <Field.Label>
            <Trans>Class</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              data-testid="vendor-class-filter"
              value={classId}
              onChange={(e) => setClassId(e.target.value)}
            >
              <option value="">{t`All classes`}</option>
              {classOptions(classes.data ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {vendors.isError ? (
          <EmptyState
            title={t`The suppliers could not be loaded`}
            description={
              isApiError(vendors.error) ? vendors.error.desc : t`Check your connection and try again.`
            }
          />
        ) : vendors.data && vendors.data.length === 0 ? (
          <EmptyState title={t`No suppliers yet`} />
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={t`Suppliers`} aria-busy={vendors.isPending}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <Trans>Supplier</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Unified social credit code</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Class</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Status</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Certificates</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Orders</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(vendors.data ?? []).map((row) => (
                  <Table.Row key={row.vendorId} data-testid={`vendor-row-${row.socialCreditCode}`}>
                    <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {row.socialCreditCode || '—'}
                    </Table.Cell>
                    <Table.Cell data-testid="vendor-class">
                      {row.classCode ? `${row.classCode} ${row.className}` : '—'}
                    </Table.Cell>
                    <Table.Cell>
                      <StatusBadge set="supplierStatus" value={row.status} />
                    </Table.Cell>
                    <Table.Cell>
                      <CertificateStateBadge state={row.certificateState} />
                    </Table.Cell>
                    <Table.Cell>
                      {row.blocked ? (
                        <Text color="fg.error" fontWeight="medium">{t`Blocked`}</Text>
                      ) : (
                        <Text color="fg.muted">{t`Allowed`}</Text>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack gap="2" justify="flex-end">
                        <Button size="xs" variant="outline" asChild>
                          <Link to={`/vendor/detail/${row.vendorId}`}>
                            <Trans>Supplier file</Trans>
                          </Link>
                        </Button>
                        <Button size="xs" variant="outline" onClick={() => setSelected(row)}>
                          <Trans>Certificates</Trans>
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>
      {selected ? <VendorCertificates vendor={selected} /> : null}
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
