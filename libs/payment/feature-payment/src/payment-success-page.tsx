import { Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { usePaymentDetail } from '@procure/payment-data-access';
import { EmptyState, Money, StatusBadge } from '@procure/shared-ui';
import { Link, useParams } from 'react-router';

/** `/payment/success/:id`: the application was submitted; where it stands and where to go next. */
export function PaymentSuccessPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const query = usePaymentDetail('buyer', id);
  if (query.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!query.data) return <EmptyState title={t`Payment application not found`} />;
  const detail = query.data;
  return (
    <Stack gap="4" align="center" textAlign="center" py="10" data-testid="payment-success">
      <Text as="h1" fontSize="xl" fontWeight="semibold">
        {t`Payment application ${detail.code} submitted`}
      </Text>
      <StatusBadge set="paymentRequest" value={detail.status} />
      <Text>
        {detail.vendorName} · <Money value={detail.totalAmount} currency={detail.currency} />
      </Text>
      <Stack direction="row" gap="3">
        <Button asChild colorPalette="brand">
          <Link to={`/payment/detail/${detail.id}`}>{t`View the application`}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/payment/myList">{t`My payment applications`}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/payment/newPayment">{t`New payment`}</Link>
        </Button>
      </Stack>
    </Stack>
  );
}
