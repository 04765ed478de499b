import { Badge, Box, Button, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useAppeal,
  useSupplierResult,
  useSupplierResults,
  type SupplierResult,
} from '@procure/evaluation-data-access';
import { useMethodLabel } from '@procure/evaluation-ui';
import { DetailSection, EmptyState, PageHeader, ReasonDialog, showSuccessToast } from '@procure/shared-ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

const scoreText = (score: number | null) => (score === null ? '—' : score.toFixed(2));
const gradePalette = (grade: string) => (grade === 'D' ? 'red' : grade === 'C' ? 'orange' : 'green');

/** Supplier site `/performance/result`: the company's published results from this customer. */
export function SupplierResultListPage() {
  const { t } = useLingui();
  const list = useSupplierResults();
  return (
    <Box>
      <PageHeader
        title={t`Performance results`}
        description={t`How this customer rated your company: score, grade and criterion scores. You may appeal a result once.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} overflowX="auto">
        {list.data && list.data.length === 0 ? (
          <EmptyState title={t`No published results yet`} />
        ) : (
          <Table.Root size="sm" aria-label={t`Performance results`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Evaluation`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Period`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Score`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Grade`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Appeal`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(list.data ?? []).map((r) => (
                <Table.Row key={r.id} data-testid={`vd-result-${r.planCode}`}>
                  <Table.Cell>
                    <ChakraLink asChild colorPalette="brand" fontWeight="medium">
                      <Link to={`/performance/result/detail/${r.id}`}>{r.planName}</Link>
                    </ChakraLink>
                    <Text textStyle="xs" color="fg.muted">
                      {r.customerName} · {r.planCode}
                    </Text>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {r.periodFrom} – {r.periodTo}
                  </Table.Cell>
                  <Table.Cell>{scoreText(r.score)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={gradePalette(r.grade)} data-testid="vd-result-grade">
                      {r.grade}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {r.appealAnswer ? (
                      t`Answered`
                    ) : r.appealedAt ? (
                      t`Appealed`
                    ) : (
                      <Text color="fg.muted">—</Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
    </Box>
  );
}

function AppealSection({ result }: { result: SupplierResult }) {
  const { t } = useLingui();
  const appeal = useAppeal();
  const [open, setOpen] = useState(false);
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
      <Text fontWeight="semibold" mb="2">{t`Appeal`}</Text>
      {result.appealComment ? (
        <Stack gap="1" data-testid="vd-appeal">
          <Text>{t`Your appeal: ${result.appealComment}`}</Text>
          <Text color={result.appealAnswer ? undefined : 'fg.muted'}>
            {result.appealAnswer ? t`Answer: ${result.appealAnswer}` : t`Waiting for the customer's answer.`}
          </Text>
        </Stack>
      ) : (
        <Stack gap="2" align="flex-start">
          <Text
            textStyle="sm"
            color="fg.muted"
          >{t`If you disagree with this result, you may appeal once with a comment.`}</Text>
          <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="vd-appeal-open">
            {t`Appeal`}
          </Button>
        </Stack>
      )}
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Appeal this result`}
        label={t`Comment`}
        confirmLabel={t`Send appeal`}
        required
        loading={appeal.isPending}
        onConfirm={(comment) =>
          appeal.mutate(
            { id: result.id, comment },
            {
              onSuccess: ({ desc }) => {
                showSuccessToast(desc);
                setOpen(false);
              },
            },
          )
        }
      />
    </Box>
  );
}

/** Supplier site `/performance/result/detail/:id`: one published result, criterion scores, appeal. */
export function SupplierResultDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const result = useSupplierResult(id);
  const methodLabel = useMethodLabel();
  if (result.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (result.isError || !result.data) return <EmptyState title={t`This evaluation result does not exist`} />;
  const r = result.data;
  return (
    <Box>
      <PageHeader title={r.planName} description={`${r.customerName} · ${r.planCode}`} />
      <Stack gap="4">
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <DetailSection
            title={t`Result`}
            items={[
              { label: t`Period`, value: `${r.periodFrom} – ${r.periodTo}` },
              { label: t`Weighted score`, value: scoreText(r.score) },
              {
                label: t`Grade`,
                value: (
                  <Badge colorPalette={gradePalette(r.grade)} data-testid="vd-detail-grade">
                    {r.grade}
                  </Badge>
                ),
              },
              ...(r.adjustReason
                ? [{ label: t`Grade adjusted because`, value: r.adjustReason, wide: true }]
                : []),
            ]}
          />
        </Box>
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} overflowX="auto">
          <Text fontWeight="semibold" mb="2">{t`Criterion scores`}</Text>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Criterion`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Weight (%)`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Scoring method`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Score`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {r.breakdown.map((b) => (
                <Table.Row key={b.criterionId}>
                  <Table.Cell>{b.name}</Table.Cell>
                  <Table.Cell>{b.weight}</Table.Cell>
                  <Table.Cell>{methodLabel(b.method)}</Table.Cell>
                  <Table.Cell>{scoreText(b.score)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <AppealSection result={r} />
      </Stack>
    </Box>
  );
}
