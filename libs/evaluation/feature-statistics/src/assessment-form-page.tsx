import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useAssessment,
  useAssessmentComputed,
  useAssessmentOptions,
  useSaveAssessment,
  useSetAssessmentState,
  type AssessmentDetail,
} from '@procure/evaluation-data-access';
import { LedgerFactsPanel, useFactsLine, useMethodLabel } from '@procure/evaluation-ui';
import { isApiError } from '@procure/shared-api-client';
import { CODES } from '@procure/shared-codes';
import {
  assessmentSchema,
  gradeOf,
  isComputedMethod,
  todayInChina,
  weightedScore,
  type EvaluationMethod,
} from '@procure/shared-validation';
import {
  EmptyState,
  PageHeader,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import { useEffect, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';

// `/vendor/performance/assessment/create` and `/edit/:id` (issue #17 §5): a supplier, a template, a score
// 0–100 per manual criterion (open while a draft), comments. The template's computed criteria are
// prefilled from the ledger of the chosen supplier and period (read-only, with their facts); the server
// computes them again on save. "Save and submit" saves, then submits (every manual score required; the
// server computes the weighted score and grade).

type Score = { score: number | null; comment?: string | null };
type FormValues = {
  vendorId: string;
  mouldId: string;
  periodFrom?: string;
  periodTo?: string;
  comment?: string | null;
  scores: Score[];
};
type Criterion = { seq: number; name: string; weight: number; method?: EvaluationMethod };

/** The default ledger period: this year so far (China dates). */
function defaultPeriod(): { periodFrom: string; periodTo: string } {
  const today = todayInChina();
  return { periodFrom: `${today.slice(0, 4)}-01-01`, periodTo: today };
}

const toScore = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

function valuesOf(a: AssessmentDetail): FormValues {
  return {
    vendorId: a.vendorId,
    mouldId: a.mouldId,
    ...(a.periodFrom && a.periodTo ? { periodFrom: a.periodFrom, periodTo: a.periodTo } : defaultPeriod()),
    comment: a.comment,
    scores: a.criteria.map((c) => ({ score: c.score, comment: c.comment })),
  };
}

function AssessmentForm({ existing }: { existing: AssessmentDetail | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const options = useAssessmentOptions();
  const save = useSaveAssessment();
  const setState = useSetAssessmentState();
  const [submitting, setSubmitting] = useState(false);
  const form = useZodForm(assessmentSchema, {
    defaultValues: existing
      ? valuesOf(existing)
      : { vendorId: '', mouldId: '', ...defaultPeriod(), comment: '', scores: [] },
  });
  const methodLabel = useMethodLabel();
  const factsLine = useFactsLine();
  const { fields, replace } = useFieldArray({ control: form.control, name: 'scores' });
  const mouldId = useWatch({ control: form.control, name: 'mouldId' });
  const vendorId = useWatch({ control: form.control, name: 'vendorId' });
  const periodFrom = useWatch({ control: form.control, name: 'periodFrom' }) ?? '';
  const periodTo = useWatch({ control: form.control, name: 'periodTo' }) ?? '';
  const scores = (useWatch({ control: form.control, name: 'scores' }) ?? []) as Score[];
  const moulds = options.data?.moulds ?? [];
  const mould = moulds.find((m) => m.id === mouldId);
  // A template no longer enabled (a draft's own) keeps its copied criteria.
  const criteria: Criterion[] =
    mould?.criteria ?? (existing && existing.mouldId === mouldId ? existing.criteria : []);
  const isComputed = (c: Criterion | undefined) => Boolean(c?.method && isComputedMethod(c.method));
  const computesAny = criteria.some(isComputed);
  const computed = useAssessmentComputed({
    vendorId: computesAny ? vendorId : '',
    mouldId,
    periodFrom,
    periodTo,
  });
  const computedBySeq = new Map((computed.data?.criteria ?? []).map((c) => [c.seq, c.score]));
  // A computed criterion shows (and previews) the ledger's value, never a typed one.
  const scoreOf = (c: Criterion, i: number): number | null =>
    isComputed(c)
      ? (computedBySeq.get(c.seq) ?? null)
      : Number.isFinite(scores[i]?.score)
        ? (scores[i]?.score ?? null)
        : null;
  const errors = form.formState.errors;
  const preview = weightedScore(criteria.map((c, i) => ({ weight: c.weight, score: scoreOf(c, i) })));

  useEffect(() => {
    if (existing) form.reset(valuesOf(existing));
  }, [existing, form]);

  useEffect(() => {
    if (fields.length !== criteria.length) {
      replace(
        criteria.map((_, i) => ({ score: scores[i]?.score ?? null, comment: scores[i]?.comment ?? '' })),
      );
    }
    // Only when the template (and so the criteria count) changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mouldId, criteria.length]);

  const run = (andSubmit: boolean) =>
    form.handleSubmit(async (values) => {
      setSubmitting(true);
      try {
        const filled = {
          ...values,
          ...(computesAny ? {} : { periodFrom: undefined, periodTo: undefined }),
          scores: values.scores.map((sc, i) => {
            const c = criteria[i];
            return c && isComputed(c) ? { ...sc, score: scoreOf(c, i) } : sc;
          }),
        };
        const body = existing ? { ...filled, id: existing.id } : filled;
        const saved = await save.mutateAsync(body as never);
        if (andSubmit) {
          const done = await setState.mutateAsync({ id: saved.data.id, state: 2 });
          showSuccessToast(done.desc);
        } else {
          showSuccessToast(saved.desc || t`Assessment saved`);
        }
        navigate(`/vendor/performance/assessment/detail/${saved.data.id}`);
      } catch (error) {
        if (isApiError(error)) setServerFieldErrors(form, error);
      } finally {
        setSubmitting(false);
      }
    })();

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void run(false);
      }}
    >
      <PageHeader
        title={existing ? t`Edit assessment ${existing.code}` : t`New vendor assessment`}
        description={t`Score each manual criterion from 0 to 100; computed criteria come from the ledger of the period. A draft may leave scores open; submitting needs every manual score.`}
      />
      <Stack gap="4">
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <Stack gap="3" maxW="2xl">
            <Field.Root required invalid={Boolean(errors.vendorId)}>
              <Field.Label>
                {t`Supplier`}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...form.register('vendorId')} data-testid="assessment-vendor">
                  <option value="">{t`Choose a supplier`}</option>
                  {(options.data?.vendors ?? []).map((v) => (
                    <option key={v.vendorId} value={v.vendorId}>
                      {v.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.vendorId?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.mouldId)}>
              <Field.Label>
                {t`Template`}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...form.register('mouldId')} data-testid="assessment-mould">
                  <option value="">{t`Choose a template`}</option>
                  {existing && !mould && existing.mouldId === mouldId ? (
                    <option value={existing.mouldId}>{existing.mouldName}</option>
                  ) : null}
                  {moulds.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.mouldId?.message}</Field.ErrorText>
            </Field.Root>
            {computesAny ? (
              <HStack gap="3" align="flex-start" wrap="wrap">
                <Field.Root required invalid={Boolean(errors.periodFrom)} maxW="48">
                  <Field.Label>
                    {t`Ledger period from`}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    size="sm"
                    type="date"
                    {...form.register('periodFrom')}
                    data-testid="assessment-period-from"
                  />
                  <Field.ErrorText>{errors.periodFrom?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root required invalid={Boolean(errors.periodTo)} maxW="48">
                  <Field.Label>
                    {t`to`}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    size="sm"
                    type="date"
                    {...form.register('periodTo')}
                    data-testid="assessment-period-to"
                  />
                  <Field.ErrorText>{errors.periodTo?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root maxW="sm">
                  <Field.HelperText mt={{ base: 0, md: '7' }}>
                    {t`The computed criteria are scored from this period's orders, deliveries, receipts and returns.`}
                  </Field.HelperText>
                </Field.Root>
              </HStack>
            ) : null}
            <Field.Root invalid={Boolean(errors.comment)}>
              <Field.Label>{t`Overall comment`}</Field.Label>
              <Textarea rows={2} {...form.register('comment')} data-testid="assessment-comment" />
              <Field.ErrorText>{errors.comment?.message}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Box>
        {computesAny && computed.data?.facts && computed.data.rates ? (
          <LedgerFactsPanel
            facts={computed.data.facts}
            rates={computed.data.rates}
            periodFrom={periodFrom}
            periodTo={periodTo}
            testId="assessment-facts"
          />
        ) : null}
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <HStack justify="space-between" mb="3" wrap="wrap">
            <Text as="h2" fontWeight="semibold">{t`Scores`}</Text>
            <Text textStyle="sm" color="fg.muted" data-testid="assessment-preview">
              {preview === null
                ? t`Weighted score: —`
                : t`Weighted score: ${preview.toFixed(2)} (grade ${gradeOf(preview)})`}
            </Text>
          </HStack>
          {errors.scores?.message ? (
            <Text color="fg.error" textStyle="sm" mb="2" role="alert">
              {errors.scores.message}
            </Text>
          ) : null}
          {criteria.length === 0 ? (
            <Text color="fg.muted" textStyle="sm">{t`Choose a template to see its criteria.`}</Text>
          ) : (
            <Box overflowX="auto">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="10">#</Table.ColumnHeader>
                    <Table.ColumnHeader minW="40">{t`Criterion`}</Table.ColumnHeader>
                    <Table.ColumnHeader w="24">{t`Weight (%)`}</Table.ColumnHeader>
                    <Table.ColumnHeader w="32">{t`Score (0–100)`}</Table.ColumnHeader>
                    <Table.ColumnHeader minW="48">{t`Notes`}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {fields.map((field, index) => {
                    const c = criteria[index];
                    const rowErrors = errors.scores?.[index];
                    return (
                      <Table.Row key={field.id} data-testid={`assessment-criterion-${index}`}>
                        <Table.Cell>{index + 1}</Table.Cell>
                        <Table.Cell>
                          <Text>{c?.name}</Text>
                          {c && isComputed(c) ? (
                            <HStack gap="1" mt="1" wrap="wrap">
                              <Badge colorPalette="blue" size="sm">
                                {t`Computed`} · {c.method ? methodLabel(c.method) : ''}
                              </Badge>
                              {computed.data?.facts && c.method ? (
                                <Text textStyle="xs" color="fg.muted">
                                  {factsLine(c.method, computed.data.facts)}
                                </Text>
                              ) : null}
                            </HStack>
                          ) : null}
                        </Table.Cell>
                        <Table.Cell>{c?.weight}</Table.Cell>
                        <Table.Cell>
                          {c && isComputed(c) ? (
                            <Text
                              fontWeight="semibold"
                              data-testid={`assessment-computed-${index}`}
                              color={scoreOf(c, index) === null ? 'fg.muted' : undefined}
                            >
                              {computed.data
                                ? (scoreOf(c, index)?.toFixed(2) ?? t`No facts`)
                                : computed.isError
                                  ? t`Not available`
                                  : computed.fetchStatus === 'fetching'
                                    ? '…'
                                    : '—'}
                            </Text>
                          ) : (
                            <Field.Root invalid={Boolean(rowErrors?.score)}>
                              <Input
                                size="sm"
                                type="number"
                                inputMode="decimal"
                                min={0}
                                max={100}
                                step="0.01"
                                aria-label={t`Score of ${c?.name ?? ''}`}
                                data-testid={`assessment-score-${index}`}
                                {...form.register(`scores.${index}.score`, { setValueAs: toScore })}
                              />
                              <Field.ErrorText>{rowErrors?.score?.message}</Field.ErrorText>
                            </Field.Root>
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          <Input
                            size="sm"
                            aria-label={t`Comment on ${c?.name ?? ''}`}
                            {...form.register(`scores.${index}.comment`)}
                          />
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </Box>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={() => navigate('/vendor/performance/assessment')}>
            {t`Back`}
          </Button>
          <Button type="submit" variant="outline" loading={submitting} data-testid="assessment-save">
            {t`Save draft`}
          </Button>
          <Button
            colorPalette="brand"
            loading={submitting}
            onClick={() => void run(true)}
            data-testid="assessment-submit"
          >
            {t`Save and submit`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function AssessmentFormPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const existing = useAssessment(id);
  if (!id) return <AssessmentForm existing={null} />;
  if (existing.isPending) return null;
  if (!existing.data || existing.data.state !== CODES.vendorAssessment.draft.code) {
    return (
      <EmptyState
        title={t`This assessment cannot be edited`}
        description={t`It does not exist, or it was already submitted.`}
      />
    );
  }
  return <AssessmentForm existing={existing.data} />;
}
