import { Box, Button, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { currentTenantName, useCurrentUser } from '@procure/identity-data-access';
import { useReceipt } from '@procure/receiving-data-access';
import { isApiError } from '@procure/shared-api-client';
import { codeEntry } from '@procure/shared-codes';
import { EmptyState, Money, PrintLayout, formatInstant } from '@procure/shared-ui';
import { Printer } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';

const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const lineAmount = (qty: string, price: string) =>
  (Math.round(Number(qty) * Number(price) * 100) / 100).toFixed(2);

/**
 * `/Receive/contract/:id` (spec §2 /Receive contract): the receipt as a formal document between the two
 * parties — buyer and supplier, the order and delivery note, every line with accepted and rejected
 * quantities, the accepted amount, and an area for both signatures. An A4 sheet (PrintLayout).
 */
export function ReceiptContractPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { id } = useParams();
  const receipt = useReceipt(id);
  const me = useCurrentUser();
  if (receipt.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!receipt.data) {
    return (
      <EmptyState
        title={t`Receipt not found`}
        description={isApiError(receipt.error) ? receipt.error.desc : undefined}
      />
    );
  }
  const detail = receipt.data;
  const buyer = (me.data && currentTenantName(me.data)) ?? '—';
  const status = codeEntry('receipt', detail.status)?.label;
  const parties: [string, string][] = [
    [t`Buyer (receiving party)`, buyer],
    [t`Supplier (delivering party)`, detail.vendorName],
  ];
  const facts: [string, string][] = [
    [t`Receipt no.`, detail.code],
    [t`Status`, status ? i18n._(status) : String(detail.status)],
    [t`Order`, detail.orderCode],
    [t`Delivery note`, detail.deliveryCode ?? t`Received without a delivery note`],
    [t`Received on`, detail.receivedOn],
    [t`Receiver`, detail.receiverName],
    [t`Warehouse / location`, detail.warehouse ?? '—'],
    [t`Taken at`, formatInstant(detail.createdAt, i18n.locale)],
  ];
  return (
    <PrintLayout
      title={t`Goods receipt`}
      companyName={buyer}
      headerAside={<Text data-testid="receipt-contract-code">{detail.code}</Text>}
      toolbar={
        <>
          <Button variant="outline" onClick={() => void navigate(-1)}>
            <Trans>Back</Trans>
          </Button>
          <Button onClick={() => window.print()}>
            <Printer />
            <Trans>Print</Trans>
          </Button>
        </>
      }
      footer={
        <SimpleGrid columns={2} gap="10" mt="10" data-testid="receipt-signatures">
          {[t`Buyer (receiving party)`, t`Supplier (delivering party)`].map((party) => (
            <Stack key={party} gap="6">
              <Text fontWeight="semibold">{party}</Text>
              <Text>{t`Signature:`}</Text>
              <Text>{t`Date:`}</Text>
              <Text>{t`Seal:`}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      }
    >
      <Stack gap="5">
        <SimpleGrid columns={2} gap="4">
          {parties.map(([label, value]) => (
            <Box key={label} borderWidth="1px" borderColor="gray.400" p="3">
              <Text fontSize="sm" color="gray.700">
                {label}
              </Text>
              <Text fontWeight="semibold">{value}</Text>
            </Box>
          ))}
        </SimpleGrid>
        <SimpleGrid columns={2} gap="2" fontSize="sm">
          {facts.map(([label, value]) => (
            <Box key={label}>
              <Text as="span" color="gray.700">
                {label}:{' '}
              </Text>
              <Text as="span">{value}</Text>
            </Box>
          ))}
        </SimpleGrid>
        {detail.cancelledAt ? (
          <Text fontWeight="semibold" color="red.700">
            {t`Cancelled on ${formatInstant(detail.cancelledAt, i18n.locale)}: ${detail.cancelReason ?? ''}`}
          </Text>
        ) : null}
        <Table.Root size="sm" variant="outline" data-testid="receipt-contract-lines">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="8">#</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Unit`}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>{t`Unit price`}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>{t`Accepted`}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>{t`Rejected qty`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Reject reason`}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>{t`Accepted amount`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {detail.lines.map((line) => (
              <Table.Row key={line.orderLineId}>
                <Table.Cell>{line.lineNo}</Table.Cell>
                <Table.Cell>
                  {line.name}
                  <Text fontSize="xs" color="gray.700">
                    {line.productCode}
                  </Text>
                </Table.Cell>
                <Table.Cell>{line.unit}</Table.Cell>
                <Table.Cell {...numeric}>
                  <Money value={line.unitPrice} currency={detail.currency} />
                </Table.Cell>
                <Table.Cell {...numeric}>{line.acceptedQty}</Table.Cell>
                <Table.Cell {...numeric}>{line.rejectedQty}</Table.Cell>
                <Table.Cell>{line.rejectReason ?? '—'}</Table.Cell>
                <Table.Cell {...numeric}>
                  <Money value={lineAmount(line.acceptedQty, line.unitPrice)} currency={detail.currency} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Text textAlign="end" fontWeight="semibold">
          {t`Accepted ${detail.acceptedQty}, rejected ${detail.rejectedQty}`} · {t`Accepted amount`}:{' '}
          <Money value={detail.acceptedAmount} currency={detail.currency} />
        </Text>
        {detail.remark ? <Text>{t`Remark: ${detail.remark}`}</Text> : null}
        <Text fontSize="sm" color="gray.700">
          {t`The buyer confirms receipt of the accepted goods above; rejected goods are returned to the supplier with the stated reasons.`}
        </Text>
      </Stack>
    </PrintLayout>
  );
}
