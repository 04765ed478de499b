import { Badge, Box, Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { switchTenant } from '@procure/identity-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  EmptyState,
  PageHeader,
  ReasonDialog,
  StatusBadge,
  formatInstant,
  toaster,
} from '@procure/shared-ui';
import {
  useAcceptOpenInvitation,
  useCustomers,
  useDeclineInvitation,
  useOpenInvitations,
  type Customer,
  type OpenInvitation,
} from '@procure/vendor-data-access';
import { useState, type ReactNode } from 'react';

/** A calendar day in China (the tenants' default zone): "Supplier since" is a date, not a time. */
const formatDay = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Asia/Shanghai',
  }).format(new Date(iso));

/** Where the supplier lands after accepting: its application to the inviting buyer (a fresh page load). */
const APPLICATION_PATH = '/vdApplication';

/**
 * Supplier portal `/vdCustomer`: the buyers the company serves (relation, its status and grade with each,
 * since when) and the invitations addressed to the company that are still open: accept (the company joins
 * the buyer and fills in its application there) or decline with a reason the buyer reads.
 */
export function MyCustomersPage() {
  const { t } = useLingui();
  return (
    <Box>
      <PageHeader
        title={t`Customers & invitations`}
        description={t`The buyers your company supplies, and the buyers that invite it to become their supplier.`}
      />
      <Stack gap="6">
        <OpenInvitations />
        <Customers />
      </Stack>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Customers() {
  const { t, i18n } = useLingui();
  const customers = useCustomers();
  return (
    <Section title={t`Customers`}>
      {customers.isError ? (
        <EmptyState
          title={t`The customers could not be loaded`}
          description={
            isApiError(customers.error) ? customers.error.desc : t`Check your connection and try again.`
          }
        />
      ) : customers.data && customers.data.length === 0 ? (
        <EmptyState title={t`Your company supplies no buyer yet`} />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
          <Table.Root size="sm" aria-label={t`Customers`} aria-busy={customers.isPending}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Buyer</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Relation</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Supplier status</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Grade</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Supplier since</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(customers.data ?? []).map((row) => (
                <Table.Row key={row.tenantId} data-testid={`customer-${row.tenantId}`}>
                  <Table.Cell>
                    <HStack gap="2">
                      <Text fontWeight="medium">{row.tenantName}</Text>
                      {row.current ? (
                        <Badge variant="outline" size="sm">
                          <Trans>Signed in</Trans>
                        </Badge>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <RelationBadge relation={row.relation} />
                  </Table.Cell>
                  <Table.Cell>
                    {row.supplierStatus != null ? (
                      <StatusBadge set="supplierStatus" value={row.supplierStatus} />
                    ) : (
                      <Text color="fg.muted">—</Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {row.grade ? (
                      <Text fontWeight="semibold">{row.grade}</Text>
                    ) : (
                      <Text color="fg.muted">{t`Not graded yet`}</Text>
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDay(row.since, i18n.locale)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}

function RelationBadge({ relation }: { relation: Customer['relation'] }) {
  const { t } = useLingui();
  return relation === 'active' ? (
    <Badge colorPalette="green" variant="subtle" data-relation={relation}>
      {t({ message: 'Active', context: 'customer relation' })}
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle" data-relation={relation}>
      {t({ message: 'Inactive', context: 'customer relation' })}
    </Badge>
  );
}

function OpenInvitations() {
  const { t, i18n } = useLingui();
  const invitations = useOpenInvitations();
  const accept = useAcceptOpenInvitation();
  const decline = useDeclineInvitation();
  const [declining, setDeclining] = useState<OpenInvitation | null>(null);

  const doAccept = async (row: OpenInvitation) => {
    try {
      const { tenantId, desc } = await accept.mutateAsync(row.id);
      toaster.success({ title: desc || t`Invitation accepted` });
      await switchTenant(tenantId, 'supplier');
      window.location.assign(APPLICATION_PATH);
    } catch {
      // the client already showed the translated refusal
    }
  };
  const doDecline = async (reason: string) => {
    if (!declining) return;
    try {
      const desc = await decline.mutateAsync({ id: declining.id, reason: reason.trim() });
      toaster.success({ title: desc || t`Invitation declined` });
      setDeclining(null);
    } catch {
      // the client already showed the translated refusal; the dialog stays open
    }
  };

  return (
    <Section title={t`Open invitations`}>
      {invitations.isError ? (
        <EmptyState
          title={t`The invitations could not be loaded`}
          description={
            isApiError(invitations.error) ? invitations.error.desc : t`Check your connection and try again.`
          }
        />
      ) : invitations.data && invitations.data.length === 0 ? (
        <EmptyState title={t`No open invitations`} />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
          <Table.Root size="sm" aria-label={t`Open invitations`} aria-busy={invitations.isPending}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>From buyer</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Sent to</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Invited on</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Valid until</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(invitations.data ?? []).map((row) => (
                <Table.Row key={row.id} data-testid={`open-invitation-${row.id}`}>
                  <Table.Cell>
                    <Text fontWeight="medium">{row.tenantName}</Text>
                    <Text textStyle="xs" color="fg.muted">
                      {t`Invites ${row.companyName}`}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Text>{row.target}</Text>
                    <Text textStyle="xs" color="fg.muted">
                      {row.channel === 'email' ? t`E-mail` : t`SMS`}
                    </Text>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatInstant(row.sentAt, i18n.locale)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatInstant(row.expiresAt, i18n.locale)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="2" justify="end">
                      <Button
                        size="xs"
                        loading={accept.isPending && accept.variables === row.id}
                        disabled={accept.isPending}
                        onClick={() => void doAccept(row)}
                      >
                        <Trans>Accept and apply</Trans>
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setDeclining(row)}
                      >
                        <Trans>Decline</Trans>
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ReasonDialog
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={declining ? t`Decline the invitation of ${declining.tenantName}?` : ''}
        label={t`Reason (the buyer reads it)`}
        confirmLabel={t`Decline`}
        required
        tone="danger"
        loading={decline.isPending}
        onConfirm={(reason) => void doDecline(reason)}
      />
    </Section>
  );
}
