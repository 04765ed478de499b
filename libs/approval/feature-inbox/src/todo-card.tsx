import { Badge, Button, Card, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApprovalTasks } from '@procure/approval-data-access';
import { EmptyState, Money, StatusBadge } from '@procure/shared-ui';
import { hasAmount } from './inbox-types.ts';
import { TENANT_TIME_ZONE } from './tenant-time.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

/** Spec §9: the home page's to-do list shows five per page. */
export const TODO_PAGE_SIZE = 5;

/** "My to-do" on the home page: the caller's pending approvals, five per page, each opening its document. */
export function MyTodoCard() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const tasks = useApprovalTasks({ state: 'pending', page, pageSize: TODO_PAGE_SIZE });
  const total = tasks.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TODO_PAGE_SIZE));

  return (
    <Card.Root data-testid="my-todo">
      <Card.Header>
        <HStack justify="space-between">
          <HStack gap="2">
            <Card.Title>
              <Trans>My to-do</Trans>
            </Card.Title>
            {total > 0 ? (
              <Badge colorPalette="red" variant="solid" rounded="full">
                {total > 99 ? '99+' : total}
              </Badge>
            ) : null}
          </HStack>
          <Button asChild size="xs" variant="ghost">
            <RouterLink to="/procurement/pendingApproval">
              <Trans>All</Trans>
            </RouterLink>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {tasks.isPending ? (
          <Stack gap="2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} h="12" />
            ))}
          </Stack>
        ) : tasks.isError ? (
          <Text color="fg.error">{t`The to-do list could not be loaded.`}</Text>
        ) : total === 0 ? (
          <EmptyState title={t`Nothing to do`} description={t`New approvals appear here.`} />
        ) : (
          <Stack gap="1" as="ul" listStyleType="none" m="0" p="0">
            {(tasks.data?.items ?? []).map((task) => (
              <LinkBox
                as="li"
                key={task.taskId}
                px="3"
                py="2"
                rounded="md"
                _hover={{ bg: 'bg.muted' }}
                data-testid={`todo-${task.documentId}`}
              >
                <HStack justify="space-between" gap="3">
                  <Stack gap="0" minW="0">
                    <LinkOverlay asChild>
                      <RouterLink to={task.detailPath}>
                        <Text fontWeight="medium" lineClamp={1}>
                          {task.title}
                        </Text>
                      </RouterLink>
                    </LinkOverlay>
                    <HStack gap="2" textStyle="xs" color="fg.muted">
                      <StatusBadge set="documentType" value={task.docType} />
                      <Text>{task.code}</Text>
                      <Text>{task.applicantName}</Text>
                      {task.submittedAt ? (
                        <Text>
                          {i18n.date(task.submittedAt, { dateStyle: 'short', timeZone: TENANT_TIME_ZONE })}
                        </Text>
                      ) : null}
                    </HStack>
                  </Stack>
                  {hasAmount(task.docType) ? (
                    <Money value={task.amount} currency={task.currency} fontWeight="medium" />
                  ) : null}
                </HStack>
              </LinkBox>
            ))}
          </Stack>
        )}
      </Card.Body>
      {pages > 1 ? (
        <Card.Footer>
          <HStack justify="flex-end" w="full" gap="2" as="nav" aria-label={t`To-do pages`}>
            <Button
              size="xs"
              variant="outline"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
              aria-label={t`Previous page`}
            >
              <ChevronLeft size={14} />
            </Button>
            <Text textStyle="sm">
              {page} / {pages}
            </Text>
            <Button
              size="xs"
              variant="outline"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
              aria-label={t`Next page`}
            >
              <ChevronRight size={14} />
            </Button>
          </HStack>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
