import { Alert, Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ReceiptLinesTable, type ReceiptLineView } from './receipt-lines-table.tsx';
import { DetailSection, Money, formatInstant } from '@procure/shared-ui';

/** A receipt as the detail calls send it (buyer and supplier). */
export type ReceiptView = {
  orderCode: string;
  deliveryCode: string | null;
  vendorName: string;
  receiverName: string;
  receivedOn: string;
  warehouse: string | null;
  acceptedQty: string;
  rejectedQty: string;
  acceptedAmount: string;
  currency: string;
  createdByName: string;
  createdAt: string;
  remark: string | null;
  lines: readonly ReceiptLineView[];
  files: readonly { id: string; name: string; url: string }[];
  /** Cancelled receipts (status 4): when, by whom and why. */
  cancelledAt?: string | null;
  cancelledByName?: string | null;
  cancelReason?: string | null;
};

/** The body of a receipt (detail page and printable preview): facts, lines, files. */
export function ReceiptDocument({ detail }: { detail: ReceiptView }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="4">
      {detail.cancelledAt ? (
        <Alert.Root status="warning" data-testid="receipt-cancelled">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {t`Cancelled by ${detail.cancelledByName ?? '—'} on ${formatInstant(detail.cancelledAt, i18n.locale)}: its quantities no longer count on the order.`}
            </Alert.Title>
            <Alert.Description>{t`Reason: ${detail.cancelReason ?? '—'}`}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <DetailSection
        title={t`Receipt information`}
        items={[
          { label: t`Order`, value: detail.orderCode },
          { label: t`Delivery note`, value: detail.deliveryCode ?? t`Received without a delivery note` },
          { label: t`Supplier`, value: detail.vendorName },
          { label: t`Receiver`, value: detail.receiverName },
          { label: t`Received on`, value: detail.receivedOn },
          { label: t`Warehouse / location`, value: detail.warehouse ?? '—' },
          { label: t`Accepted`, value: detail.acceptedQty },
          { label: t`Rejected qty`, value: detail.rejectedQty },
          {
            label: t`Accepted amount`,
            value: <Money value={detail.acceptedAmount} currency={detail.currency} />,
          },
          { label: t`Taken by`, value: detail.createdByName },
          { label: t`Taken at`, value: formatInstant(detail.createdAt, i18n.locale) },
          { label: t`Remark`, value: detail.remark ?? '—', wide: true },
        ]}
      />
      <ReceiptLinesTable lines={detail.lines} />
      {detail.files.length > 0 ? (
        <Box>
          <Text fontWeight="semibold" mb="1">{t`Attachments`}</Text>
          <Stack gap="1">
            {detail.files.map((file) => (
              <ChakraLink key={file.id} href={file.url} colorPalette="brand">
                {file.name}
              </ChakraLink>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
