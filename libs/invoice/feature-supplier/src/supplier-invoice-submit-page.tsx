import { Alert, Box, Button, Checkbox, Field, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { uploaderFor } from '@procure/files-data-access';
import {
  useInvoiceDetail,
  useInvoiceOcr,
  useInvoiceableLines,
  useRequestDetail,
  useResubmitInvoice,
  useSubmitInvoice,
  type InvoiceDetail,
  type InvoiceableLine,
  type RequestDetail,
} from '@procure/invoice-data-access';
import { Panel } from '@procure/invoice-ui';
import { isApiError } from '@procure/shared-api-client';
import { invoiceTotals } from '@procure/shared-validation';
import { PageHeader, Upload, showErrorToast, showSuccessToast, type UploadedFile } from '@procure/shared-ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

// Supplier portal `/invoice/submit` (issue #15): pick lines of own orders with their invoiceable basis,
// or upload the invoice (PDF / image, type 41) so OCR prefills the fields; the supplier confirms.
// `?resubmit=<id>`: a returned invoice, its fields and lines prefilled, corrected and sent back to review.
// `?request=<id>`: the buyer's invoice request, its lines and title's tax number prefilled; the invoice
// answers it (the request becomes invoiced).

const INVOICE_FILE = 41;
const uploadInvoiceFile = uploaderFor(INVOICE_FILE);
const HEAD = [
  'invoiceCode',
  'invoiceNumber',
  'invoiceDate',
  'checkCode',
  'sellerTaxNo',
  'buyerTaxNo',
] as const;
const AMOUNTS = ['amountExclTax', 'taxAmount', 'totalAmount'] as const;
type HeadKey = (typeof HEAD)[number] | (typeof AMOUNTS)[number];
type Pick = { quantity: string; unitPrice: string; taxRate: string };
type Errors = Record<string, string>;

function errorsOf(error: unknown): Errors {
  const fields = (error as { fields?: readonly { path: string; message: string }[] } | null)?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.path, f.message]));
}

function useLabels(): Record<HeadKey, string> {
  const { t } = useLingui();
  return {
    invoiceCode: t`Invoice code`,
    invoiceNumber: t`Invoice number`,
    invoiceDate: t`Invoice date`,
    checkCode: t`Check code`,
    sellerTaxNo: t`Seller tax no.`,
    buyerTaxNo: t`Buyer tax no.`,
    amountExclTax: t`Amount excl. tax`,
    taxAmount: t`Tax amount`,
    totalAmount: t`Total`,
  };
}

function LinePicker(props: {
  items: readonly InvoiceableLine[];
  picks: Record<string, Pick>;
  onChange: (picks: Record<string, Pick>) => void;
  errors: Errors;
}) {
  const { t } = useLingui();
  const { items, picks, onChange, errors } = props;
  const set = (line: InvoiceableLine, next: Pick | null) => {
    const copy = { ...picks };
    if (next) copy[line.orderLineId] = next;
    else delete copy[line.orderLineId];
    onChange(copy);
  };
  if (items.length === 0) return <Text color="fg.muted">{t`No order lines are left to invoice.`}</Text>;
  return (
    <Box overflowX="auto" tabIndex={0} aria-label={t`Order lines to invoice`}>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Invoice`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Order / item`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Ordered`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Received − returned`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Invoiced`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Invoiceable`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Quantity`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Unit price excl. tax`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Tax rate %`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((line, index) => {
            const pick = picks[line.orderLineId];
            const err = (key: string) => errors[`line:${line.orderLineId}:${key}`];
            return (
              <Table.Row key={line.orderLineId} data-testid={`invoiceable-${line.orderCode}-${line.lineNo}`}>
                <Table.Cell>
                  <Checkbox.Root
                    checked={Boolean(pick)}
                    onCheckedChange={(e) =>
                      set(
                        line,
                        e.checked
                          ? {
                              quantity: line.basisQty === '0' ? line.maxQty : line.basisQty,
                              unitPrice: line.unitPrice,
                              taxRate: line.taxRate,
                            }
                          : null,
                      )
                    }
                  >
                    <Checkbox.HiddenInput aria-label={t`Invoice line ${index + 1}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>
                  {line.orderCode} #{line.lineNo}
                  <Text fontSize="xs" color="fg.muted">
                    {line.name} · {line.unit}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{line.orderedQty}</Table.Cell>
                <Table.Cell textAlign="end">{line.netReceivedQty}</Table.Cell>
                <Table.Cell textAlign="end">{line.invoicedQty}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {line.basisQty}
                </Table.Cell>
                {(['quantity', 'unitPrice', 'taxRate'] as const).map((key) => (
                  <Table.Cell key={key} minW="7rem">
                    <Field.Root invalid={Boolean(err(key))} disabled={!pick}>
                      <Input
                        size="sm"
                        inputMode="decimal"
                        aria-label={`${key} ${line.orderCode} #${line.lineNo}`}
                        data-testid={`pick-${key}-${line.orderCode}-${line.lineNo}`}
                        value={pick?.[key] ?? ''}
                        onChange={(e) => pick && set(line, { ...pick, [key]: e.target.value })}
                      />
                      <Field.ErrorText>{err(key)}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The returned invoice's header and lines as the form's starting values. */
function formOf(detail: InvoiceDetail): { head: Record<HeadKey, string>; picks: Record<string, Pick> } {
  const head = Object.fromEntries([...HEAD, ...AMOUNTS].map((key) => [key, detail[key]])) as Record<
    HeadKey,
    string
  >;
  const picks = Object.fromEntries(
    detail.lines.map((line) => [
      line.orderLineId,
      { quantity: line.quantity, unitPrice: line.unitPrice, taxRate: line.taxRate },
    ]),
  );
  return { head, picks };
}

/** The request's lines (at the order price and tax rate) as the form's picks. */
function picksOfRequest(request: RequestDetail): Record<string, Pick> {
  return Object.fromEntries(
    request.lines.map((line) => [
      line.orderLineId,
      { quantity: line.quantity, unitPrice: line.unitPrice, taxRate: line.taxRate },
    ]),
  );
}

/** Supplier portal `/invoice/submit` (and `?resubmit=<id>` for a returned invoice). */
export function SupplierInvoiceSubmitPage() {
  const { t } = useLingui();
  const labels = useLabels();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resubmitId = params.get('resubmit') ?? undefined;
  const original = useInvoiceDetail('supplier', resubmitId);
  const requestId = resubmitId ? undefined : (params.get('request') ?? undefined);
  const request = useRequestDetail('supplier', requestId);
  const lines = useInvoiceableLines('');
  const ocr = useInvoiceOcr();
  const submit = useSubmitInvoice();
  const resubmit = useResubmitInvoice();
  const [head, setHead] = useState<Record<HeadKey, string>>({
    invoiceCode: '',
    invoiceNumber: '',
    invoiceDate: '',
    checkCode: '',
    sellerTaxNo: '',
    buyerTaxNo: '',
    amountExclTax: '',
    taxAmount: '',
    totalAmount: '',
  });
  const [picks, setPicks] = useState<Record<string, Pick>>({});
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (!original.data || prefilled) return;
    const form = formOf(original.data);
    setHead(form.head);
    setPicks(form.picks);
    setPrefilled(true);
  }, [original.data, prefilled]);
  useEffect(() => {
    if (!request.data || prefilled) return;
    const buyerTaxNo = request.data.titleTaxNo;
    setPicks(picksOfRequest(request.data));
    setHead((old) => ({ ...old, buyerTaxNo }));
    setPrefilled(true);
  }, [request.data, prefilled]);
  const chosen = Object.entries(picks).map(([orderLineId, pick]) => ({ orderLineId, ...pick }));
  const valid = (value: string) => /^\d+(\.\d+)?$/.test(value);
  const expected = chosen.every(
    (line) => valid(line.quantity) && valid(line.unitPrice) && valid(line.taxRate),
  )
    ? invoiceTotals(chosen)
    : null;

  const onFiles = (next: UploadedFile[]) => {
    setFiles(next);
    const added = next.find((file) => !files.some((old) => old.id === file.id));
    if (!added) return;
    void ocr.mutateAsync(added.id).then(
      ({ data, desc }) => {
        setHead((old) => ({
          ...old,
          ...Object.fromEntries(Object.entries(data.fields).filter(([key]) => key in old)),
        }));
        setNote(
          data.simulated
            ? t`Recognised by the OCR simulator (no real OCR service is configured): check every field.`
            : desc,
        );
      },
      () => setNote(null),
    );
  };

  const send = () => {
    const body = {
      ...head,
      ...(head.checkCode ? {} : { checkCode: undefined }),
      fileIds: files.map((file) => file.id),
      lines: chosen,
      ...(request.data ? { requestId: request.data.id } : {}),
    };
    (resubmitId ? resubmit.mutateAsync({ id: resubmitId, body }) : submit.mutateAsync(body)).then(
      ({ data, desc }) => {
        showSuccessToast(desc);
        void navigate(`/invoice/detail/${data.id}`);
      },
      (error: unknown) => {
        const mapped: Errors = {};
        for (const [path, message] of Object.entries(errorsOf(error))) {
          const match = /^lines\.(\d+)\.(\w+)/.exec(path);
          const sent = match ? chosen[Number(match[1])] : undefined;
          mapped[
            sent && match
              ? `line:${sent.orderLineId}:${match[2] === 'orderLineId' ? 'quantity' : match[2]}`
              : path
          ] = message;
        }
        setErrors(mapped);
        if (Object.keys(mapped).length === 0 && isApiError(error)) showErrorToast(error.desc);
      },
    );
  };

  return (
    <Stack gap="4">
      {original.data ? (
        <PageHeader
          title={t`Correct and resubmit invoice ${original.data.invoiceNumber}`}
          description={t`The buyer returned it: correct the fields or lines and send it back to review. Its code and number stay its own.`}
        />
      ) : (
        <PageHeader
          title={t`Submit an invoice`}
          description={t`Upload the VAT invoice to prefill its fields, choose the order lines it covers, check and submit.`}
        />
      )}
      {request.data ? (
        <Alert.Root status="info" data-testid="invoice-for-request">
          <Alert.Indicator />
          <Alert.Title>{t`Invoicing request ${request.data.code}: its lines and the buyer's tax number are filled in.`}</Alert.Title>
        </Alert.Root>
      ) : null}
      {original.data?.reason ? (
        <Alert.Root status="warning" data-testid="resubmit-reason">
          <Alert.Indicator />
          <Alert.Title>{t`Reason from the buyer: ${original.data.reason}`}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Panel title={t`Invoice file (PDF or image)`}>
        <Upload
          typeCode={INVOICE_FILE}
          upload={uploadInvoiceFile}
          value={files}
          onChange={onFiles}
          label={t`Invoice file`}
          maxFiles={1}
        />
        {note ? (
          <Alert.Root status="info" mt="3" data-testid="ocr-note">
            <Alert.Indicator />
            <Alert.Title>{note}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Panel>
      <Panel title={t`VAT invoice`}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {[...HEAD, ...AMOUNTS].map((key) => (
            <Field.Root
              key={key}
              required={key !== 'checkCode' && key !== 'invoiceCode'}
              invalid={Boolean(errors[key])}
            >
              <Field.Label>{labels[key]}</Field.Label>
              <Input
                name={key}
                data-testid={`invoice-${key}`}
                type={key === 'invoiceDate' ? 'date' : 'text'}
                value={head[key]}
                onChange={(e) => setHead({ ...head, [key]: e.target.value })}
              />
              {expected && (AMOUNTS as readonly string[]).includes(key) ? (
                <Field.HelperText>{t`From the lines: ${expected[key as (typeof AMOUNTS)[number]]}`}</Field.HelperText>
              ) : null}
              <Field.ErrorText>{errors[key]}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        {expected ? (
          <Button mt="3" size="sm" variant="outline" onClick={() => setHead({ ...head, ...expected })}>
            {t`Use the line totals`}
          </Button>
        ) : null}
      </Panel>
      <Panel title={t`Order lines`}>
        {errors['lines'] ? <Text color="fg.error">{errors['lines']}</Text> : null}
        <LinePicker items={lines.data?.items ?? []} picks={picks} onChange={setPicks} errors={errors} />
      </Panel>
      <Stack direction="row" justify="flex-end">
        <Button
          data-testid="invoice-submit"
          loading={submit.isPending || resubmit.isPending}
          disabled={chosen.length === 0}
          onClick={send}
        >
          {resubmitId ? t`Resubmit invoice` : t`Submit invoice`}
        </Button>
      </Stack>
    </Stack>
  );
}
