import { Alert, Badge, Card, HStack, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useJobs, type JobState } from '@procure/jobs-data-access';
import { EmptyState, PageHeader } from '@procure/shared-ui';
import { ListChecks } from 'lucide-react';

const PALETTE: Record<JobState, string> = {
  created: 'gray',
  retry: 'orange',
  active: 'blue',
  completed: 'green',
  cancelled: 'gray',
  failed: 'red',
};

/** /jobs: the background job queue for operations staff (queue, state, attempts, last error). */
export function JobsPage() {
  const { t, i18n } = useLingui();
  const [queue, setQueue] = useState('');
  const [state, setState] = useState<JobState | ''>('');
  const jobs = useJobs({ queue: queue || undefined, state: state || undefined });
  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'medium' });
  const stateLabel: Record<JobState, string> = {
    created: t`Queued`,
    retry: t`Waiting to retry`,
    active: t`Running`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
    failed: t`Failed`,
  };
  return (
    <>
      <PageHeader
        title={t`Background jobs`}
        description={t`The newest 100 jobs of the job queue, refreshed every few seconds`}
      />
      <HStack mb="4" gap="3">
        <NativeSelect.Root size="sm" w="16rem">
          <NativeSelect.Field
            aria-label={t`Queue`}
            value={queue}
            onChange={(e) => setQueue(e.currentTarget.value)}
          >
            <option value="">{t`All queues`}</option>
            {jobs.data?.queues.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" w="12rem">
          <NativeSelect.Field
            aria-label={t`State`}
            value={state}
            onChange={(e) => setState(e.currentTarget.value as JobState | '')}
          >
            <option value="">{t`All states`}</option>
            {(Object.keys(stateLabel) as JobState[]).map((s) => (
              <option key={s} value={s}>
                {stateLabel[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Card.Root variant="outline">
        {jobs.isPending ? (
          <Spinner m="8" alignSelf="center" />
        ) : jobs.isError ? (
          <Alert.Root status="error" m="4">
            <Alert.Indicator />
            <Alert.Title>{jobs.error.message}</Alert.Title>
          </Alert.Root>
        ) : jobs.data.jobs.length === 0 ? (
          <EmptyState
            icon={<ListChecks />}
            title={t`No jobs`}
            description={t`Exports and other background work appear here once they are queued.`}
          />
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" striped>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="12rem">{t`Queue`}</Table.ColumnHeader>
                  <Table.ColumnHeader w="9rem">{t`State`}</Table.ColumnHeader>
                  <Table.ColumnHeader w="7rem">{t`Attempts`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Last error`}</Table.ColumnHeader>
                  <Table.ColumnHeader w="11rem">{t`Created`}</Table.ColumnHeader>
                  <Table.ColumnHeader w="11rem">{t`Finished`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {jobs.data.jobs.map((job) => (
                  <Table.Row key={job.id} data-testid="job-row">
                    <Table.Cell>
                      <Text fontFamily="mono" fontSize="xs">
                        {job.queue}
                      </Text>
                      <Text color="fg.muted" fontSize="xs">
                        {job.id}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={PALETTE[job.state]}>{stateLabel[job.state]}</Badge>
                    </Table.Cell>
                    <Table.Cell fontVariantNumeric="tabular-nums">
                      {job.attempts} / {job.retryLimit + 1}
                    </Table.Cell>
                    <Table.Cell>
                      <Text whiteSpace="normal" color={job.lastError ? 'fg.error' : 'fg.muted'}>
                        {job.lastError ?? '—'}
                      </Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" color="fg.muted">
                      {time.format(new Date(job.createdOn))}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" color="fg.muted">
                      {job.completedOn ? time.format(new Date(job.completedOn)) : '—'}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Root>
    </>
  );
}
