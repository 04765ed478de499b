import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  usePlanOptions,
  usePlanSpeed,
  useRemindEvaluators,
  useTransferAppraisals,
  type PlanDetail,
} from '@procure/evaluation-data-access';
import { CODES } from '@procure/shared-codes';
import { showSuccessToast } from '@procure/shared-ui';
import { useState, type ReactNode } from 'react';
import { SectionPanel as Panel } from './section-panel.tsx';

type Row = {
  key: string;
  name: string;
  total: number;
  toScore: number;
  scored: number;
  submitted: number;
  late?: boolean;
};

function SpeedTable({
  label,
  rows,
  action,
}: {
  label: string;
  rows: Row[];
  /** An extra last column (the evaluators' "Transfer"). */
  action?: { header: string; cell: (row: Row) => ReactNode };
}) {
  const { t } = useLingui();
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{label}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`To score`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Saved`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Submitted / total`}</Table.ColumnHeader>
            {action ? <Table.ColumnHeader>{action.header}</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.key} data-testid={`speed-${r.key}`}>
              <Table.Cell>
                {r.name} {r.late ? <Badge colorPalette="red">{t`Overdue`}</Badge> : null}
              </Table.Cell>
              <Table.Cell>{r.toScore}</Table.Cell>
              <Table.Cell>{r.scored}</Table.Cell>
              <Table.Cell>
                {r.submitted} / {r.total}
              </Table.Cell>
              {action ? <Table.Cell>{action.cell(r)}</Table.Cell> : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * Hands one evaluator's open assessments to another employee who may score (not already an evaluator of
 * the plan); an optional reason goes into the plan's history and the new evaluator's message.
 */
function TransferDialog({
  planId,
  from,
  exclude,
  onClose,
}: {
  planId: string;
  from: Row;
  exclude: readonly string[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const options = usePlanOptions();
  const transfer = useTransferAppraisals();
  const [toId, setToId] = useState('');
  const [comment, setComment] = useState('');
  const people = (options.data?.evaluators ?? []).filter((p) => !exclude.includes(p.id));
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="transfer-dialog">
            <Dialog.Header>
              <Dialog.Title>{t`Transfer open assessments of ${from.name}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text textStyle="sm" color="fg.muted">
                  {t`The ${from.toScore + from.scored} assessments not yet submitted move to the employee you choose; saved drafts are cleared, submitted ones stay.`}
                </Text>
                <Field.Root required>
                  <Field.Label>
                    {t`New evaluator`}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={toId}
                      onChange={(e) => setToId(e.currentTarget.value)}
                      data-testid="transfer-to"
                    >
                      <option value="">{t`Choose an employee`}</option>
                      {people.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t`Reason`}</Field.Label>
                  <Textarea
                    rows={2}
                    value={comment}
                    onChange={(e) => setComment(e.currentTarget.value)}
                    data-testid="transfer-comment"
                  />
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>{t`Cancel`}</Button>
              <Button
                colorPalette="brand"
                disabled={!toId}
                loading={transfer.isPending}
                data-testid="transfer-confirm"
                onClick={() =>
                  transfer.mutate(
                    {
                      planId,
                      fromId: from.key,
                      toId,
                      ...(comment.trim() ? { comment: comment.trim() } : {}),
                    },
                    {
                      onSuccess: ({ desc }) => {
                        showSuccessToast(desc);
                        onClose();
                      },
                    },
                  )
                }
              >
                {t`Transfer`}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Scoring progress per evaluator and per supplier (getAppraiseSpeed), the reminder button, transfers. */
export function PlanProgressPanel({ plan }: { plan: PlanDetail }) {
  const { t } = useLingui();
  const open = plan.status >= CODES.performancePlan.evaluating.code;
  const speed = usePlanSpeed(plan.id, open);
  const remind = useRemindEvaluators();
  const [transferring, setTransferring] = useState<Row | null>(null);
  if (!open || !speed.data || speed.data.evaluators.length === 0) return null;
  const evaluating = plan.status === CODES.performancePlan.evaluating.code;
  return (
    <Panel
      title={t`Scoring progress`}
      actions={
        evaluating ? (
          <Button
            size="sm"
            variant="outline"
            loading={remind.isPending}
            onClick={() => remind.mutate(plan.id, { onSuccess: ({ desc }) => showSuccessToast(desc) })}
            data-testid="plan-remind"
          >
            {t`Remind evaluators`}
          </Button>
        ) : undefined
      }
    >
      <Text textStyle="sm" color="fg.muted" mb="3">
        {t`Evaluators who have not submitted get a message, at most once a day; late ones are also reminded every morning.`}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <SpeedTable
          label={t`Evaluator`}
          rows={speed.data.evaluators.map((e) => ({ ...e, key: e.id }))}
          action={
            evaluating
              ? {
                  header: t`Transfer`,
                  cell: (r) =>
                    r.toScore + r.scored > 0 ? (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setTransferring(r)}
                        data-testid={`transfer-${r.key}`}
                      >
                        {t`Transfer`}
                      </Button>
                    ) : null,
                }
              : undefined
          }
        />
        <SpeedTable label={t`Supplier`} rows={speed.data.vendors.map((v) => ({ ...v, key: v.vendorId }))} />
      </SimpleGrid>
      {transferring ? (
        <TransferDialog
          planId={plan.id}
          from={transferring}
          exclude={speed.data.evaluators.map((e) => e.id)}
          onClose={() => setTransferring(null)}
        />
      ) : null}
    </Panel>
  );
}
