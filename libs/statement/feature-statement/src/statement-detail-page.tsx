import { Box, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import {
  usePostStatementMessage,
  useStatementAction,
  useStatementDetail,
  type StatementAction,
} from '@procure/statement-data-access';
import { StatementDocument } from '@procure/statement-ui';
import { isApiError } from '@procure/shared-api-client';
import {
  ActionButton,
  ConfirmDialog,
  EmptyState,
  Money,
  StatusBadge,
  showSuccessToast,
} from '@procure/shared-ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

const S = CODES.statement;

/** `/account/detail/:id` (and `/account/item/:id`): one statement, its items and totals, and its actions by status. */
export function StatementDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useStatementDetail('buyer', id);
  const action = useStatementAction();
  const message = usePostStatementMessage('buyer');
  const [deleting, setDeleting] = useState(false);

  if (query.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (query.isError || !query.data) {
    return (
      <EmptyState
        title={t`Statement not found`}
        description={isApiError(query.error) ? query.error.desc : undefined}
      />
    );
  }
  const detail = query.data;
  const run = async (name: StatementAction) => {
    const result = await action.mutateAsync({ action: name, id: detail.id });
    showSuccessToast(result.desc);
  };
  const actions = (
    <Stack direction="row" gap="2" flexWrap="wrap">
      {detail.status === S.draft.code ? (
        <>
          <ActionButton
            size="sm"
            colorPalette="brand"
            data-testid="statement-send"
            onAction={() => run('send')}
          >
            {t`Send to supplier`}
          </ActionButton>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            data-testid="statement-delete"
            onClick={() => setDeleting(true)}
          >
            {t`Delete`}
          </Button>
        </>
      ) : null}
      {detail.status === S.confirmed.code ? (
        <Button asChild size="sm" colorPalette="brand">
          <Link to={`/account/payApply/${detail.id}`} data-testid="statement-pay-apply">
            {t`Pay apply`}
          </Link>
        </Button>
      ) : null}
      {detail.status === S.sent.code || detail.status === S.disputed.code ? (
        <ActionButton
          size="sm"
          variant="outline"
          data-testid="statement-reopen"
          onAction={() => run('reopen')}
        >
          {t`Reopen as draft`}
        </ActionButton>
      ) : null}
      {detail.status === S.confirmed.code || detail.status === S.disputed.code ? (
        <ActionButton size="sm" variant="outline" data-testid="statement-close" onAction={() => run('close')}>
          {t`Close without payment`}
        </ActionButton>
      ) : null}
    </Stack>
  );
  const payment = detail.payment ? (
    <Stack direction="row" gap="2" align="center">
      <ChakraLink asChild colorPalette="brand">
        <Link to={`/payment/detail/${detail.payment.id}`} data-testid="statement-payment-link">
          {detail.payment.code}
        </Link>
      </ChakraLink>
      <StatusBadge set="paymentRequest" value={detail.payment.status} />
    </Stack>
  ) : null;
  const lapse = detail.paymentLapse;
  const notice = lapse ? (
    <Box
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      rounded="md"
      px="4"
      py="3"
      data-testid="statement-payment-lapse"
    >
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        justify="space-between"
        align={{ md: 'center' }}
      >
        <Stack gap="1">
          <Text fontWeight="semibold">
            {lapse.outcome === 'returned'
              ? t`Payment application ${lapse.paymentCode} was rejected`
              : lapse.outcome === 'cancelled'
                ? t`Payment application ${lapse.paymentCode} was cancelled`
                : t`Payment application ${lapse.paymentCode} was deleted`}
          </Text>
          {lapse.actorName ? (
            <Text fontSize="sm">
              {lapse.outcome === 'returned'
                ? t`Rejected by ${lapse.actorName}`
                : t`Cancelled by ${lapse.actorName}`}
            </Text>
          ) : null}
          {lapse.comment ? (
            <Text fontSize="sm" data-testid="statement-payment-lapse-reason">
              {t`Reason: ${lapse.comment}`}
            </Text>
          ) : null}
          <Text fontSize="sm">
            {t`The statement is not paid. Still to pay:`}{' '}
            <Money value={lapse.amountToPay} currency={detail.currency} />
          </Text>
        </Stack>
        <Button asChild size="sm" colorPalette="brand" flexShrink={0}>
          <Link to={`/account/payAgain/${detail.id}`} data-testid="statement-pay-again">
            {t`Pay again`}
          </Link>
        </Button>
      </Stack>
    </Box>
  ) : null;
  return (
    <>
      <StatementDocument
        detail={detail}
        actions={actions}
        orderPath={(orderId) => `/procurement/orderDetail/${orderId}`}
        payment={payment}
        notice={notice}
        onSendMessage={async (body) => {
          const result = await message.mutateAsync({ id: detail.id, body });
          showSuccessToast(result.desc);
        }}
        sendingMessage={message.isPending}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Delete statement ${detail.code}?`}
        description={t`The draft and its items are removed; its order lines and invoices may go on another statement.`}
        confirmLabel={t`Delete`}
        tone="danger"
        loading={action.isPending}
        onConfirm={() =>
          void run('delete').then(() => {
            setDeleting(false);
            void navigate('/account/list');
          })
        }
      />
    </>
  );
}
