import { Badge, Box, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAppraisal, useSaveAppraisal, type AppraisalDetail } from '@procure/evaluation-data-access';
import { LedgerFactsPanel, useMethodLabel } from '@procure/evaluation-ui';
import { isApiError } from '@procure/shared-api-client';
import { CODES } from '@procure/shared-codes';
import { appraisalBody, type AppraisalInput } from '@procure/shared-validation';
import {
  ConfirmDialog,
  EmptyState,
  PageHeader,
  StatusBadge,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';

/** The supplier's ledger facts of the plan's period (what the computed criteria are scored from). */
function Facts({ detail }: { detail: AppraisalDetail }) {
  return (
    <LedgerFactsPanel
      facts={detail.facts}
      rates={detail.rates}
      periodFrom={detail.periodFrom}
      periodTo={detail.periodTo}
    />
  );
}

function valuesOf(detail: AppraisalDetail): AppraisalInput {
  return {
    id: detail.id,
    scores: detail.criteria
      .filter((c) => c.editable)
      .map((c) => ({ criterionId: c.criterionId, score: c.score, comment: c.comment })),
  };
}

function ScoreForm({ detail }: { detail: AppraisalDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const methodLabel = useMethodLabel();
  const save = useSaveAppraisal();
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm(appraisalBody, { defaultValues: valuesOf(detail) });
  useEffect(() => form.reset(valuesOf(detail)), [detail, form]);
  const editable =
    detail.status !== CODES.appraisal.submitted.code &&
    detail.planStatus === CODES.performancePlan.evaluating.code;
  const errors = form.formState.errors;
  const scoresError = (errors.scores as { message?: string; root?: { message?: string } } | undefined)
    ?.message;
  const indexOf = new Map(valuesOf(detail).scores.map((s, i) => [s.criterionId, i]));

  const run = (commit: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        const { desc } = await save.mutateAsync({ commit, body: values as never });
        showSuccessToast(desc);
        if (commit) navigate('/vendor/performance/myAssess');
      } catch (error) {
        if (isApiError(error)) setServerFieldErrors(form, error);
      } finally {
        setConfirming(false);
      }
    })();

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
      <Text fontWeight="semibold" mb="3">{t`Scores`}</Text>
      {scoresError ? (
        <Text color="fg.error" textStyle="sm" mb="2" role="alert" data-testid="assess-error">
          {scoresError}
        </Text>
      ) : null}
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader minW="36">{t`Criterion`}</Table.ColumnHeader>
              <Table.ColumnHeader w="24">{t`Weight (%)`}</Table.ColumnHeader>
              <Table.ColumnHeader minW="32">{t`Scoring method`}</Table.ColumnHeader>
              <Table.ColumnHeader w="32">{t`Score (0–100)`}</Table.ColumnHeader>
              <Table.ColumnHeader minW="48">{t`Comment`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {detail.criteria.map((c) => {
              const index = indexOf.get(c.criterionId);
              const rowErrors = index === undefined ? undefined : errors.scores?.[index];
              return (
                <Table.Row key={c.criterionId} data-testid={`assess-criterion-${c.seq}`}>
                  <Table.Cell>
                    <Text>{c.name}</Text>
                    {c.remark ? (
                      <Text textStyle="xs" color="fg.muted">
                        {c.remark}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>{c.weight}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={c.method === 'manual' ? 'gray' : 'blue'}>
                      {methodLabel(c.method)}
                    </Badge>
                  </Table.Cell>
                  {index === undefined ? (
                    <>
                      <Table.Cell data-testid={`assess-computed-${c.seq}`}>
                        {c.score === null ? (
                          <Text color="fg.muted">{t`No facts`}</Text>
                        ) : (
                          <Text fontWeight="semibold">{c.score.toFixed(2)}</Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        <Text color="fg.muted" textStyle="sm">{t`Computed from the ledger`}</Text>
                      </Table.Cell>
                    </>
                  ) : (
                    <>
                      <Table.Cell>
                        <Field.Root invalid={Boolean(rowErrors?.score || rowErrors?.criterionId)}>
                          <Input
                            size="sm"
                            type="number"
                            inputMode="decimal"
                            step="0.01"
                            min={0}
                            max={100}
                            readOnly={!editable}
                            aria-label={t`Score of ${c.name}`}
                            data-testid={`assess-score-${c.seq}`}
                            {...form.register(`scores.${index}.score`, {
                              setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
                            })}
                          />
                          <Field.ErrorText>
                            {rowErrors?.score?.message ?? rowErrors?.criterionId?.message}
                          </Field.ErrorText>
                        </Field.Root>
                      </Table.Cell>
                      <Table.Cell>
                        <Field.Root invalid={Boolean(rowErrors?.comment)}>
                          <Input
                            size="sm"
                            readOnly={!editable}
                            aria-label={t`Comment on ${c.name}`}
                            data-testid={`assess-comment-${c.seq}`}
                            {...form.register(`scores.${index}.comment`)}
                          />
                          <Field.ErrorText>{rowErrors?.comment?.message}</Field.ErrorText>
                        </Field.Root>
                      </Table.Cell>
                    </>
                  )}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {editable ? (
        <HStack gap="2" mt="4">
          <Button
            variant="outline"
            loading={save.isPending}
            onClick={() => void run(false)}
            data-testid="assess-save"
          >
            {t`Save`}
          </Button>
          <Button colorPalette="brand" onClick={() => setConfirming(true)} data-testid="assess-commit">
            {t`Submit scores`}
          </Button>
        </HStack>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Submit scores`}
        description={t`Submit your scores for ${detail.vendorName}? They cannot be changed afterwards.`}
        confirmLabel={t`Submit scores`}
        loading={save.isPending}
        onConfirm={() => void run(true)}
      />
    </Box>
  );
}

/** `/vendor/performance/myAssess/detail/:id`: the supplier's facts of the period and the caller's scores. */
export function MyAssessDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const appraisal = useAppraisal(id);
  if (appraisal.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (appraisal.isError || !appraisal.data) return <EmptyState title={t`This assessment does not exist`} />;
  const d = appraisal.data;
  return (
    <Box>
      <PageHeader
        title={
          <HStack gap="3">
            <span>{d.vendorName}</span>
            <StatusBadge set="appraisal" value={d.status} />
            {d.late ? <Badge colorPalette="red">{t`Overdue`}</Badge> : null}
          </HStack>
        }
        description={t`${d.planName} (${d.planCode}) · period ${d.periodFrom} – ${d.periodTo} · score by ${d.deadline}`}
      />
      <Stack gap="4">
        <Facts detail={d} />
        <ScoreForm detail={d} />
      </Stack>
    </Box>
  );
}
