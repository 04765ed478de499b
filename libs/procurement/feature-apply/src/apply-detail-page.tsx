import { Alert, Button, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePurchaseApply, type PurchaseApplyDetail } from '@procure/procurement-data-access';
import { ApprovalProgress } from '@procure/approval-ui';
import { BudgetCheckBadge } from '@procure/budget-ui';
import { isApiError } from '@procure/shared-api-client';
import {
  DetailSection,
  DocumentHeader,
  EmptyState,
  HistoryTimeline,
  LineItemsTable,
  Money,
  StatusBadge,
  type HistoryEntry,
  Panel,
} from '@procure/shared-ui';
import { Link, useNavigate, useParams } from 'react-router';
import { FileLinks, toLineItems, useHeaderItems, useLineAccountingItems } from './apply-sections.tsx';
import { availableActions } from './request-actions.ts';
import { useActionLabels, useRequestActions } from './use-request-actions.tsx';
import { SaveTemplateButton } from './save-template-button.tsx';

function toHistory(detail: PurchaseApplyDetail): HistoryEntry[] {
  return detail.history.map((entry) => ({
    id: entry.id,
    // The step names who decided, as on the phone; the grey box holds only what the approver wrote.
    actor: entry.nodeName ? `${entry.actorName} · ${entry.nodeName}` : entry.actorName,
    onBehalfOf: entry.onBehalfOfName,
    action: entry.action,
    comment: entry.comment,
    at: entry.at,
  }));
}

/** `/procurement/applyDetail/:id`: one request, its lines, budget, approval route, history and orders. */
export function ApplyDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const navigate = useNavigate();
  const request = usePurchaseApply(id);
  const headerItems = useHeaderItems(request.data);
  const accountingItems = useLineAccountingItems(request.data);
  const labels = useActionLabels();
  const actions = useRequestActions({ onDeleted: () => void navigate('/procurement/myApply') });

  if (request.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (request.isError || !request.data) {
    return (
      <EmptyState
        title={t`Request not found`}
        description={isApiError(request.error) ? request.error.desc : undefined}
      />
    );
  }
  const detail = request.data;
  const ref = { id: detail.id, code: detail.code, totalAmount: detail.totalAmount };
  const busy = actions.pendingId === detail.id;

  const buttons = (
    <HStack gap="2" wrap="wrap">
      {detail.actions.approve ? (
        <>
          <Button onClick={() => actions.run('approve', ref)} data-testid="detail-approve">
            {labels.approve}
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => actions.run('reject', ref)}
            data-testid="detail-reject"
          >
            {labels.reject}
          </Button>
        </>
      ) : null}
      {availableActions(detail.actions).map((action) => (
        <Button
          key={action}
          variant={action === 'commit' ? 'solid' : 'outline'}
          colorPalette={action === 'delete' || action === 'cancel' ? 'red' : 'brand'}
          loading={busy && action === 'commit'}
          disabled={busy}
          onClick={() => actions.run(action, ref)}
          data-testid={`detail-${action}`}
        >
          {labels[action]}
        </Button>
      ))}
      {detail.actions.copy && detail.lines.length > 0 ? (
        <SaveTemplateButton requestId={detail.id} defaultName={detail.title ?? detail.code} />
      ) : null}
      <Button asChild variant="ghost">
        <Link to={`/procurement/print/${detail.id}`}>
          <Trans>Print</Trans>
        </Link>
      </Button>
    </HStack>
  );

  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Purchase request`}
        number={detail.code}
        title={detail.title}
        status={<StatusBadge set="application" value={detail.status} />}
        facts={[
          { label: t`Amount`, value: <Money value={detail.totalAmount} currency={detail.currency} /> },
          { label: t`Applicant`, value: detail.applicantName ?? '—' },
          {
            label: t`Budget`,
            value: <BudgetCheckBadge check={detail.budgetCheck} currency={detail.currency} />,
          },
        ]}
        actions={buttons}
      />
      {detail.gradeNotices.map((notice) => (
        <Alert.Root
          key={notice.vendorId}
          status={notice.mode === 'block' ? 'error' : 'warning'}
          data-testid={`grade-notice-${notice.mode}`}
        >
          <Alert.Indicator />
          <Alert.Title>{notice.message}</Alert.Title>
        </Alert.Root>
      ))}
      <DetailSection title={t`Request`} items={headerItems} />
      {detail.cancelReason ? (
        <DetailSection
          title={t`Cancelled`}
          items={[{ label: t`Reason`, value: detail.cancelReason, wide: true }]}
        />
      ) : null}
      <Panel title={t`Lines`}>
        <LineItemsTable items={toLineItems(detail)} currency={detail.currency} />
      </Panel>
      {accountingItems.length > 0 ? (
        <DetailSection title={t`Line accounting`} items={accountingItems} columns={2} />
      ) : null}
      {detail.attachments.length > 0 ? (
        <Panel title={t`Attachments`}>
          <FileLinks files={detail.attachments} />
        </Panel>
      ) : null}
      <Panel title={t`Approval progress`}>
        <ApprovalProgress progress={detail.progress} />
      </Panel>
      <Panel title={t`Orders`} testId="apply-orders">
        {detail.orders.length === 0 ? (
          <Text color="fg.muted">
            <Trans>No orders yet: they are created when the request is approved.</Trans>
          </Text>
        ) : (
          <Table.Root size="sm" data-testid="linked-orders">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Order no.`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Supplier`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {detail.orders.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>
                    <ChakraLink asChild colorPalette="brand">
                      <Link to={`/procurement/orderDetail/${order.id}`}>{order.code}</Link>
                    </ChakraLink>
                  </Table.Cell>
                  <Table.Cell>{order.vendorName}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge set="order" value={order.status} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Money value={order.amount} currency={detail.currency} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Panel>
      <Panel title={t`History`} testId="apply-history">
        <HistoryTimeline entries={toHistory(detail)} />
      </Panel>
      {actions.dialogs}
    </Stack>
  );
}
