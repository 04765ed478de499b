import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAdjustmentPlan } from '@procure/evaluation-data-access';
import { EmptyState } from '@procure/shared-ui';
import { Navigate, useParams } from 'react-router';

/** `/vendor/performance/adjustment/:id` (the approval inbox's link): opens the plan's results. */
export function AdjustmentPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const plan = useAdjustmentPlan(id);
  if (plan.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (plan.isError || !plan.data) return <EmptyState title={t`This grade change does not exist`} />;
  return <Navigate replace to={`/vendor/performance/plan/detail/${plan.data.planId}`} />;
}
