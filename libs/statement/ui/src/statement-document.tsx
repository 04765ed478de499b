import { Box, Button, Field, Link as ChakraLink, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  DetailSection,
  DocumentHeader,
  HistoryTimeline,
  Money,
  StatusBadge,
  formatInstant,
  Panel,
} from '@procure/shared-ui';
import { money as decimal } from '@procure/shared-validation';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

type Amounts = {
  orderedAmount: string;
  receivedAmount: string;
  invoicedAmount: string;
  appliedAmount: string;
  paidAmount: string;
  outstandingAmount: string;
  invoiceTotal: string;
};

type LiveAmounts = Pick<Amounts, 'receivedAmount' | 'invoicedAmount' | 'appliedAmount' | 'paidAmount'>;

/** A snapshot amount; when the ledger moved since the statement was made, the amount now under it. */
function Snapshot({ value, now, currency }: { value: string; now: string | undefined; currency: string }) {
  const { t } = useLingui();
  const moved = now !== undefined && decimal.compare(now, value) !== 0;
  return (
    <>
      <Money value={value} currency={currency} />
      {moved ? (
        <Text fontSize="xs" color="orange.fg" whiteSpace="nowrap" data-testid="statement-live">
          {t`now`} <Money value={now} currency={currency} />
        </Text>
      ) : null}
    </>
  );
}

/** What the statement document reads (the shape of `/account/statement/detail/{id}`). */
export type StatementView = Amounts & {
  id: string;
  code: string;
  status: number;
  vendorName: string;
  currency: string;
  periodFrom: string;
  periodTo: string;
  remark: string;
  disputeReason: string | null;
  uninvoicedAmount: string;
  createdByName: string;
  createdAt: string;
  sentAt: string | null;
  answeredAt: string | null;
  closedAt: string | null;
  items: readonly (Amounts & {
    id: string;
    lineNo: number;
    kind: 'line' | 'invoice';
    orderId: string | null;
    orderCode: string;
    description: string;
    documentDate: string;
    /** The ledger now, beside the snapshot (line items). */
    live?: LiveAmounts | null;
  })[];
  messages: readonly {
    id: string;
    side: 'buyer' | 'supplier';
    authorName: string;
    body: string;
    at: string;
  }[];
  history: readonly { id: string; action: number; actorName: string; comment: string | null; at: string }[];
};

/** The items of a statement: order lines with their ledger amounts, then the invoices of the period. */
export function StatementItemsTable({
  detail,
  orderPath,
}: {
  detail: StatementView;
  /** The portal's order detail route; null: no links. */
  orderPath: ((orderId: string) => string) | null;
}) {
  const { t } = useLingui();
  const money = (value: string) => <Money value={value} currency={detail.currency} />;
  const lines = detail.items.filter((item) => item.kind === 'line');
  const invoices = detail.items.filter((item) => item.kind === 'invoice');
  const moved = lines.some((item) =>
    (['receivedAmount', 'invoicedAmount', 'appliedAmount', 'paidAmount'] as const).some(
      (key) => item.live && decimal.compare(item.live[key], item[key]) !== 0,
    ),
  );
  return (
    <Stack gap="4">
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
        <Table.Root size="sm" data-testid="statement-lines">
          <Table.Caption captionSide="top" textAlign="start" mb="2">
            {t`Order lines`}
            {moved ? (
              <Text as="span" fontSize="xs" color="orange.fg" ms="2" fontWeight="normal">
                {t`Amounts as stated; "now" shows where the ledger moved since (receipts, returns, invoices or payments after the statement).`}
              </Text>
            ) : null}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Order no.`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Order date`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`PO amount`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Received net of returns`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Invoiced`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Applied`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Paid`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Outstanding`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={10} color="fg.muted">{t`No order lines`}</Table.Cell>
              </Table.Row>
            ) : null}
            {/* Each table numbers its own rows from 1 (the stored line numbers run on across both). */}
            {lines.map((item, index) => (
              <Table.Row key={item.id} data-testid={`statement-item-${item.lineNo}`}>
                <Table.Cell>{index + 1}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {item.orderId && orderPath ? (
                    <ChakraLink asChild colorPalette="brand">
                      <Link to={orderPath(item.orderId)}>{item.orderCode}</Link>
                    </ChakraLink>
                  ) : (
                    item.orderCode
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{item.documentDate}</Table.Cell>
                <Table.Cell minW="40">{item.description}</Table.Cell>
                <Table.Cell textAlign="end">{money(item.orderedAmount)}</Table.Cell>
                {(['receivedAmount', 'invoicedAmount', 'appliedAmount', 'paidAmount'] as const).map((key) => (
                  <Table.Cell key={key} textAlign="end">
                    <Snapshot value={item[key]} now={item.live?.[key]} currency={detail.currency} />
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {money(item.outstandingAmount)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
        <Table.Root size="sm" data-testid="statement-invoices">
          <Table.Caption captionSide="top" textAlign="start" mb="2">
            {t`Invoices of the period`}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Invoice code / number`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Invoice date`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Orders`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Total with tax`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {invoices.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5} color="fg.muted">{t`No invoices in this period`}</Table.Cell>
              </Table.Row>
            ) : null}
            {invoices.map((item, index) => (
              <Table.Row key={item.id}>
                <Table.Cell>{index + 1}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{item.description}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{item.documentDate}</Table.Cell>
                <Table.Cell>{item.orderCode || '—'}</Table.Cell>
                <Table.Cell textAlign="end">{money(item.invoiceTotal)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/** Messages between the two sides, oldest first, and a box to write one (when `onSend` is given). */
export function StatementMessages({
  messages,
  onSend,
  sending,
}: {
  messages: StatementView['messages'];
  onSend?: (body: string) => Promise<unknown>;
  sending?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="3" data-testid="statement-messages">
      {messages.length === 0 ? <Text color="fg.muted">{t`No messages yet`}</Text> : null}
      {messages.map((message) => (
        <Box
          key={message.id}
          borderWidth="1px"
          rounded="md"
          px="3"
          py="2"
          bg={message.side === 'buyer' ? 'bg.subtle' : 'bg'}
        >
          <Text fontSize="sm" color="fg.muted">
            {message.side === 'buyer' ? t`Buyer` : t`Supplier`} · {message.authorName} ·{' '}
            {formatInstant(message.at, i18n.locale)}
          </Text>
          <Text whiteSpace="pre-wrap">{message.body}</Text>
        </Box>
      ))}
      {onSend ? (
        <Stack gap="2">
          <Field.Root invalid={error !== null}>
            <Field.Label>{t`New message`}</Field.Label>
            <Textarea
              data-testid="statement-message-input"
              value={text}
              maxLength={250}
              onChange={(e) => setText(e.target.value)}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Box>
            <Button
              size="sm"
              variant="outline"
              data-testid="statement-message-send"
              loading={sending}
              disabled={text.trim() === ''}
              onClick={() =>
                void onSend(text.trim()).then(
                  () => {
                    setText('');
                    setError(null);
                  },
                  (err: unknown) => setError((err as { desc?: string } | null)?.desc ?? t`Not sent`),
                )
              }
            >
              {t`Send message`}
            </Button>
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Header, reconciliation totals, items, messages and history of a statement (both portals). */
export function StatementDocument({
  detail,
  actions,
  orderPath,
  payment,
  notice,
  onSendMessage,
  sendingMessage,
}: {
  detail: StatementView;
  actions?: ReactNode;
  orderPath: ((orderId: string) => string) | null;
  /** The payment application created from it (buyer only). */
  payment?: ReactNode;
  /** A notice under the header (buyer: a rejected, cancelled or deleted payment application). */
  notice?: ReactNode;
  onSendMessage?: (body: string) => Promise<unknown>;
  sendingMessage?: boolean;
}) {
  const { t, i18n } = useLingui();
  const money = (value: string) => <Money value={value} currency={detail.currency} />;
  const when = (value: string | null) => (value ? formatInstant(value, i18n.locale) : '—');
  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Statement of account`}
        number={detail.code}
        status={<StatusBadge set="statement" value={detail.status} />}
        title={detail.vendorName}
        facts={[
          { label: t`Period`, value: `${detail.periodFrom} ~ ${detail.periodTo}` },
          { label: t`Outstanding`, value: money(detail.outstandingAmount) },
          { label: t`Currency`, value: detail.currency },
          { label: t`Created`, value: when(detail.createdAt) },
        ]}
        actions={actions}
      />
      {detail.disputeReason ? (
        <Box borderWidth="1px" borderColor="border.error" rounded="md" px="4" py="3" bg="bg.error">
          <Text fontWeight="semibold">{t`Disputed by the supplier`}</Text>
          <Text data-testid="statement-dispute-reason">{detail.disputeReason}</Text>
        </Box>
      ) : null}
      {notice}
      <DetailSection
        title={t`Reconciliation`}
        columns={4}
        items={[
          { label: t`PO amount`, value: money(detail.orderedAmount) },
          { label: t`Received net of returns`, value: money(detail.receivedAmount) },
          { label: t`Invoiced (order price)`, value: money(detail.invoicedAmount) },
          { label: t`Received, not invoiced`, value: money(detail.uninvoicedAmount) },
          { label: t`Invoices of the period (with tax)`, value: money(detail.invoiceTotal) },
          { label: t`Applied`, value: money(detail.appliedAmount) },
          { label: t`Paid`, value: money(detail.paidAmount) },
          { label: t`Outstanding`, value: money(detail.outstandingAmount) },
          { label: t`Created by`, value: detail.createdByName },
          { label: t`Sent`, value: when(detail.sentAt) },
          { label: t`Answered by the supplier`, value: when(detail.answeredAt) },
          { label: t`Closed`, value: when(detail.closedAt) },
          ...(payment ? [{ label: t`Payment application`, value: payment }] : []),
          { label: t`Remark`, value: detail.remark || '—', wide: true },
        ]}
      />
      <Panel title={t`Items`}>
        <StatementItemsTable detail={detail} orderPath={orderPath} />
      </Panel>
      <Panel title={t`Messages`}>
        <StatementMessages
          messages={detail.messages}
          {...(onSendMessage ? { onSend: onSendMessage } : {})}
          sending={sendingMessage ?? false}
        />
      </Panel>
      <Panel title={t`History`}>
        <HistoryTimeline
          entries={detail.history.map((entry) => ({
            id: entry.id,
            actor: entry.actorName,
            action: entry.action,
            comment: entry.comment,
            at: entry.at,
          }))}
        />
      </Panel>
    </Stack>
  );
}
