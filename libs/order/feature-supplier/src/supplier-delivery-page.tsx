import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useDelivery, useOrderDetail } from '@procure/order-data-access';
import { DeliveryNoteSheet } from '@procure/order-ui';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState } from '@procure/shared-ui';
import { Link, useParams } from 'react-router';

/** Supplier portal `/order/delivery/:id`: one delivery note (detail and print). */
export function SupplierDeliveryPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const note = useDelivery('supplier', id);
  const order = useOrderDetail('supplier', note.data?.orderId);
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
          <Link to={`/order/detail/${note.data.orderId}`}>{t`Back to the order`}</Link>
        </Button>
      }
    />
  );
}
