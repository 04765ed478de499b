import { Badge, Box, Button, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useAssessment,
  useDeleteAssessment,
  useSetAssessmentState,
  type AssessmentDetail,
} from '@procure/evaluation-data-access';
import { useFactsLine, useMethodLabel } from '@procure/evaluation-ui';
import { CODES } from '@procure/shared-codes';
import {
  ConfirmDialog,
  EmptyState,
  PageHeader,
  StatusBadge,
  formatInstant,
  showSuccessToast,
} from '@procure/shared-ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

// `/vendor/performance/assessment/detail/:id` (issue #17 §5): the assessment with its summary (weighted
// score, grade) and each criterion's score; a draft is edited, submitted or deleted, a submitted one voided.

const S = CODES.vendorAssessment;

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

function Actions({ a }: { a: AssessmentDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const setState = useSetAssessmentState();
  const remove = useDeleteAssessment();
  const [confirm, setConfirm] = useState<'void' | 'delete' | null>(null);
  const done = ({ desc }: { desc: string }) => showSuccessToast(desc);
  return (
    <HStack gap="2">
      {a.state === S.draft.code ? (
        <>
          <Button asChild size="sm" variant="outline">
            <Link to={`/vendor/performance/assessment/edit/${a.id}`}>{t`Edit`}</Link>
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm('delete')}>
            {t`Delete`}
          </Button>
          <Button
            size="sm"
            colorPalette="brand"
            loading={setState.isPending}
            onClick={() => setState.mutate({ id: a.id, state: 2 }, { onSuccess: done })}
            data-testid="assessment-detail-submit"
          >
            {t`Submit`}
          </Button>
        </>
      ) : null}
      {a.state === S.submitted.code ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => setConfirm('void')}
          data-testid="assessment-void"
        >
          {t`Void`}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm === 'void' ? t`Void assessment` : t`Delete assessment`}
        description={
          confirm === 'void'
            ? t`Void assessment ${a.code}? It stays in the list but no longer counts in the summary.`
            : t`Delete draft ${a.code}?`
        }
        confirmLabel={confirm === 'void' ? t`Void` : t`Delete`}
        loading={setState.isPending || remove.isPending}
        onConfirm={() => {
          if (confirm === 'void') {
            setState.mutate({ id: a.id, state: 3 }, { onSuccess: done, onSettled: () => setConfirm(null) });
          } else {
            remove.mutate(a.id, {
              onSuccess: (r) => {
                done(r);
                navigate('/vendor/performance/assessment');
              },
              onSettled: () => setConfirm(null),
            });
          }
        }}
      />
    </HStack>
  );
}

export function AssessmentDetailPage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const query = useAssessment(id);
  const methodLabel = useMethodLabel();
  const factsLine = useFactsLine();
  if (query.isPending) return null;
  const a = query.data;
  if (!a) {
    return <EmptyState title={t`Assessment not found`} description={t`It does not exist or was deleted.`} />;
  }
  return (
    <Box>
      <PageHeader
        title={t`Vendor assessment ${a.code}`}
        actions={
          <HStack gap="3">
            <StatusBadge set="vendorAssessment" value={a.state} />
            <Actions a={a} />
          </HStack>
        }
      />
      <Stack gap="4">
        <Box
          as="section"
          aria-label={t`Summary`}
          bg="bg.panel"
          borderWidth="1px"
          rounded="lg"
          p={{ base: '3', md: '4' }}
        >
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            <Fact label={t`Supplier`} value={a.vendorName} testId="assessment-vendor-name" />
            <Fact label={t`Template`} value={a.mouldName} />
            <Fact label={t`Weighted score`} value={a.score?.toFixed(2) ?? '—'} testId="assessment-score" />
            <Fact label={t`Grade`} value={a.grade ?? '—'} testId="assessment-grade" />
            <Fact label={t`Assessed by`} value={a.createdByName} />
            <Fact label={t`Created`} value={formatInstant(a.createdAt, i18n.locale)} />
            <Fact
              label={t`Submitted`}
              value={a.submittedAt ? formatInstant(a.submittedAt, i18n.locale) : '—'}
            />
            <Fact label={t`Overall comment`} value={a.comment || '—'} />
            {a.periodFrom && a.periodTo ? (
              <Fact label={t`Ledger period`} value={`${a.periodFrom} – ${a.periodTo}`} />
            ) : null}
          </SimpleGrid>
        </Box>
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <Text as="h2" fontWeight="semibold" mb="3">{t`Scores per criterion`}</Text>
          <Table.ScrollArea>
            <Table.Root size="sm" variant="outline" data-testid="assessment-criteria">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>#</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Criterion`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Weight (%)`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Score`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Notes`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {a.criteria.map((c) => (
                  <Table.Row key={c.seq}>
                    <Table.Cell>{c.seq}</Table.Cell>
                    <Table.Cell>
                      <Text>{c.name}</Text>
                      {c.method !== 'manual' ? (
                        <HStack gap="1" mt="1" wrap="wrap">
                          <Badge colorPalette="blue" size="sm">
                            {t`Computed`} · {methodLabel(c.method)}
                          </Badge>
                          {c.facts ? (
                            <Text textStyle="xs" color="fg.muted">
                              {factsLine(c.method, c.facts)}
                            </Text>
                          ) : null}
                        </HStack>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>{c.weight}</Table.Cell>
                    <Table.Cell>
                      {c.score?.toFixed(2) ?? (c.method !== 'manual' ? t`No facts` : '—')}
                    </Table.Cell>
                    <Table.Cell>{c.comment || '—'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      </Stack>
    </Box>
  );
}
