import {
  Box,
  Button,
  Field,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { i18n as globalI18n } from '@lingui/core';
import { codeEntries } from '@procure/shared-codes';
import {
  usePayableOrders,
  usePayableVendors,
  usePaymentAction,
  usePaymentDetail,
  usePaymentRules,
  useSavePayment,
  type PaymentBody,
} from '@procure/payment-data-access';
import { uploaderFor } from '@procure/files-data-access';
import { isApiError } from '@procure/shared-api-client';
import { money, verificationRequiredFor } from '@procure/shared-validation';
import {
  Money,
  PageHeader,
  PersonPicker,
  Upload,
  showSuccessToast,
  type EntityOption,
  type UploadedFile,
  Panel,
} from '@procure/shared-ui';
import { copyToErrorOf, searchCopyToPeople } from '@procure/message-data-access';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';

const FX_FILE = 7;
const uploadFxFile = uploaderFor(FX_FILE);
type DirectLine = { description: string; amount: string };
type Errors = Record<string, string>;

function errorsOf(error: unknown): Errors {
  const fields = (error as { fields?: readonly { path: string; message: string }[] } | null)?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.path, f.message]));
}

function CodeSelect(props: {
  label: string;
  set: 'paymentType' | 'paymentMethod';
  value: number;
  onChange: (value: number) => void;
  testId: string;
  disabled?: boolean;
  /** The codes the company's payment settings allow (the current value stays listed when editing). */
  allowed?: readonly number[];
  error?: string;
}) {
  const entries = codeEntries(props.set).filter(
    (entry) => !props.allowed || props.allowed.includes(entry.code) || entry.code === props.value,
  );
  return (
    <Field.Root required invalid={Boolean(props.error)}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root disabled={props.disabled}>
        <NativeSelect.Field
          data-testid={props.testId}
          value={String(props.value)}
          onChange={(e) => props.onChange(Number(e.target.value))}
        >
          {entries.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {globalI18n._(entry.label)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * `/payment/newPayment` and `/payment/edit/:id`: a payment application to one supplier — a PO payment or an
 * advance against lines of its orders (several orders: merge-order payment), or a direct payment. Each
 * order line shows its PO amount, received net of returns, what is applied and the room left; the server
 * refuses more than the room with the limit in the message.
 */
export function PaymentFormPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = usePaymentDetail('buyer', id);
  const vendors = usePayableVendors();
  const save = useSavePayment();
  const action = usePaymentAction();
  const [type, setType] = useState(1);
  const [method, setMethod] = useState(0);
  const [vendorId, setVendorId] = useState<string | null>(null);
  const [currency, setCurrency] = useState('CNY');
  const [payee, setPayee] = useState('');
  const [bankName, setBankName] = useState('');
  const [bankAccount, setBankAccount] = useState('');
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [direct, setDirect] = useState<DirectLine[]>([{ description: '', amount: '' }]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const orders = usePayableOrders(type === 0 ? null : vendorId);
  // The company's payment settings: only the allowed types and methods, the default method preselected.
  const rules = usePaymentRules();
  useEffect(() => {
    const r = rules.data;
    if (!r || id) return;
    setMethod(r.defaultMethod);
    setType((current) => (r.types.includes(current) ? current : (r.types[0] ?? current)));
  }, [rules.data, id]);
  const verify = rules.data ? verificationRequiredFor(type, rules.data) : false;

  useEffect(() => {
    const d = existing.data;
    if (!d) return;
    setType(d.type);
    setMethod(d.method);
    setVendorId(d.vendorId);
    setCurrency(d.currency);
    setPayee(d.payee);
    setBankName(d.bankName);
    setBankAccount(d.bankAccount);
    setRemark(d.remark);
    setFiles(d.files.map((file): UploadedFile => ({ id: file.id, name: file.name, url: '' })));
    setAmounts(
      Object.fromEntries(
        d.lines.flatMap((line) => (line.orderLineId ? [[line.orderLineId, line.amount]] : [])),
      ),
    );
    if (d.type === 0)
      setDirect(d.lines.map((line) => ({ description: line.description, amount: line.amount })));
  }, [existing.data]);

  const orderLines = (orders.data?.items ?? []).flatMap((order) =>
    order.lines.map((line) => ({ order, line })),
  );
  const chosen = orderLines.filter(({ line }) => (amounts[line.id] ?? '').trim() !== '');
  const lines: PaymentBody['lines'] =
    type === 0
      ? direct.filter((line) => line.description.trim() || line.amount.trim())
      : chosen.map(({ line }) => ({ orderLineId: line.id, amount: (amounts[line.id] ?? '').trim() }));
  const total = lines.reduce((sum, line) => {
    try {
      return money.add(sum, line.amount || '0');
    } catch {
      return sum;
    }
  }, '0');
  // The errors name lines by their index in the request: map them back to the order line shown.
  const lineError = (orderLineId: string) => {
    const index = chosen.findIndex(({ line }) => line.id === orderLineId);
    return index < 0 ? undefined : (errors[`lines.${index}.amount`] ?? errors[`lines.${index}.orderLineId`]);
  };

  // Copy-to (issue #12 §5): the people copied when the application is submitted.
  const [copyTo, setCopyTo] = useState<EntityOption[]>([]);
  const [copyToError, setCopyToError] = useState<string>();

  const submit = async (andSubmit: boolean) => {
    if (!vendorId) {
      setErrors({ vendorId: t`Choose the supplier first.` });
      return;
    }
    const body: PaymentBody = {
      ...(id ? { id } : {}),
      type: type as PaymentBody['type'],
      method: method as PaymentBody['method'],
      vendorId,
      currency,
      payee,
      bankName,
      bankAccount,
      remark,
      fileIds: files.map((file) => file.id),
      lines,
    };
    try {
      setErrors({});
      setFailure(null);
      const saved = await save.mutateAsync(body);
      if (andSubmit) {
        // With "invoice verification required" on, a PO payment is submitted with the verification.
        const submitted = await action.mutateAsync({
          action: verify ? 'submitVerified' : 'submit',
          id: saved.data.id,
          copyToIds: copyTo.map((p) => p.id),
        });
        showSuccessToast(submitted.desc);
        void navigate(`/payment/success/${saved.data.id}`);
      } else {
        showSuccessToast(saved.desc);
        void navigate(`/payment/detail/${saved.data.id}`);
      }
    } catch (error) {
      setErrors(errorsOf(error));
      setCopyToError(copyToErrorOf(error, copyTo));
      setFailure(isApiError(error) && error.desc ? error.desc : t`Check your connection and try again.`);
    }
  };

  const roomOf = (line: (typeof orderLines)[number]['line']) =>
    type === 2 ? line.advanceRoom : line.orderRoom;
  const fx = method === 6 || currency !== 'CNY';
  return (
    <Stack gap="4">
      <PageHeader title={id ? t`Edit payment application` : t`New payment application`} />
      {failure ? (
        <Text color="fg.error" role="alert" data-testid="payment-form-error">
          {failure} {Object.values(errors).join(' ')}
        </Text>
      ) : null}
      <Panel title={t`Payment`}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <CodeSelect
            label={t`Payment type`}
            set="paymentType"
            value={type}
            onChange={setType}
            testId="payment-type"
            disabled={Boolean(id)}
            allowed={rules.data?.types}
            error={errors.type}
          />
          <CodeSelect
            label={t`Payment method`}
            set="paymentMethod"
            value={method}
            onChange={setMethod}
            testId="payment-method"
            allowed={rules.data?.methods}
            error={errors.method}
          />
          <Field.Root required invalid={Boolean(errors.vendorId)}>
            <Field.Label>{t`Supplier`}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                data-testid="payment-vendor"
                value={vendorId ?? ''}
                onChange={(e) => {
                  setVendorId(e.target.value || null);
                  setAmounts({});
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
            <Field.ErrorText>{errors.vendorId}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.payee)}>
            <Field.Label>{t`Payee`}</Field.Label>
            <Input data-testid="payment-payee" value={payee} onChange={(e) => setPayee(e.target.value)} />
            <Field.ErrorText>{errors.payee}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t`Bank`}</Field.Label>
            <Input
              data-testid="payment-bank"
              value={bankName}
              onChange={(e) => setBankName(e.target.value)}
            />
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.bankAccount)}>
            <Field.Label>{t`Bank account`}</Field.Label>
            <Input
              data-testid="payment-account"
              value={bankAccount}
              onChange={(e) => setBankAccount(e.target.value)}
            />
            <Field.ErrorText>{errors.bankAccount}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.currency)}>
            <Field.Label>{t`Currency`}</Field.Label>
            <Input
              data-testid="payment-currency"
              value={currency}
              maxLength={3}
              onChange={(e) => setCurrency(e.target.value.toUpperCase())}
            />
            <Field.ErrorText>{errors.currency}</Field.ErrorText>
          </Field.Root>
          <Field.Root gridColumn={{ md: 'span 2' }}>
            <Field.Label>{t`Remark`}</Field.Label>
            <Textarea value={remark} onChange={(e) => setRemark(e.target.value)} rows={2} />
          </Field.Root>
        </SimpleGrid>
        <Box mt="3">
          <Field.Root required={fx} invalid={Boolean(errors.fileIds)}>
            <Field.Label>
              {fx ? t`Attachments (required for a foreign-exchange payment)` : t`Attachments`}
            </Field.Label>
            <Upload
              typeCode={FX_FILE}
              upload={uploadFxFile}
              value={files}
              onChange={setFiles}
              label={t`Attachments`}
              multiple
              maxFiles={10}
            />
            <Field.ErrorText>{errors.fileIds}</Field.ErrorText>
          </Field.Root>
        </Box>
      </Panel>
      {type === 0 ? (
        <Panel title={t`What is paid`}>
          <Stack gap="2">
            {direct.map((line, index) => (
              <SimpleGrid key={index} columns={{ base: 1, md: 2 }} gap="2">
                <Input
                  aria-label={t`Description`}
                  placeholder={t`Description`}
                  value={line.description}
                  onChange={(e) =>
                    setDirect(direct.map((d, i) => (i === index ? { ...d, description: e.target.value } : d)))
                  }
                />
                <Input
                  aria-label={t`Amount`}
                  placeholder={t`Amount`}
                  inputMode="decimal"
                  value={line.amount}
                  onChange={(e) =>
                    setDirect(direct.map((d, i) => (i === index ? { ...d, amount: e.target.value } : d)))
                  }
                />
              </SimpleGrid>
            ))}
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              onClick={() => setDirect([...direct, { description: '', amount: '' }])}
            >
              {t`Add line`}
            </Button>
          </Stack>
        </Panel>
      ) : (
        <Panel title={t`Order lines of the supplier`}>
          {!vendorId ? (
            <Text color="fg.muted">{t`Choose the supplier to see its orders.`}</Text>
          ) : orderLines.length === 0 ? (
            <Text color="fg.muted">
              {orders.isPending ? t`Loading…` : t`This supplier has no payable orders.`}
            </Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t`Order no.`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`PO amount`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Received net of returns`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Applied`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Can still apply`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`This payment`}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {orderLines.map(({ order, line }) => (
                    <Table.Row key={line.id} data-testid={`payment-line-${order.code}-${line.lineNo}`}>
                      <Table.Cell whiteSpace="nowrap">{order.code}</Table.Cell>
                      <Table.Cell>{line.name}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <Money value={line.orderedAmount} currency={order.currency} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Money value={line.basisAmount} currency={order.currency} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Money value={line.appliedAmount} currency={order.currency} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Money value={roomOf(line)} currency={order.currency} />
                      </Table.Cell>
                      <Table.Cell minW="40">
                        <Field.Root invalid={Boolean(lineError(line.id))}>
                          <Input
                            size="sm"
                            inputMode="decimal"
                            aria-label={t`Payment amount of ${order.code} line ${line.lineNo}`}
                            data-testid={`payment-amount-${order.code}-${line.lineNo}`}
                            value={amounts[line.id] ?? ''}
                            onChange={(e) => setAmounts({ ...amounts, [line.id]: e.target.value })}
                          />
                          <Field.ErrorText>{lineError(line.id)}</Field.ErrorText>
                        </Field.Root>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Panel>
      )}
      <Panel title={t`Copy to`}>
        <PersonPicker
          data-testid="copy-to"
          value={copyTo}
          onChange={setCopyTo}
          loader={searchCopyToPeople}
          error={copyToError}
          hint={t`They get a message when you submit and can read the application, but not act on it (at most 20).`}
        />
      </Panel>
      {verify ? (
        <Text color="fg.muted" textStyle="sm" textAlign="end" data-testid="payment-verification-required">
          {t`The company's payment settings require the invoice verification: submitting verifies the invoices covering the order lines first.`}
        </Text>
      ) : null}
      <Stack direction="row" gap="3" align="center" justify="flex-end">
        <Text fontWeight="semibold" data-testid="payment-total">
          {t`Total`}: <Money value={total} currency={currency} />
        </Text>
        <Button
          variant="outline"
          loading={save.isPending}
          data-testid="payment-save"
          onClick={() => void submit(false)}
        >
          {t`Save draft`}
        </Button>
        <Button
          colorPalette="brand"
          loading={save.isPending || action.isPending}
          data-testid="payment-save-submit"
          onClick={() => void submit(true)}
        >
          {t`Save and submit`}
        </Button>
      </Stack>
    </Stack>
  );
}
