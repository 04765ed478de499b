import {
  Badge,
  Box,
  Container,
  HStack,
  Heading,
  LinkBox,
  LinkOverlay,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApprovalTasks } from '@procure/approval-data-access';
import { CODES } from '@procure/shared-codes';
import { EmptyState, Money, StatusBadge } from '@procure/shared-ui';
import { TENANT_TIME_ZONE } from './tenant-time.ts';
import { ChevronRight } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { TaskStateText } from './inbox-page.tsx';
import { hasAmount, type TaskItem, type TaskState } from './inbox-types.ts';

const PURCHASE_APPLY = CODES.documentType.purchaseApply.code;

/** Purchase requests first (spec §2 /mobile), the server's order kept otherwise. */
export function purchaseRequestsFirst(items: readonly TaskItem[]): TaskItem[] {
  return [...items].sort(
    (a, b) => Number(b.docType === PURCHASE_APPLY) - Number(a.docType === PURCHASE_APPLY),
  );
}

/** /mobile and /mobilenew: the approver's list on a phone, tabs pending / done; `base` builds the detail links. */
export function MobileApprovalListPage({ base }: { base: '/mobile' | '/mobilenew' }) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const state: TaskState = params.get('tab') === 'done' ? 'done' : 'pending';
  const tasks = useApprovalTasks({ state, page: 1, pageSize: 50 });
  const items = purchaseRequestsFirst(tasks.data?.items ?? []);

  // Only list items may sit in the <ul> (axe: list): loading, error and empty states stand beside it.
  const list = tasks.isPending ? (
    <Stack gap="2">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} h="20" rounded="lg" />
      ))}
    </Stack>
  ) : tasks.isError ? (
    <Text color="fg.error" p="4">{t`The approvals could not be loaded.`}</Text>
  ) : items.length === 0 ? (
    <EmptyState
      title={state === 'pending' ? t`Nothing waits for your approval` : t`You have not approved anything yet`}
    />
  ) : (
    <Stack gap="2" as="ul" listStyleType="none" p="0" m="0">
      {items.map((task) => (
        <LinkBox
          as="li"
          key={task.taskId}
          bg="bg"
          rounded="lg"
          p="4"
          shadow="xs"
          data-testid={`mobile-task-${task.documentId}`}
        >
          <HStack justify="space-between" gap="3" minH="12">
            <Stack gap="1" minW="0">
              <LinkOverlay asChild>
                <RouterLink to={`${base}/detail/${task.docType}/${task.documentId}`}>
                  <Text fontWeight="semibold" lineClamp={2}>
                    {task.title}
                  </Text>
                </RouterLink>
              </LinkOverlay>
              <HStack gap="2" textStyle="sm" color="fg.muted" wrap="wrap">
                <StatusBadge set="documentType" value={task.docType} />
                <Text>{task.applicantName}</Text>
                {state === 'done' ? <TaskStateText state={task.state} /> : <Text>{task.nodeName}</Text>}
              </HStack>
              <Text textStyle="xs" color="fg.subtle">
                {task.code}
                {task.submittedAt
                  ? ` · ${i18n.date(task.submittedAt, { dateStyle: 'short', timeZone: TENANT_TIME_ZONE })}`
                  : ''}
              </Text>
            </Stack>
            <HStack gap="1" flexShrink={0}>
              {hasAmount(task.docType) ? (
                <Money value={task.amount} currency={task.currency} fontWeight="semibold" />
              ) : null}
              <ChevronRight size={18} />
            </HStack>
          </HStack>
        </LinkBox>
      ))}
    </Stack>
  );

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box bg="brand.solid" color="brand.contrast" px="4" py="4" position="sticky" top="0" zIndex="1">
        <Heading size="lg">
          <Trans>Approvals</Trans>
        </Heading>
      </Box>
      <Container px="3" py="3" maxW="lg">
        <Tabs.Root
          value={state}
          onValueChange={(e) => setParams(e.value === 'done' ? { tab: 'done' } : {}, { replace: true })}
          variant="enclosed"
          fitted
        >
          <Tabs.List>
            <Tabs.Trigger value="pending" minH="12">
              <Trans>Pending</Trans>
              {state === 'pending' && tasks.data ? (
                <Badge colorPalette="red" variant="solid" rounded="full" ms="1">
                  {tasks.data.total > 99 ? '99+' : tasks.data.total}
                </Badge>
              ) : null}
            </Tabs.Trigger>
            <Tabs.Trigger value="done" minH="12">
              <Trans>Done</Trans>
            </Tabs.Trigger>
          </Tabs.List>
          {/* Each trigger controls a panel (axe: aria-controls must name an element on the page). */}
          <Tabs.Content value="pending" pt="3">
            {state === 'pending' ? list : null}
          </Tabs.Content>
          <Tabs.Content value="done" pt="3">
            {state === 'done' ? list : null}
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </Box>
  );
}
