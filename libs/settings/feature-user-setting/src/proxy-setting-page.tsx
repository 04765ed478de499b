import { Badge, Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useCancelWorkProxy,
  useColleagues,
  useSetWorkProxy,
  useWorkProxies,
  type WorkProxy,
} from '@procure/settings-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  ConfirmDialog,
  EmptyState,
  FormField,
  PageHeader,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import { useState } from 'react';
import { z } from 'zod';
import { Panel } from './panel.tsx';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.required');
// The server checks the same (and that the start is not in the past, and no overlap).
const proxyFormSchema = z
  .object({ delegateUserId: z.string().min(1, 'validation.required'), startDate: isoDate, endDate: isoDate })
  .refine((v) => v.startDate <= v.endDate, { message: 'workProxy.endBeforeStart', path: ['endDate'] });

const statusLabels: Record<WorkProxy['status'], [MessageDescriptor, string]> = {
  active: [msg`Active`, 'green'],
  upcoming: [msg`Upcoming`, 'blue'],
  ended: [msg`Ended`, 'gray'],
  cancelled: [msg`Cancelled`, 'gray'],
};

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** `/userSetting/proxySetting`: delegate my approvals to a colleague for a date range, or cancel it. */
export function ProxySettingPage() {
  const { t, i18n } = useLingui();
  const proxies = useWorkProxies();
  const colleagues = useColleagues();
  const setProxy = useSetWorkProxy();
  const cancel = useCancelWorkProxy();
  const [cancelling, setCancelling] = useState<WorkProxy | null>(null);
  const empty = { delegateUserId: '', startDate: todayUtc(), endDate: todayUtc() };
  const form = useZodForm(proxyFormSchema, { defaultValues: empty });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { desc } = await setProxy.mutateAsync(values);
      showSuccessToast(desc || t`Work proxy set`);
      form.reset(empty);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  });

  return (
    <Stack gap="4">
      <PageHeader title={t`Work proxy`} />
      <Panel title={t`New work proxy`}>
        <Text textStyle="sm" color="fg.muted">
          <Trans>The delegate approves on your behalf on these days (dates in UTC).</Trans>
        </Text>
        <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`New work proxy`}>
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="4" alignItems="end">
            <FormField label={t`Delegate`} required error={errors.delegateUserId?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('delegateUserId')} aria-label={t`Delegate`}>
                  <option value="">{t`Choose an employee`}</option>
                  {(colleagues.data ?? []).map((c) => (
                    <option key={c.userId} value={c.userId}>
                      {c.empName} ({c.username})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t`Start date`} required error={errors.startDate?.message}>
              <Input type="date" min={todayUtc()} {...form.register('startDate')} />
            </FormField>
            <FormField label={t`End date`} required error={errors.endDate?.message}>
              <Input type="date" min={todayUtc()} {...form.register('endDate')} />
            </FormField>
            <Button type="submit" loading={setProxy.isPending} alignSelf="end">
              <Trans>Set proxy</Trans>
            </Button>
          </SimpleGrid>
        </form>
      </Panel>
      <Panel title={t`My work proxies`}>
        {proxies.data && proxies.data.length === 0 ? (
          <EmptyState title={t`No work proxy yet`} />
        ) : (
          <Table.Root size="sm" striped>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Delegate`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Period`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Actions`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(proxies.data ?? []).map((p) => {
                const [label, palette] = statusLabels[p.status];
                return (
                  <Table.Row key={p.id}>
                    <Table.Cell>
                      {p.delegateName} ({p.delegateUsername})
                    </Table.Cell>
                    <Table.Cell>
                      {p.startDate} – {p.endDate}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={palette}>{i18n._(label)}</Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {p.status === 'active' || p.status === 'upcoming' ? (
                        <HStack justify="end">
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            onClick={() => setCancelling(p)}
                          >
                            <Trans>Cancel proxy</Trans>
                          </Button>
                        </HStack>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        )}
      </Panel>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t`Cancel this work proxy?`}
        description={
          cancelling
            ? `${cancelling.delegateName} · ${cancelling.startDate} – ${cancelling.endDate}`
            : undefined
        }
        confirmLabel={t`Cancel proxy`}
        loading={cancel.isPending}
        tone="danger"
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            onSuccess: ({ desc }) => showSuccessToast(desc || t`Work proxy cancelled`),
            onSettled: () => setCancelling(null),
          });
        }}
      />
    </Stack>
  );
}
