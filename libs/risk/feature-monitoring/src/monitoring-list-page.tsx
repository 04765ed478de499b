import { Button, HStack, NativeSelect, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { ConfirmDialog, EmptyState, FormDialog, PageHeader, toaster } from '@procure/shared-ui';
import { useMonitor, useMonitoringList, type MonitorRow } from '@procure/risk-data-access';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  LevelBadge,
  PackageSummary,
  Panel,
  RISK_KINDS,
  SimulatedBadge,
  useKindLabels,
} from './risk-labels.tsx';

export const riskPath = (vendorId: string) => `/monitorin/risk/${vendorId}`;
export const socialPath = (vendorId: string) => `/monitorin/social/${vendorId}`;
const ADD_FORM = 'monitor-add-form';

/** Buyer `/monitorin/list`: the suppliers under monitoring, what was found for each; add and remove. */
export function MonitoringListPage() {
  const { t, i18n } = useLingui();
  const list = useMonitoringList();
  const add = useMonitor('add');
  const remove = useMonitor('remove');
  const kinds = useKindLabels();
  const [adding, setAdding] = useState(false);
  const [choice, setChoice] = useState('');
  const [removing, setRemoving] = useState<MonitorRow | null>(null);
  const items = list.data?.items ?? [];
  const monitored = items.filter((i) => i.monitored);
  const candidates = items.filter((i) => !i.monitored);

  const submitAdd = async () => {
    if (!choice) return;
    try {
      toaster.success({ title: (await add.mutateAsync(choice)) || t`Supplier added to monitoring` });
      setAdding(false);
    } catch (error) {
      // 2001 opens the package modal (the api client); other refusals were shown as a red message.
      if (isApiError(error) && error.code === 2001) setAdding(false);
    }
  };
  const submitRemove = async () => {
    if (!removing) return;
    try {
      toaster.success({
        title: (await remove.mutateAsync(removing.vendorId)) || t`Supplier removed from monitoring`,
      });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t`Enterprise monitoring`}
        description={t`Suppliers under monitoring: their business registration, court and public-opinion signals, refreshed every morning.`}
        actions={
          <Button
            onClick={() => {
              setChoice(candidates[0]?.vendorId ?? '');
              setAdding(true);
            }}
            disabled={!list.data}
          >
            <Trans>Add supplier</Trans>
          </Button>
        }
      />
      <Stack gap="4">
        {list.data ? (
          <Panel>
            <HStack justify="space-between" wrap="wrap" gap="3">
              <PackageSummary pkg={list.data.package} />
              <SimulatedBadge simulated={list.data.simulated} />
            </HStack>
          </Panel>
        ) : null}
        <Panel>
          {list.isError ? (
            <EmptyState
              title={t`The monitoring list could not be loaded`}
              description={isApiError(list.error) ? list.error.desc : t`Check your connection and try again.`}
            />
          ) : list.data && monitored.length === 0 ? (
            <EmptyState
              title={t`No supplier is under monitoring`}
              description={t`Add a supplier to watch its risk signals.`}
            />
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
              <Table.Root size="sm" aria-label={t`Suppliers under monitoring`} aria-busy={list.isPending}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>Supplier</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Risk</Trans>
                    </Table.ColumnHeader>
                    {RISK_KINDS.map((k) => (
                      <Table.ColumnHeader key={k} textAlign="end">
                        {kinds[k]}
                      </Table.ColumnHeader>
                    ))}
                    <Table.ColumnHeader>
                      <Trans>Latest signal</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {monitored.map((row) => (
                    <Table.Row
                      key={row.vendorId}
                      data-testid={`monitor-row-${row.socialCreditCode ?? row.vendorId}`}
                    >
                      <Table.Cell>
                        <Text asChild fontWeight="medium" color="fg" _hover={{ textDecoration: 'underline' }}>
                          <Link to={riskPath(row.vendorId)}>{row.name}</Link>
                        </Text>
                        <Text textStyle="xs" color="fg.muted">
                          {row.socialCreditCode ?? '—'}
                          {row.addedAt
                            ? ` · ${t`since ${new Date(row.addedAt).toLocaleDateString(i18n.locale)}`}`
                            : ''}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        <LevelBadge level={row.highestLevel} />
                      </Table.Cell>
                      {RISK_KINDS.map((k) => (
                        <Table.Cell key={k} textAlign="end" data-kind={k}>
                          {row.counts[k]}
                        </Table.Cell>
                      ))}
                      <Table.Cell whiteSpace="nowrap">{row.latestOn ?? '—'}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        <HStack gap="2" justify="end">
                          <Button asChild size="xs" variant="outline">
                            <Link to={riskPath(row.vendorId)}>
                              <Trans>Risk</Trans>
                            </Link>
                          </Button>
                          <Button asChild size="xs" variant="outline">
                            <Link to={socialPath(row.vendorId)}>
                              <Trans>Public opinion</Trans>
                            </Link>
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            onClick={() => setRemoving(row)}
                          >
                            <Trans>Remove</Trans>
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Panel>
      </Stack>
      <FormDialog
        open={adding}
        onOpenChange={setAdding}
        title={t`Add supplier to monitoring`}
        formId={ADD_FORM}
        saving={add.isPending}
        size="md"
      >
        <form
          id={ADD_FORM}
          onSubmit={(e) => {
            e.preventDefault();
            void submitAdd();
          }}
          noValidate
        >
          {candidates.length === 0 ? (
            <Text>
              <Trans>Every supplier of your enterprise is already under monitoring.</Trans>
            </Text>
          ) : (
            <Stack gap="2">
              <chakra.label htmlFor="monitor-vendor" fontWeight="medium" textStyle="sm">
                <Trans>Supplier</Trans>
              </chakra.label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id="monitor-vendor"
                  value={choice}
                  onChange={(e) => setChoice(e.currentTarget.value)}
                >
                  {candidates.map((c) => (
                    <option key={c.vendorId} value={c.vendorId}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Text textStyle="sm" color="fg.muted">
                <Trans>
                  Adding uses one place of the monitoring package and looks the supplier up at once.
                </Trans>
              </Text>
            </Stack>
          )}
        </form>
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t`Remove from monitoring`}
        description={removing ? t`Stop monitoring ${removing.name}? Its records stay.` : ''}
        confirmLabel={t`Remove`}
        onConfirm={() => void submitRemove()}
        loading={remove.isPending}
      />
    </>
  );
}
