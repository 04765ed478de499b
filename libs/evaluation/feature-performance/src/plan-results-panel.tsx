import {
  Badge,
  Box,
  Button,
  Dialog,
  Field,
  HStack,
  NativeSelect,
  Portal,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useAdjustGrade,
  useAnswerAppeal,
  useGradeLevels,
  usePlanResults,
  useSubmitResults,
  type PlanDetail,
  type PlanResult,
} from '@procure/evaluation-data-access';
import { useMethodLabel } from '@procure/evaluation-ui';
import { isApiError } from '@procure/shared-api-client';
import { CODES } from '@procure/shared-codes';
import { ReasonDialog, StatusBadge, showSuccessToast } from '@procure/shared-ui';
import { useState } from 'react';
import { SectionPanel as Panel } from './section-panel.tsx';

const P = CODES.performancePlan;
const scoreText = (score: number | null) => (score === null ? '—' : score.toFixed(2));

function AdjustDialog({ result, onClose }: { result: PlanResult | null; onClose: () => void }) {
  const { t } = useLingui();
  const levels = useGradeLevels();
  const adjust = useAdjustGrade();
  const [grade, setGrade] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ grade?: string; reason?: string; form?: string }>({});
  const choices = (levels.data?.levels ?? []).map((l) => l.grade).filter((g) => g !== result?.finalGrade);
  const confirm = () => {
    if (!result) return;
    const chosen = grade || choices[0] || '';
    if (!reason.trim()) {
      setError({ reason: t`Required` });
      return;
    }
    adjust.mutate(
      { resultId: result.id, grade: chosen, reason },
      {
        onSuccess: ({ desc }) => {
          showSuccessToast(desc);
          setGrade('');
          setReason('');
          setError({});
          onClose();
        },
        onError: (e) => {
          if (!isApiError(e)) return;
          const fields = Object.fromEntries((e.fields ?? []).map((f) => [f.path, f.message]));
          setError({
            grade: fields['grade'],
            reason: fields['reason'],
            form: e.fields?.length ? undefined : e.desc,
          });
        },
      },
    );
  };
  return (
    <Dialog.Root
      open={result !== null}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="adjust-dialog">
            <Dialog.Header>
              <Dialog.Title>{t`Adjust grade of ${result?.vendorName ?? ''}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text textStyle="sm" color="fg.muted">
                  {t`Current grade ${result?.finalGrade ?? ''} (score ${scoreText(result?.score ?? null)}). The change goes through approval.`}
                </Text>
                <Field.Root required invalid={Boolean(error.grade)}>
                  <Field.Label>{t`New grade`}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      value={grade || choices[0] || ''}
                      onChange={(e) => setGrade(e.target.value)}
                      data-testid="adjust-grade"
                    >
                      {choices.map((g) => (
                        <option key={g} value={g}>
                          {g}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{error.grade}</Field.ErrorText>
                </Field.Root>
                <Field.Root required invalid={Boolean(error.reason)}>
                  <Field.Label>
                    {t`Reason`}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    rows={3}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                    data-testid="adjust-reason"
                  />
                  <Field.ErrorText>{error.reason}</Field.ErrorText>
                </Field.Root>
                {error.form ? (
                  <Text color="fg.error" textStyle="sm" role="alert">
                    {error.form}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>{t`Cancel`}</Button>
              <Button
                colorPalette="brand"
                loading={adjust.isPending}
                onClick={confirm}
                data-testid="adjust-confirm"
              >
                {t`Submit change`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Breakdown({ result }: { result: PlanResult }) {
  const { t } = useLingui();
  const methodLabel = useMethodLabel();
  return (
    <Stack gap="1" textStyle="sm">
      {result.breakdown.map((b) => (
        <Box key={b.criterionId}>
          <Text>
            {b.name} · {b.weight}% · {methodLabel(b.method)}: <b>{scoreText(b.score)}</b>
          </Text>
          {b.evaluatorScores.length > 0 ? (
            <Text color="fg.muted" textStyle="xs">
              {b.evaluatorScores
                .map((e) => `${e.evaluatorName} ${e.score.toFixed(2)}${e.comment ? `（${e.comment}）` : ''}`)
                .join('；')}
            </Text>
          ) : null}
        </Box>
      ))}
      {result.adjustments.map((a) => (
        <HStack key={a.id} gap="2" textStyle="xs" color="fg.muted">
          <Text>{t`Grade change ${a.fromGrade} → ${a.toGrade} by ${a.requestedByName}: ${a.reason}`}</Text>
          <StatusBadge set="gradeAdjustment" value={a.status} />
        </HStack>
      ))}
    </Stack>
  );
}

/** A plan's results: weighted score, grade, breakdown, grade changes, appeals; submit for approval. */
export function PlanResultsPanel({ plan }: { plan: PlanDetail }) {
  const { t } = useLingui();
  const shown = plan.status === P.evaluated.code || plan.status === P.published.code;
  const results = usePlanResults(plan.id, shown);
  const submit = useSubmitResults();
  const answer = useAnswerAppeal();
  const [adjusting, setAdjusting] = useState<PlanResult | null>(null);
  const [answering, setAnswering] = useState<PlanResult | null>(null);
  if (!shown) return null;
  const canAdjust = plan.status === P.published.code || !plan.resultsSubmitted;
  return (
    <Panel
      title={t`Results`}
      actions={
        plan.status === P.evaluated.code && !plan.resultsSubmitted ? (
          <Button
            size="sm"
            colorPalette="brand"
            loading={submit.isPending}
            onClick={() => submit.mutate(plan.id, { onSuccess: ({ desc }) => showSuccessToast(desc) })}
            data-testid="results-submit"
          >
            {t`Submit results for approval`}
          </Button>
        ) : undefined
      }
    >
      <Text textStyle="sm" color="fg.muted" mb="3">
        {plan.status === P.published.code
          ? t`Published to the suppliers: each sees its own score, grade and criterion scores, without evaluators.`
          : plan.resultsSubmitted
            ? t`The results are under approval; once approved they are published to the suppliers.`
            : t`Manual criteria are the mean of their evaluators' scores; computed criteria without facts leave their weight out.`}
      </Text>
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Supplier`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Weighted score`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Grade`}</Table.ColumnHeader>
              <Table.ColumnHeader minW="72">{t`Criterion scores`}</Table.ColumnHeader>
              <Table.ColumnHeader minW="48">{t`Appeal`}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>{t`Actions`}</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(results.data ?? []).map((r) => (
              <Table.Row key={r.id} data-testid={`result-row-${r.vendorId}`} verticalAlign="top">
                <Table.Cell fontWeight="medium">{r.vendorName}</Table.Cell>
                <Table.Cell data-testid="result-score">{scoreText(r.score)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <Badge colorPalette={r.finalGrade === 'D' ? 'red' : 'green'} data-testid="result-grade">
                      {r.finalGrade || '—'}
                    </Badge>
                    {r.adjustedGrade ? (
                      <Text textStyle="xs" color="fg.muted">
                        {t`(computed ${r.grade})`}
                      </Text>
                    ) : null}
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <Breakdown result={r} />
                </Table.Cell>
                <Table.Cell>
                  {r.appealComment ? (
                    <Stack gap="1" textStyle="sm" data-testid="result-appeal">
                      <Text>{r.appealComment}</Text>
                      {r.appealAnswer ? (
                        <Text color="fg.muted">{t`Answer: ${r.appealAnswer}`}</Text>
                      ) : (
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => setAnswering(r)}
                          data-testid="appeal-answer"
                        >
                          {t`Answer`}
                        </Button>
                      )}
                    </Stack>
                  ) : (
                    <Text color="fg.muted">—</Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {canAdjust &&
                  !r.adjustments.some((a) => a.status === CODES.gradeAdjustment.approving.code) ? (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setAdjusting(r)}
                      data-testid="result-adjust"
                    >
                      {t`Adjust grade`}
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <AdjustDialog result={adjusting} onClose={() => setAdjusting(null)} />
      <ReasonDialog
        open={answering !== null}
        onOpenChange={(open) => (open ? undefined : setAnswering(null))}
        title={t`Answer the appeal of ${answering?.vendorName ?? ''}`}
        label={t`Answer`}
        confirmLabel={t`Send answer`}
        required
        loading={answer.isPending}
        onConfirm={(text) =>
          answering &&
          answer.mutate(
            { resultId: answering.id, answer: text },
            {
              onSuccess: ({ desc }) => {
                showSuccessToast(desc);
                setAnswering(null);
              },
            },
          )
        }
      />
    </Panel>
  );
}
