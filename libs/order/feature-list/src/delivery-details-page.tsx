import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useDelivery, useOrder } from '@procure/order-data-access';
import { DeliveryNoteSheet } from '@procure/order-ui';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState } from '@procure/shared-ui';
import { Link, useParams } from 'react-router';

/** `/procurement/deliveryDetails/:id`: one of the supplier's delivery notes (detail and print). */
export function DeliveryDetailsPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const note = useDelivery('buyer', id);
  const order = useOrder(note.data?.orderId);
  if (note.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (note.isError || !note.data) {
    return (
      <EmptyState
        title={t`Delivery note not found`}
        description={isApiError(note.error) ? note.error.desc : undefined}
      />
    );
  }
  return (
    <DeliveryNoteSheet
      note={note.data}
      orderCode={note.data.orderCode}
      companyName={order.data?.vendorName ?? ''}
      back={
        <Button asChild size="sm" variant="outline">
          <Link to={`/procurement/orderDetail/${note.data.orderId}`}>{t`Back to the order`}</Link>
        </Button>
      }
    />
  );
}
