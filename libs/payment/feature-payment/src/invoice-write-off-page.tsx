import {
  Badge,
  Box,
  Button,
  Field,
  Grid,
  Input,
  NativeSelect,
  RadioGroup,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  usePayableVendors,
  useReverseWriteOff,
  useSaveWriteOff,
  useWriteOffCandidates,
  useWriteOffs,
  type WriteOffAdvance,
  type WriteOffInvoice,
} from '@procure/payment-data-access';
import { WriteOffTable } from '@procure/payment-ui';
import { isApiError } from '@procure/shared-api-client';
import { money, writeOffSchema } from '@procure/shared-validation';
import { Money, PageHeader, Panel, ReasonDialog, showErrorToast, showSuccessToast } from '@procure/shared-ui';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

type Choice = { advanceId: string | null; invoiceId: string | null };

/** A table of documents with what is left, one of them picked by a radio button. */
function PickTable<
  R extends { id: string; currency: string; remaining: string; totalAmount: string },
>(props: {
  label: string;
  testId: string;
  rows: readonly R[];
  picked: string | null;
  onPick: (id: string) => void;
  first: { header: string; cell: (row: R) => ReactNode };
  /** What the radio button of a row is called (the document's number). */
  rowLabel: (row: R) => string;
  empty: string;
}) {
  const { t } = useLingui();
  if (props.rows.length === 0) return <Text color="fg.muted">{props.empty}</Text>;
  return (
    <RadioGroup.Root
      value={props.picked}
      onValueChange={(e) => e.value && props.onPick(e.value)}
      aria-label={props.label}
    >
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
        <Table.Root size="sm" data-testid={props.testId}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="8" />
              <Table.ColumnHeader>{props.first.header}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Total`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Written off`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Left`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {props.rows.map((row) => {
              const done = money.sign(row.remaining) <= 0;
              return (
                <Table.Row key={row.id} data-testid={`${props.testId}-${row.id}`} opacity={done ? 0.6 : 1}>
                  <Table.Cell>
                    <RadioGroup.Item value={row.id} disabled={done}>
                      <RadioGroup.ItemHiddenInput aria-label={props.rowLabel(row)} />
                      <RadioGroup.ItemIndicator />
                    </RadioGroup.Item>
                  </Table.Cell>
                  <Table.Cell>{props.first.cell(row)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Money value={row.totalAmount} currency={row.currency} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Money value={money.sub(row.totalAmount, row.remaining)} currency={row.currency} />
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="medium">
                    <Money value={row.remaining} currency={row.currency} />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </RadioGroup.Root>
  );
}

const smaller = (a: string, b: string) => (money.compare(a, b) <= 0 ? a : b);

/** Amount, remark and the button: the amount defaults to what both picked documents still have. */
function WriteOffForm({ advance, invoice }: { advance: WriteOffAdvance; invoice: WriteOffInvoice }) {
  const { t } = useLingui();
  const save = useSaveWriteOff();
  const room = smaller(advance.remaining, invoice.remaining);
  const [amount, setAmount] = useState(room);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sameCurrency = advance.currency === invoice.currency;
  const submit = async () => {
    const input = { paymentId: advance.id, invoiceId: invoice.id, amount: amount.trim(), remark };
    const parsed = writeOffSchema.safeParse(input);
    if (!parsed.success) return setError(t`Enter an amount greater than 0 with at most 2 decimals`);
    if (money.compare(input.amount, room) > 0) return setError(t`At most ${money.format(room)}`);
    setError(null);
    try {
      const result = await save.mutateAsync(input);
      showSuccessToast(result.desc);
    } catch (failure) {
      setError(isApiError(failure) ? failure.desc : t`The write-off failed. Try again.`);
    }
  };
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
      <Field.Root invalid={Boolean(error)} maxW={{ md: '16rem' }} required>
        <Field.Label>{t`Amount to write off (${advance.currency})`}</Field.Label>
        <Input
          data-testid="write-off-amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>{t`Remark`}</Field.Label>
        <Input
          data-testid="write-off-remark"
          maxLength={200}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
      </Field.Root>
      <Button
        colorPalette="brand"
        data-testid="write-off-save"
        loading={save.isPending}
        disabled={!sameCurrency}
        onClick={() => void submit()}
      >
        {t`Write off`}
      </Button>
    </Stack>
  );
}

/**
 * `/payment/invoiceWriteOff`: a paid advance to a supplier is offset by its invoiced invoices. Pick the
 * supplier, one advance and one invoice, and the amount (≤ what both have left); reverse with a reason.
 */
export function InvoiceWriteOffPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const vendorId = params.get('vendorId');
  const vendors = usePayableVendors();
  const candidates = useWriteOffCandidates(vendorId);
  const writeOffs = useWriteOffs('buyer', { vendorId: vendorId ?? undefined }, Boolean(vendorId));
  const reverse = useReverseWriteOff();
  const [choice, setChoice] = useState<Choice>({ advanceId: null, invoiceId: null });
  const [reversing, setReversing] = useState<string | null>(null);
  const advance = candidates.data?.advances.find((row) => row.id === choice.advanceId);
  const invoice = candidates.data?.invoices.find((row) => row.id === choice.invoiceId);

  return (
    <Stack gap="4">
      <PageHeader
        title={t`Invoice write-off`}
        description={t`Offset a paid advance against the supplier's invoiced invoices. Neither can be written off beyond its total; a write-off can be reversed with a reason.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <Field.Root maxW="28rem">
          <Field.Label>{t`Supplier`}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              data-testid="write-off-vendor"
              value={vendorId ?? ''}
              onChange={(e) => {
                setChoice({ advanceId: null, invoiceId: null });
                setParams(e.target.value ? { vendorId: e.target.value } : {}, { replace: true });
              }}
            >
              <option value="">{t`Choose a supplier`}</option>
              {(vendors.data ?? []).map((vendor) => (
                <option key={vendor.id} value={vendor.id}>
                  {vendor.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Box>
      {vendorId && candidates.data ? (
        <>
          <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="4">
            <Panel title={t`Paid advances`}>
              <PickTable
                label={t`Paid advances`}
                testId="write-off-advances"
                rows={candidates.data.advances}
                picked={choice.advanceId}
                onPick={(advanceId) => setChoice((c) => ({ ...c, advanceId }))}
                first={{
                  header: t`Advance`,
                  cell: (row) => (
                    <Stack gap="0">
                      <Text whiteSpace="nowrap">{row.code}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {row.orderCodes.join(', ')}
                      </Text>
                    </Stack>
                  ),
                }}
                rowLabel={(row) => row.code}
                empty={t`This supplier has no paid advances.`}
              />
            </Panel>
            <Panel title={t`Invoiced invoices`}>
              <PickTable
                label={t`Invoiced invoices`}
                testId="write-off-invoices"
                rows={candidates.data.invoices}
                picked={choice.invoiceId}
                onPick={(invoiceId) => setChoice((c) => ({ ...c, invoiceId }))}
                first={{
                  header: t`Invoice`,
                  cell: (row) => (
                    <Stack gap="0">
                      <Text whiteSpace="nowrap">{row.invoiceNumber}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {row.invoiceDate}
                      </Text>
                    </Stack>
                  ),
                }}
                rowLabel={(row) => row.invoiceNumber}
                empty={t`This supplier has no invoiced invoices.`}
              />
            </Panel>
          </Grid>
          <Panel
            title={t`Write off`}
            aside={
              advance && invoice ? (
                <Badge colorPalette="teal">
                  {advance.code} ↔ {invoice.invoiceNumber}
                </Badge>
              ) : null
            }
          >
            {advance && invoice ? (
              <WriteOffForm
                key={`${advance.id}:${invoice.id}:${advance.remaining}:${invoice.remaining}`}
                advance={advance}
                invoice={invoice}
              />
            ) : (
              <Text color="fg.muted">{t`Pick one advance and one invoice above.`}</Text>
            )}
          </Panel>
          <Panel title={t`Write-offs of this supplier`}>
            <WriteOffTable
              items={writeOffs.data ?? []}
              action={(row) => (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  data-testid={`write-off-reverse-${row.invoiceNumber}`}
                  onClick={() => setReversing(row.id)}
                >
                  {t`Reverse`}
                </Button>
              )}
            />
          </Panel>
        </>
      ) : null}
      <ReasonDialog
        open={reversing !== null}
        onOpenChange={(open) => !open && setReversing(null)}
        title={t`Reverse this write-off?`}
        label={t`Reason`}
        confirmLabel={t`Reverse`}
        required
        tone="danger"
        loading={reverse.isPending}
        onConfirm={async (reason) => {
          if (!reversing) return;
          try {
            const result = await reverse.mutateAsync({ id: reversing, reason });
            showSuccessToast(result.desc);
          } catch (failure) {
            showErrorToast(isApiError(failure) ? failure.desc : t`The reversal failed. Try again.`);
          }
          setReversing(null);
        }}
      />
    </Stack>
  );
}
