import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { codeEntry } from '@procure/shared-codes';
import { usePaymentDetail } from '@procure/payment-data-access';
import { PaymentLinesTable, VoucherTable } from '@procure/payment-ui';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState, Money, PrintLayout, formatInstant } from '@procure/shared-ui';
import { Link, useParams } from 'react-router';

/** `/payment/print/:id` (and the preview): the payment application as an A4 sheet with its voucher. */
export function PaymentPrintPage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const query = usePaymentDetail('buyer', id);
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
  const label = (set: 'paymentRequest' | 'paymentType' | 'paymentMethod', value: number) => {
    const entry = codeEntry(set, value)?.label;
    return entry ? i18n._(entry) : String(value);
  };
  const facts: [string, string][] = [
    [t`Supplier`, detail.vendorName],
    [t`Status`, label('paymentRequest', detail.status)],
    [t`Payment type`, label('paymentType', detail.type)],
    [t`Payment method`, label('paymentMethod', detail.method)],
    [t`Payee`, detail.payee],
    [t`Bank account`, `${detail.bankName} ${detail.bankAccount}`.trim()],
    [t`Currency`, `${detail.currency} × ${detail.exchangeRate}`],
    [t`Created by`, detail.createdByName],
    [t`Created`, formatInstant(detail.createdAt, i18n.locale)],
    [t`Payment no`, detail.paymentNo ?? '—'],
    [t`Voucher no`, detail.voucherNo ?? '—'],
  ];
  return (
    <PrintLayout
      title={t`Payment application`}
      companyName={detail.vendorName}
      headerAside={<Text data-testid="payment-print-code">{detail.code}</Text>}
      toolbar={
        <Stack direction="row" gap="2">
          <Button asChild size="sm" variant="outline">
            <Link to={`/payment/detail/${detail.id}`}>{t`Back to the payment application`}</Link>
          </Button>
          <Button size="sm" onClick={() => window.print()}>
            {t`Print`}
          </Button>
        </Stack>
      }
      footer={
        <SimpleGrid columns={3} gap="8" mt="8">
          <Text>{t`Applicant:`}</Text>
          <Text>{t`Approver:`}</Text>
          <Text>{t`Cashier:`}</Text>
        </SimpleGrid>
      }
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {facts.map(([name, value]) => (
            <Box key={name}>
              <Text as="span" color="fg.muted">
                {name}:{' '}
              </Text>
              <Text as="span">{value}</Text>
            </Box>
          ))}
        </SimpleGrid>
        <PaymentLinesTable detail={detail} orderPath={null} />
        <Text textAlign="end" fontWeight="semibold">
          {t`Payment amount`}: <Money value={detail.totalAmount} currency={detail.currency} />
        </Text>
        <VoucherTable voucher={detail.voucher} />
      </Stack>
    </PrintLayout>
  );
}
