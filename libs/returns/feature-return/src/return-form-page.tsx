import {
  Box,
  Button,
  Field,
  Input,
  Link as ChakraLink,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import { useOrder, useOrderPage, type OrderLine } from '@procure/order-data-access';
import {
  useReturnAction,
  useReturnDetail,
  useSaveReturn,
  type ReturnDetail,
} from '@procure/returns-data-access';
import { trimQty } from '@procure/returns-ui';
import { isApiError } from '@procure/shared-api-client';
import { uploaderFor } from '@procure/files-data-access';
import {
  EmptyState,
  Money,
  PageHeader,
  StatusBadge,
  Upload,
  showSuccessToast,
  type UploadedFile,
  Panel,
} from '@procure/shared-ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';

/** Upload type 14 ("order status file", spec §3) holds a return's attachments (photos of the defect…). */
const RETURN_FILE = 14;
const uploadReturnFile = uploaderFor(RETURN_FILE);

type Row = { quantity: string; reason: string; disposition: 'refund' | 'replace' };
type Errors = Record<string, string>;

const returnable = (line: OrderLine) => {
  const left = Number(line.receivedQty) - Number(line.returnedQty);
  return left > 0 ? trimQty(left.toFixed(3)) : '0';
};

function fieldErrorsOf(error: unknown): { path: string; message: string }[] {
  return (error as { fields?: { path: string; message: string }[] } | null)?.fields ?? [];
}

/** Orders with something received, to start a return from (`/SaleReturn/create` without an order). */
function OrderPicker() {
  const { t } = useLingui();
  const partly = useOrderPage({ pageSize: 50, status: CODES.order.partlyReceived.code });
  const complete = useOrderPage({ pageSize: 50, status: CODES.order.received.code });
  const orders = [...(partly.data?.items ?? []), ...(complete.data?.items ?? [])];
  return (
    <Box>
      <PageHeader title={t`New return`} description={t`Choose the order whose received goods go back.`} />
      <Panel title={t`Orders with received goods`}>
        {orders.length === 0 ? (
          <Text color="fg.muted">
            {partly.isPending || complete.isPending ? t`Loading…` : t`No order has received goods yet.`}
          </Text>
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Order no.`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Supplier`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Order amount`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {orders.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>
                    <ChakraLink asChild colorPalette="brand">
                      <Link to={`/procurement/returnApply/${order.id}`}>{order.code}</Link>
                    </ChakraLink>
                  </Table.Cell>
                  <Table.Cell>{order.vendorName}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge set="order" value={order.status} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Money value={order.totalAmount} currency={order.currency} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Panel>
    </Box>
  );
}

function ReturnForm({ orderId, existing }: { orderId: string; existing: ReturnDetail | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const save = useSaveReturn();
  const action = useReturnAction();
  const [rows, setRows] = useState<Record<string, Row>>({});
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (!existing) return;
    setRemark(existing.remark);
    setFiles(
      existing.files.map((file) => ({
        ...file,
        size: 0,
        type: RETURN_FILE,
        contentType: 'application/octet-stream',
      })),
    );
    setRows(
      Object.fromEntries(
        existing.lines.map((line) => [
          line.orderLineId,
          { quantity: trimQty(line.quantity), reason: line.reason, disposition: line.disposition },
        ]),
      ),
    );
  }, [existing]);
  const lines = useMemo(
    () =>
      (order.data?.lines ?? []).filter(
        (line) => Number(returnable(line)) > 0 || existing?.lines.some((l) => l.orderLineId === line.id),
      ),
    [order.data, existing],
  );
  if (order.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (order.isError || !order.data) {
    return (
      <EmptyState
        title={t`Order not found`}
        description={isApiError(order.error) ? order.error.desc : undefined}
      />
    );
  }
  const detail = order.data;
  const row = (id: string): Row => rows[id] ?? { quantity: '', reason: '', disposition: 'refund' };
  const set = (id: string, patch: Partial<Row>) =>
    setRows((all) => ({ ...all, [id]: { ...row(id), ...patch } }));

  const submit = async (andSubmit: boolean) => {
    const chosen = lines.filter((line) => row(line.id).quantity.trim() !== '');
    if (chosen.length === 0) {
      setErrors({ form: t`Enter a quantity on at least one line.` });
      return;
    }
    const body = {
      ...(existing ? { id: existing.id } : {}),
      orderId: detail.id,
      remark: remark.trim() || undefined,
      fileIds: files.map((file) => file.id),
      lines: chosen.map((line) => ({
        orderLineId: line.id,
        quantity: row(line.id).quantity.trim(),
        reason: row(line.id).reason,
        disposition: row(line.id).disposition,
      })),
    };
    try {
      const { data, desc } = await save.mutateAsync(body);
      setErrors({});
      if (andSubmit) {
        const submitted = await action.mutateAsync({ action: 'submit', id: data.id });
        showSuccessToast(submitted.desc);
      } else {
        showSuccessToast(desc);
      }
      void navigate(`/SaleReturn/detail/${data.id}`);
    } catch (error) {
      const mapped: Errors = {};
      for (const field of fieldErrorsOf(error)) {
        const match = /^lines\.(\d+)\.(\w+)$/.exec(field.path);
        const line = match ? chosen[Number(match[1])] : undefined;
        const key = field.path.startsWith('fileIds') ? 'fileIds' : field.path;
        mapped[line && match ? `${line.id}:${match[2]}` : key] = field.message;
      }
      setErrors(mapped);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader
        title={existing ? t`Edit return ${existing.code}` : t`Return goods of order ${detail.code}`}
        description={detail.vendorName}
      />
      <Panel title={t`Lines to return`}>
        {lines.length === 0 ? (
          <Text color="fg.muted">{t`Nothing left to return on this order.`}</Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>#</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Qty received`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Still returnable`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Qty to return`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Reason`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Disposition`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {lines.map((line) => (
                  <Table.Row key={line.id}>
                    <Table.Cell>{line.lineNo}</Table.Cell>
                    <Table.Cell minW="36">
                      {line.name}{' '}
                      <Text as="span" color="fg.muted">
                        ({line.unit})
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{trimQty(line.receivedQty)}</Table.Cell>
                    <Table.Cell textAlign="end">{returnable(line)}</Table.Cell>
                    <Table.Cell minW="28">
                      <Field.Root invalid={Boolean(errors[`${line.id}:quantity`])}>
                        <Input
                          size="sm"
                          inputMode="decimal"
                          aria-label={t`Qty to return, line ${line.lineNo}`}
                          data-testid={`return-qty-${line.lineNo}`}
                          value={row(line.id).quantity}
                          onChange={(e) => set(line.id, { quantity: e.target.value })}
                        />
                        <Field.ErrorText>{errors[`${line.id}:quantity`]}</Field.ErrorText>
                      </Field.Root>
                    </Table.Cell>
                    <Table.Cell minW="40">
                      <Field.Root invalid={Boolean(errors[`${line.id}:reason`])}>
                        <Input
                          size="sm"
                          aria-label={t`Reason, line ${line.lineNo}`}
                          data-testid={`return-reason-${line.lineNo}`}
                          value={row(line.id).reason}
                          onChange={(e) => set(line.id, { reason: e.target.value })}
                        />
                        <Field.ErrorText>{errors[`${line.id}:reason`]}</Field.ErrorText>
                      </Field.Root>
                    </Table.Cell>
                    <Table.Cell minW="28">
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field
                          aria-label={t`Disposition, line ${line.lineNo}`}
                          data-testid={`return-disposition-${line.lineNo}`}
                          value={row(line.id).disposition}
                          onChange={(e) =>
                            set(line.id, { disposition: e.target.value as Row['disposition'] })
                          }
                        >
                          <option value="refund">{t`Refund`}</option>
                          <option value="replace">{t`Replace`}</option>
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        <Field.Root mt="4" invalid={Boolean(errors['remark'])}>
          <Field.Label>{t`Remark`}</Field.Label>
          <Textarea value={remark} onChange={(e) => setRemark(e.target.value)} data-testid="return-remark" />
          <Field.ErrorText>{errors['remark']}</Field.ErrorText>
        </Field.Root>
        <Field.Root mt="4" invalid={Boolean(errors['fileIds'])}>
          <Field.Label>{t`Attachments`}</Field.Label>
          <Upload
            typeCode={RETURN_FILE}
            upload={uploadReturnFile}
            value={files}
            onChange={setFiles}
            label={t`Attachments`}
            maxFiles={10}
          />
          <Field.ErrorText>{errors['fileIds']}</Field.ErrorText>
        </Field.Root>
        {errors['form'] || errors['lines'] ? (
          <Text color="fg.error" mt="2" role="alert">
            {errors['form'] ?? errors['lines']}
          </Text>
        ) : null}
      </Panel>
      <Stack direction="row" gap="2" justify="flex-end">
        <Button variant="outline" onClick={() => void navigate(-1)}>
          {t`Cancel`}
        </Button>
        <Button
          variant="outline"
          data-testid="return-save"
          loading={save.isPending && !action.isPending}
          loadingText={t`Save draft`}
          onClick={() => void submit(false)}
        >
          {t`Save draft`}
        </Button>
        <Button
          colorPalette="brand"
          data-testid="return-save-submit"
          loading={action.isPending}
          loadingText={t`Save and submit`}
          onClick={() => void submit(true)}
        >
          {t`Save and submit`}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * `/procurement/returnApply/:orderId` and `/SaleReturn/create` (`?orderId=`): a new return of an order's
 * received goods; `/SaleReturn/edit/:id`: a draft or rejected return edited.
 */
export function ReturnFormPage() {
  const { t } = useLingui();
  const params = useParams();
  const [search] = useSearchParams();
  const existing = useReturnDetail('buyer', params['id']);
  if (params['id']) {
    if (existing.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
    if (existing.isError || !existing.data) {
      return (
        <EmptyState
          title={t`Return not found`}
          description={isApiError(existing.error) ? existing.error.desc : undefined}
        />
      );
    }
    return <ReturnForm orderId={existing.data.orderId} existing={existing.data} />;
  }
  const orderId = params['orderId'] ?? search.get('orderId');
  return orderId ? <ReturnForm orderId={orderId} existing={null} /> : <OrderPicker />;
}
