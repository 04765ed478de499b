import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import { usePlan, usePlanAction, type PlanDetail } from '@procure/evaluation-data-access';
import { useMethodLabel } from '@procure/evaluation-ui';
import {
  ConfirmDialog,
  DetailSection,
  EmptyState,
  HistoryTimeline,
  PageHeader,
  StatusBadge,
  showSuccessToast,
} from '@procure/shared-ui';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ProgressCell } from './plan-list-page.tsx';
import { PlanProgressPanel } from './plan-progress-panel.tsx';
import { PlanResultsPanel } from './plan-results-panel.tsx';

const S = CODES.performancePlan;

export function Panel({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" mb="3">
        <Text fontWeight="semibold">{title}</Text>
        {actions}
      </HStack>
      {children}
    </Box>
  );
}

function Actions({ plan }: { plan: PlanDetail }) {
  const { t } = useLingui();
  const action = usePlanAction();
  const [cancelling, setCancelling] = useState(false);
  const run = (kind: 'submit' | 'cancel') =>
    action.mutate(
      { action: kind, id: plan.id },
      { onSuccess: ({ desc }) => showSuccessToast(desc), onSettled: () => setCancelling(false) },
    );
  return (
    <HStack gap="2">
      {plan.status === S.draft.code ? (
        <>
          <Button asChild size="sm" variant="outline">
            <Link to={`/vendor/performance/plan/edit/${plan.id}`}>{t`Edit`}</Link>
          </Button>
          <Button
            size="sm"
            colorPalette="brand"
            loading={action.isPending}
            onClick={() => run('submit')}
            data-testid="plan-submit"
          >
            {t`Submit for approval`}
          </Button>
        </>
      ) : null}
      {plan.status === S.draft.code || plan.status === S.evaluating.code ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setCancelling(true)}>
          {t`Cancel plan`}
        </Button>
      ) : null}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t`Cancel plan`}
        description={t`Cancel plan ${plan.code}? Scores given so far are kept but nothing more can be scored.`}
        confirmLabel={t`Cancel plan`}
        loading={action.isPending}
        onConfirm={() => run('cancel')}
      />
    </HStack>
  );
}

/** `/vendor/performance/plan/detail/:id`: base info, criteria with evaluators, suppliers, progress, history. */
export function PlanDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const plan = usePlan(id);
  const methodLabel = useMethodLabel();
  if (plan.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (plan.isError || !plan.data) return <EmptyState title={t`This performance plan does not exist`} />;
  const p = plan.data;
  return (
    <Box>
      <PageHeader
        title={
          <HStack gap="3">
            <span>{p.name}</span>
            <StatusBadge set="performancePlan" value={p.status} />
          </HStack>
        }
        description={p.code}
        actions={<Actions plan={p} />}
      />
      <Stack gap="4">
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <DetailSection
            title={t`Base information`}
            items={[
              { label: t`Template`, value: p.mouldName },
              { label: t`Period`, value: `${p.periodFrom} – ${p.periodTo}` },
              { label: t`Scoring deadline`, value: p.deadline },
              { label: t`Created by`, value: p.createdByName },
              { label: t`Scoring progress`, value: <ProgressCell progress={p.progress} /> },
              { label: t`Remark`, value: p.remark, wide: true },
            ]}
          />
        </Box>
        <PlanResultsPanel plan={p} />
        <PlanProgressPanel plan={p} />
        <Panel title={t`Criteria and evaluators`}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="10">#</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Criterion`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Weight (%)`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Scoring method`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Evaluators`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {p.criteria.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>{c.seq}</Table.Cell>
                  <Table.Cell>{c.name}</Table.Cell>
                  <Table.Cell>{c.weight}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={c.method === 'manual' ? 'gray' : 'blue'}>
                      {methodLabel(c.method)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {c.method === 'manual' ? (
                      c.evaluators.map((e) => e.name).join('、')
                    ) : (
                      <Text color="fg.muted">{t`Computed from the ledger`}</Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Panel>
        <Panel title={t`Suppliers`}>
          <Stack gap="1">
            {p.vendors.map((v) => (
              <Text key={v.vendorId}>{v.name}</Text>
            ))}
          </Stack>
        </Panel>
        <Panel title={t`History`}>
          <HistoryTimeline
            entries={p.history.map((h) => ({
              id: h.id,
              actor: h.actorName,
              onBehalfOf: h.onBehalfOfName,
              action: h.action,
              comment: h.comment,
              at: h.at,
            }))}
          />
        </Panel>
      </Stack>
    </Box>
  );
}
