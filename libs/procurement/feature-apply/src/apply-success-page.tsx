import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePurchaseApply } from '@procure/procurement-data-access';
import { BudgetCheckBadge } from '@procure/budget-ui';
import { Money, StatusBadge } from '@procure/shared-ui';
import { CircleCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';

/** `/procurement/success/:id`: after submit: number, status, who approves next, and where to go. */
export function ApplySuccessPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const request = usePurchaseApply(id);
  const detail = request.data;
  const openNode = detail?.progress?.nodes.find((node) => node.state === 'open');
  const nextApprovers = openNode?.approvers.filter((a) => a.state === 'pending').map((a) => a.name) ?? [];

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '6', md: '10' }} maxW="2xl" mx="auto" mt="6">
      <Stack gap="4" align="center" textAlign="center">
        <Box color="fg.success">
          <CircleCheck size={48} aria-hidden />
        </Box>
        <Text as="h1" textStyle="xl" fontWeight="semibold">
          <Trans>Request submitted</Trans>
        </Text>
        {detail ? (
          <Stack gap="2" align="center" data-testid="success-summary">
            <HStack gap="2">
              <Text fontWeight="medium">{detail.code}</Text>
              <StatusBadge set="application" value={detail.status} />
            </HStack>
            <Text>{detail.title}</Text>
            <Money value={detail.totalAmount} currency={detail.currency} />
            <BudgetCheckBadge check={detail.budgetCheck} currency={detail.currency} />
            <Text color="fg.muted">
              {nextApprovers.length > 0
                ? t`Next: ${openNode?.name ?? ''} — ${nextApprovers.join(', ')}`
                : t`No approver is waiting.`}
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">{request.isPending ? t`Loading…` : t`Request not found`}</Text>
        )}
        <HStack gap="2" pt="2" wrap="wrap" justify="center">
          <Button asChild>
            <Link to={`/procurement/applyDetail/${id ?? ''}`}>
              <Trans>View request</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/procurement/myApply">
              <Trans>My purchase requests</Trans>
            </Link>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
