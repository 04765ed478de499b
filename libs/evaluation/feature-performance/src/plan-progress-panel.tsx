import { Badge, Box, Button, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { usePlanSpeed, useRemindEvaluators, type PlanDetail } from '@procure/evaluation-data-access';
import { CODES } from '@procure/shared-codes';
import { showSuccessToast } from '@procure/shared-ui';
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

function SpeedTable({ label, rows }: { label: string; rows: Row[] }) {
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
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Scoring progress per evaluator and per supplier (getAppraiseSpeed), and the reminder button. */
export function PlanProgressPanel({ plan }: { plan: PlanDetail }) {
  const { t } = useLingui();
  const open = plan.status >= CODES.performancePlan.evaluating.code;
  const speed = usePlanSpeed(plan.id, open);
  const remind = useRemindEvaluators();
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
        <SpeedTable label={t`Evaluator`} rows={speed.data.evaluators.map((e) => ({ ...e, key: e.id }))} />
        <SpeedTable label={t`Supplier`} rows={speed.data.vendors.map((v) => ({ ...v, key: v.vendorId }))} />
      </SimpleGrid>
    </Panel>
  );
}
