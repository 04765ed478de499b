import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useOrder, useOrderVersions } from '@procure/order-data-access';
import { OrderVersionsView } from '@procure/order-ui';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState, PageHeader } from '@procure/shared-ui';
import { Link, useParams } from 'react-router';

/** `/procurement/orderVersionDetail/:id`: every version of the order with its line diff and approver. */
export function OrderVersionsPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const versions = useOrderVersions('buyer', id);
  const order = useOrder(id);
  if (versions.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (versions.isError || !versions.data) {
    return (
      <EmptyState
        title={t`Order not found`}
        description={isApiError(versions.error) ? versions.error.desc : undefined}
      />
    );
  }
  return (
    <Stack gap="4">
      <PageHeader title={t`Versions of ${versions.data.orderCode}`} />
      <Box>
        <Button asChild size="sm" variant="outline">
          <Link to={`/procurement/orderDetail/${versions.data.orderId}`}>{t`Back to the order`}</Link>
        </Button>
      </Box>
      <OrderVersionsView
        versions={versions.data.versions}
        currentVersion={versions.data.currentVersion}
        currency={order.data?.currency ?? 'CNY'}
      />
    </Stack>
  );
}
