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
import { CODES, codeEntries } from '@procure/shared-codes';
import {
  usePayAgainStatement,
  usePayApplyStatements,
  useStatementDetails,
} from '@procure/statement-data-access';
import { money } from '@procure/shared-validation';
import { uploaderFor } from '@procure/files-data-access';
import {
  EmptyState,
  Money,
  PageHeader,
  StatusBadge,
  Upload,
  showSuccessToast,
  type UploadedFile,
} from '@procure/shared-ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';

type Errors = Record<string, string>;

function errorsOf(error: unknown): Errors {
  const fields = (error as { fields?: readonly { path: string; message: string }[] } | null)?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.path, f.message]));
}

/** File type 7 (payment attachment): a foreign-exchange payment needs one (spec §5), as on /payment/add. */
const FX_FILE = 7;
const uploadFxFile = uploaderFor(FX_FILE);
const FX_METHOD = CODES.paymentMethod.foreignExchange.code;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/account/payAgain/:id`: a statement whose payment application was rejected, cancelled or deleted → a new
 * one for what is still to pay, prefilled with the first application's payee.
 */
export function StatementPayAgainPage() {
  return <StatementPayApplyPage again />;
}

/**
 * `/account/payApply/:id` and `/account/mergePayApply?ids=…`: confirmed statements of one supplier → one PO
 * payment application of their outstanding lines (the payment rules are checked by the server); then the
 * payment's own page, where it is submitted for approval.
 */
export function StatementPayApplyPage({ again = false }: { again?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const ids = useMemo(
    () => (id ? [id] : (search.get('ids') ?? '').split(',').filter((value) => UUID.test(value))).slice(0, 20),
    [id, search],
  );
  const details = useStatementDetails(ids);
  const apply = usePayApplyStatements();
  const payAgain = usePayAgainStatement();
  const loaded = details.flatMap((query) => (query.data ? [query.data] : []));
  const first = loaded[0];
  const [method, setMethod] = useState<number>(CODES.paymentMethod.bankTransfer.code);
  const [payee, setPayee] = useState('');
  const [bankName, setBankName] = useState('');
  const [bankAccount, setBankAccount] = useState('');
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    const previous = again ? first?.payment : null;
    if (previous) {
      // Pay again: as the first application was made.
      setMethod(previous.method);
      setPayee(previous.payee);
      setBankName(previous.bankName);
      setBankAccount(previous.bankAccount);
      setRemark(previous.remark);
    } else if (first && payee === '') setPayee(first.vendorName);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- prefill once, when the first statement loads
  }, [first?.id]);

  if (ids.length === 0) return <EmptyState title={t`Choose confirmed statements to pay`} />;
  if (details.some((query) => query.isPending)) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (details.some((query) => query.isError) || !first) return <EmptyState title={t`Statement not found`} />;
  if (again && !first.paymentLapse) {
    return (
      <EmptyState
        title={t`Nothing to pay again`}
        description={t`Only a statement whose payment application was rejected, cancelled or deleted is paid again.`}
      />
    );
  }
  const total =
    again && first.paymentLapse
      ? first.paymentLapse.amountToPay
      : money.round(
          loaded.reduce((sum, row) => money.add(sum, row.outstandingAmount), '0'),
          2,
        );
  const submit = async () => {
    setErrors({});
    try {
      const body = {
        method: method as 0 | 2 | 3 | 6,
        payee,
        bankAccount,
        fileIds: files.map((file) => file.id),
        ...(bankName.trim() ? { bankName } : {}),
        ...(remark.trim() ? { remark } : {}),
      };
      const result = again
        ? await payAgain.mutateAsync({ ...body, id: first.id })
        : await apply.mutateAsync({ ...body, ids });
      showSuccessToast(result.desc);
      void navigate(`/payment/detail/${result.data.paymentId}`);
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };
  const fx = method === FX_METHOD || first.currency !== 'CNY';
  const lineErrors = Object.entries(errors).filter(([path]) => path.startsWith('lines') || path === 'ids');
  return (
    <Box>
      <PageHeader title={again ? t`Pay again` : ids.length > 1 ? t`Merge pay apply` : t`Pay apply`} />
      <Stack gap="4">
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <Text as="h2" fontWeight="semibold" mb="3">
            {t`Statements`}
          </Text>
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
            <Table.Root size="sm" data-testid="pay-apply-statements">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Statement no.`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Supplier`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Period`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Outstanding`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {loaded.map((row) => (
                  <Table.Row key={row.id}>
                    <Table.Cell>{row.code}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge set="statement" value={row.status} />
                    </Table.Cell>
                    <Table.Cell>{row.vendorName}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {row.periodFrom} ~ {row.periodTo}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Money value={row.outstandingAmount} currency={row.currency} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Text mt="3" fontWeight="semibold" data-testid="pay-apply-total">
            {t`Payment amount`}: <Money value={total} currency={first.currency} />
          </Text>
          {again && first.paymentLapse ? (
            <Text mt="1" fontSize="sm" color="fg.muted" data-testid="pay-again-previous">
              {t`Replaces payment application ${first.paymentLapse.paymentCode}; what is applied elsewhere since is left out.`}
            </Text>
          ) : null}
          {lineErrors.map(([path, message]) => (
            <Text key={path} color="fg.error" data-testid="pay-apply-error">
              {message}
            </Text>
          ))}
        </Box>
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <Text as="h2" fontWeight="semibold" mb="3">
            {t`Payee`}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required>
              <Field.Label>{t`Payment method`}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  data-testid="pay-apply-method"
                  value={String(method)}
                  onChange={(e) => setMethod(Number(e.target.value))}
                >
                  {codeEntries('paymentMethod').map((entry) => (
                    <option key={entry.code} value={entry.code}>
                      {globalI18n._(entry.label)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.payee)}>
              <Field.Label>{t`Payee`}</Field.Label>
              <Input data-testid="pay-apply-payee" value={payee} onChange={(e) => setPayee(e.target.value)} />
              <Field.ErrorText>{errors.payee}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.bankName)}>
              <Field.Label>{t`Bank`}</Field.Label>
              <Input value={bankName} onChange={(e) => setBankName(e.target.value)} />
              <Field.ErrorText>{errors.bankName}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.bankAccount)}>
              <Field.Label>{t`Bank account`}</Field.Label>
              <Input
                data-testid="pay-apply-account"
                value={bankAccount}
                onChange={(e) => setBankAccount(e.target.value)}
              />
              <Field.ErrorText>{errors.bankAccount}</Field.ErrorText>
            </Field.Root>
            <Field.Root gridColumn={{ md: 'span 2' }} invalid={Boolean(errors.remark)}>
              <Field.Label>{t`Remark`}</Field.Label>
              <Textarea value={remark} maxLength={250} onChange={(e) => setRemark(e.target.value)} />
              <Field.ErrorText>{errors.remark}</Field.ErrorText>
            </Field.Root>
            <Field.Root gridColumn={{ md: 'span 2' }} required={fx} invalid={Boolean(errors.fileIds)}>
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
          </SimpleGrid>
        </Box>
        <Stack direction="row" gap="2">
          <Button
            colorPalette="brand"
            data-testid="pay-apply-submit"
            loading={apply.isPending || payAgain.isPending}
            onClick={() => void submit()}
          >
            {t`Create payment application`}
          </Button>
          <Button variant="outline" onClick={() => void navigate(-1)}>
            {t`Cancel`}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
