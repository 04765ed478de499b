import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import {
  usePaymentAction,
  usePaymentDetail,
  usePaymentRules,
  useWriteOffs,
  type PaymentAction,
  type PaymentDetail,
} from '@procure/payment-data-access';
import { PaymentLinesTable, VoucherTable, WriteOffTable } from '@procure/payment-ui';
import { isApiError } from '@procure/shared-api-client';
import { verificationRequiredFor } from '@procure/shared-validation';
import {
  ActionButton,
  ConfirmDialog,
  DetailSection,
  DocumentHeader,
  EmptyState,
  HistoryTimeline,
  Money,
  StatusBadge,
  formatInstant,
  showSuccessToast,
  Panel,
} from '@procure/shared-ui';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmPayDialog } from './confirm-pay-dialog.tsx';
import { lastRejection } from './last-rejection.ts';
import { RejectionCallout } from './rejection-callout.tsx';

const S = CODES.paymentRequest;
const S_TYPE = CODES.paymentType;

/** A paid advance: what is written off against invoices, and the way to write off more. */
function AdvanceWriteOffs({ paymentId, vendorId }: { paymentId: string; vendorId: string }) {
  const { t } = useLingui();
  const writeOffs = useWriteOffs('buyer', { paymentId });
  return (
    <Panel
      title={t`Written off against invoices`}
      aside={
        <Button asChild size="xs" variant="outline">
          <Link to={`/payment/invoiceWriteOff?vendorId=${vendorId}`} data-testid="payment-write-off">
            {t`Write off`}
          </Link>
        </Button>
      }
    >
      <WriteOffTable items={writeOffs.data ?? []} />
    </Panel>
  );
}

/** Header, information, lines, voucher and history of a payment: shared by the detail and print pages. */
export function PaymentDocument({ detail, actions }: { detail: PaymentDetail; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Payment application`}
        number={detail.code}
        status={<StatusBadge set="paymentRequest" value={detail.status} />}
        title={detail.vendorName}
        facts={[
          {
            label: t`Payment amount`,
            value: <Money value={detail.totalAmount} currency={detail.currency} />,
          },
          { label: t`Payment type`, value: <StatusBadge set="paymentType" value={detail.type} /> },
          { label: t`Payment method`, value: <StatusBadge set="paymentMethod" value={detail.method} /> },
          { label: t`Created`, value: formatInstant(detail.createdAt, i18n.locale) },
        ]}
        actions={actions}
      />
      <DetailSection
        title={t`Payee`}
        items={[
          { label: t`Payee`, value: detail.payee },
          { label: t`Bank`, value: detail.bankName || '—' },
          { label: t`Bank account`, value: detail.bankAccount },
          { label: t`Currency`, value: detail.currency },
          { label: t`Exchange rate (${detail.rateDate})`, value: detail.exchangeRate },
          { label: t`Created by`, value: detail.createdByName },
          { label: t`Payment no`, value: detail.paymentNo ?? '—' },
          { label: t`Voucher no`, value: detail.voucherNo ?? '—' },
          { label: t`Paid`, value: detail.paidAt ? formatInstant(detail.paidAt, i18n.locale) : '—' },
          {
            label: t`Attachments`,
            value: detail.files.map((file) => file.name).join(', ') || '—',
            wide: true,
          },
          { label: t`Remark`, value: detail.remark || '—', wide: true },
        ]}
      />
      <Panel title={t`Payment lines`}>
        <PaymentLinesTable detail={detail} orderPath={(id) => `/procurement/orderDetail/${id}`} />
      </Panel>
      <Panel
        title={detail.voucher.posted ? t`Accounting voucher (posted)` : t`Accounting voucher (on payment)`}
      >
        <VoucherTable voucher={detail.voucher} />
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

/** `/payment/detail/:id` (the approval inbox and /mobile link here): one application and its actions by status. */
export function PaymentDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const navigate = useNavigate();
  const query = usePaymentDetail('buyer', id);
  const action = usePaymentAction();
  const rules = usePaymentRules();
  const [deleting, setDeleting] = useState(false);
  const [paying, setPaying] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (query.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (query.isError || !query.data) {
    return (
      <EmptyState
        title={t`Payment application not found`}
        description={isApiError(query.error) ? query.error.desc : undefined}
      />
    );
  }
  const detail = query.data;
  const run = async (name: PaymentAction) => {
    const result = await action.mutateAsync({ action: name, id: detail.id });
    showSuccessToast(result.desc);
    return result.data as { id?: string };
  };
  const editable = detail.status === S.draft.code || detail.status === S.returned.code;
  const rejection = lastRejection(detail);
  const cancellable = editable || detail.status === S.approved.code;
  // The company's payment settings may require the invoice verification (PO payments): no plain submit.
  const verifyOnly = rules.data ? verificationRequiredFor(detail.type, rules.data) : false;
  const actions = (
    <Stack direction="row" gap="2" flexWrap="wrap">
      {editable ? (
        <>
          <Button asChild variant="outline" size="sm">
            <Link to={`/payment/edit/${detail.id}`} data-testid="payment-edit">{t`Edit`}</Link>
          </Button>
          {verifyOnly ? null : (
            <ActionButton
              size="sm"
              colorPalette="brand"
              data-testid="payment-submit"
              onAction={() => run('submit')}
            >
              {t`Submit for approval`}
            </ActionButton>
          )}
          <ActionButton
            size="sm"
            variant="outline"
            colorPalette="brand"
            data-testid="payment-submit-verified"
            onAction={async () => {
              setRefusal(null);
              try {
                await run('submitVerified');
              } catch (error) {
                setRefusal(isApiError(error) ? error.desc : t`The application could not be submitted.`);
              }
            }}
          >
            {t`Submit with invoice verification`}
          </ActionButton>
        </>
      ) : null}
      {detail.status === S.draft.code ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          data-testid="payment-delete"
          onClick={() => setDeleting(true)}
        >
          {t`Delete`}
        </Button>
      ) : null}
      {detail.status === S.approving.code ? (
        <ActionButton
          size="sm"
          variant="outline"
          data-testid="payment-withdraw"
          onAction={() => run('withdraw')}
        >
          {t`Withdraw`}
        </ActionButton>
      ) : null}
      {detail.status === S.approved.code ? (
        <Button
          size="sm"
          colorPalette="brand"
          data-testid="payment-confirm-pay"
          onClick={() => setPaying(true)}
        >
          {t`Confirm payment`}
        </Button>
      ) : null}
      {cancellable ? (
        <ActionButton size="sm" variant="outline" data-testid="payment-cancel" onAction={() => run('cancel')}>
          {t`Cancel application`}
        </ActionButton>
      ) : null}
      <ActionButton
        size="sm"
        variant="outline"
        data-testid="payment-copy"
        onAction={async () => {
          const copy = await run('copy');
          if (copy.id) void navigate(`/payment/detail/${copy.id}`);
        }}
      >
        {t`Copy`}
      </ActionButton>
      <Button asChild variant="outline" size="sm">
        <Link to={`/payment/print/${detail.id}`} data-testid="payment-print">{t`Print`}</Link>
      </Button>
    </Stack>
  );
  return (
    <>
      <Stack gap="4">
        {rejection ? <RejectionCallout rejection={rejection} /> : null}
        {refusal && editable ? (
          <Alert.Root status="error" size="sm" role="alert" data-testid="payment-verify-refusal">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        ) : null}
        <PaymentDocument detail={detail} actions={actions} />
        {detail.type === S_TYPE.advance.code && detail.status === S.paid.code ? (
          <AdvanceWriteOffs paymentId={detail.id} vendorId={detail.vendorId} />
        ) : null}
      </Stack>
      <ConfirmPayDialog ids={[detail.id]} open={paying} onOpenChange={setPaying} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Delete payment application ${detail.code}?`}
        description={t`The draft and its lines are removed. Nothing was booked on the orders yet.`}
        confirmLabel={t`Delete`}
        tone="danger"
        loading={action.isPending}
        onConfirm={() =>
          void run('delete').then(() => {
            setDeleting(false);
            void navigate('/payment/myList');
          })
        }
      />
    </>
  );
}
