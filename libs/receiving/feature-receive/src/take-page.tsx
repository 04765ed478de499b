import { Box, Button, Field, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useCloseReceiving,
  useSubmitReceipt,
  useTakeForm,
  type ReceiptBody,
  type TakeForm,
} from '@procure/receiving-data-access';
import { CloseReceivingDialog } from '@procure/receiving-ui';
import { uploaderFor } from '@procure/files-data-access';
import { isApiError } from '@procure/shared-api-client';
import { todayInChina } from '@procure/shared-validation';
import {
  DocumentHeader,
  EmptyState,
  StatusBadge,
  Upload,
  showErrorToast,
  showSuccessToast,
  type UploadedFile,
  Panel,
} from '@procure/shared-ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';

/** Upload type 14 ("order status file", spec §3) holds a receipt's attachments. */
const RECEIPT_FILE = 14;
const uploadReceiptFile = uploaderFor(RECEIPT_FILE);

type LineInput = { accepted: string; rejected: string; reason: string };
type Errors = Record<string, string>;

function errorsOf(error: unknown): Errors {
  const fields = (error as { fields?: readonly { path: string; message: string }[] } | null)?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.path, f.message]));
}

/**
 * `/Receive/take/:orderId[?deliveryId=]`: take a receipt against a delivery note or directly against
 * the order lines — accepted and rejected quantities with a reason, receiver, date, warehouse, files.
 * Confirm (or, when the tenant approves receipts, submit a receiving application); close receiving.
 */
export function TakePage() {
  const { t } = useLingui();
  const { orderId } = useParams();
  const [search] = useSearchParams();
  const deliveryId = search.get('deliveryId') ?? undefined;
  const form = useTakeForm(orderId, deliveryId);
  if (form.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (form.isError || !form.data) {
    return (
      <EmptyState
        title={t`Order not found`}
        description={isApiError(form.error) ? form.error.desc : undefined}
      />
    );
  }
  return <TakeForm key={`${form.data.orderId}:${form.data.deliveryId ?? ''}`} data={form.data} />;
}

function TakeForm({ data }: { data: TakeForm }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const submit = useSubmitReceipt();
  const close = useCloseReceiving();
  const [closing, setClosing] = useState(false);
  const [lines, setLines] = useState<Record<string, LineInput>>({});
  const [receiverName, setReceiverName] = useState(data.receiverName);
  const [receivedOn, setReceivedOn] = useState(todayInChina());
  const [warehouse, setWarehouse] = useState('');
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    setLines(
      Object.fromEntries(
        data.lines.map((line) => [
          line.orderLineId,
          { accepted: line.receivableQty, rejected: '0', reason: '' },
        ]),
      ),
    );
  }, [data]);

  const open = data.lines.filter((line) => Number(line.receivableQty) > 0);
  const set = (id: string, patch: Partial<LineInput>) =>
    setLines((all) => ({
      ...all,
      [id]: { ...(all[id] ?? { accepted: '', rejected: '0', reason: '' }), ...patch },
    }));

  const send = () => {
    const chosen = open
      .map((line) => ({ line, input: lines[line.orderLineId] }))
      .filter(({ input }) => input && (Number(input.accepted || 0) > 0 || Number(input.rejected || 0) > 0));
    const local: Errors = {};
    if (!receiverName.trim()) local['receiverName'] = t`Required`;
    if (!receivedOn) local['receivedOn'] = t`Required`;
    if (chosen.length === 0) local['lines'] = t`Enter a quantity on at least one line`;
    chosen.forEach(({ line, input }) => {
      if (input && Number(input.rejected || 0) > 0 && !input.reason.trim()) {
        local[`line:${line.orderLineId}:reason`] = t`Say why it was rejected`;
      }
    });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const body: ReceiptBody = {
      orderId: data.orderId,
      receiverName: receiverName.trim(),
      receivedOn,
      lines: chosen.map(({ line, input }) => ({
        orderLineId: line.orderLineId,
        accepted: (input?.accepted ?? '0').trim() || '0',
        rejected: (input?.rejected ?? '0').trim() || '0',
        ...(input?.reason.trim() ? { rejectReason: input.reason.trim() } : {}),
      })),
    };
    if (data.deliveryId) body.deliveryId = data.deliveryId;
    if (warehouse.trim()) body.warehouse = warehouse.trim();
    if (remark.trim()) body.remark = remark.trim();
    if (files.length > 0) body.fileIds = files.map((f) => f.id);
    submit.mutateAsync({ body, apply: data.applicationRequired }).then(
      ({ data: result, desc }) => {
        showSuccessToast(desc);
        void navigate(`/Receive/commitSuccess/${result.id}`);
      },
      (error: unknown) => {
        const server = errorsOf(error);
        const mapped: Errors = {};
        for (const [path, message] of Object.entries(server)) {
          const match = /^lines\.(\d+)\.(\w+)/.exec(path);
          const sent = match ? chosen[Number(match[1])] : undefined;
          if (sent && match) {
            mapped[`line:${sent.line.orderLineId}:${match[2] === 'rejectReason' ? 'reason' : match[2]}`] =
              message;
          } else mapped[path] = message;
        }
        setErrors(mapped);
        if (Object.keys(mapped).length === 0 && isApiError(error)) showErrorToast(error.desc);
      },
    );
  };

  const title = data.deliveryCode
    ? t`Receive delivery note ${data.deliveryCode}`
    : t`Receive without a delivery note`;
  return (
    <Stack gap="4">
      <DocumentHeader
        kind={data.applicationRequired ? t`Receiving application` : t`Receipt`}
        number={data.orderCode}
        status={<StatusBadge set="order" value={data.orderStatus} />}
        title={title}
        facts={[
          { label: t`Supplier`, value: data.vendorName },
          { label: t`Receiving address`, value: data.receivingAddress },
        ]}
        actions={
          <Stack direction="row" gap="2" flexWrap="wrap">
            <Button asChild variant="outline">
              <Link to={`/procurement/orderDetail/${data.orderId}`}>{t`Order details`}</Link>
            </Button>
            {data.receivable ? (
              <Button
                variant="outline"
                colorPalette="red"
                data-testid="close-receiving"
                onClick={() => setClosing(true)}
              >
                {t`Close receiving`}
              </Button>
            ) : null}
          </Stack>
        }
      />
      {!data.receivable ? (
        <Text color="fg.error">{t`This order is not awaiting receipt any more.`}</Text>
      ) : null}
      {data.deliveries.length > 0 ? (
        <Stack direction="row" gap="2" flexWrap="wrap" align="center">
          <Text color="fg.muted" fontSize="sm">{t`Delivery notes to receive:`}</Text>
          {data.deliveries.map((note) => (
            <Button
              key={note.id}
              asChild
              size="xs"
              variant={note.id === data.deliveryId ? 'solid' : 'outline'}
            >
              <Link
                to={`/Receive/take/${data.orderId}?deliveryId=${note.id}`}
              >{`${note.code} (${note.leftQty})`}</Link>
            </Button>
          ))}
          <Button asChild size="xs" variant={data.deliveryId ? 'outline' : 'solid'}>
            <Link to={`/Receive/take/${data.orderId}`}>{t`Without a note`}</Link>
          </Button>
        </Stack>
      ) : null}
      <Panel title={t`Lines`}>
        {open.length === 0 ? (
          <Text color="fg.muted">{t`Nothing remains to be received here.`}</Text>
        ) : (
          <Box overflowX="auto" borderWidth="1px" borderRadius="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>#</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Qty ordered`}</Table.ColumnHeader>
                  {data.deliveryId ? (
                    <Table.ColumnHeader textAlign="end">{t`On the note`}</Table.ColumnHeader>
                  ) : null}
                  <Table.ColumnHeader textAlign="end">{t`Qty received`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Receivable`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Accepted`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Rejected qty`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Reject reason`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {open.map((line) => {
                  const input = lines[line.orderLineId] ?? { accepted: '', rejected: '0', reason: '' };
                  const key = `line:${line.orderLineId}`;
                  return (
                    <Table.Row key={line.orderLineId} data-testid={`take-line-${line.lineNo}`}>
                      <Table.Cell>{line.lineNo}</Table.Cell>
                      <Table.Cell minW="40">
                        <Text>{line.name}</Text>
                        <Text fontSize="xs" color="fg.muted">
                          {line.productCode} · {line.unit}
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{line.orderedQty}</Table.Cell>
                      {data.deliveryId ? (
                        <Table.Cell textAlign="end">{line.noteQty ?? '—'}</Table.Cell>
                      ) : null}
                      <Table.Cell textAlign="end">{line.receivedQty}</Table.Cell>
                      <Table.Cell textAlign="end" fontWeight="medium">
                        {line.receivableQty}
                      </Table.Cell>
                      <Table.Cell minW="28">
                        <Field.Root invalid={Boolean(errors[`${key}:accepted`])}>
                          <Input
                            size="sm"
                            inputMode="decimal"
                            aria-label={t`Accepted, line ${line.lineNo}`}
                            data-testid={`accepted-${line.lineNo}`}
                            value={input.accepted}
                            onChange={(e) => set(line.orderLineId, { accepted: e.target.value })}
                          />
                          <Field.ErrorText>{errors[`${key}:accepted`]}</Field.ErrorText>
                        </Field.Root>
                      </Table.Cell>
                      <Table.Cell minW="24">
                        <Field.Root invalid={Boolean(errors[`${key}:rejected`])}>
                          <Input
                            size="sm"
                            inputMode="decimal"
                            aria-label={t`Rejected, line ${line.lineNo}`}
                            data-testid={`rejected-${line.lineNo}`}
                            value={input.rejected}
                            onChange={(e) => set(line.orderLineId, { rejected: e.target.value })}
                          />
                          <Field.ErrorText>{errors[`${key}:rejected`]}</Field.ErrorText>
                        </Field.Root>
                      </Table.Cell>
                      <Table.Cell minW="44">
                        <Field.Root invalid={Boolean(errors[`${key}:reason`])}>
                          <Input
                            size="sm"
                            aria-label={t`Reject reason, line ${line.lineNo}`}
                            data-testid={`reason-${line.lineNo}`}
                            value={input.reason}
                            onChange={(e) => set(line.orderLineId, { reason: e.target.value })}
                          />
                          <Field.ErrorText>{errors[`${key}:reason`]}</Field.ErrorText>
                        </Field.Root>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        {errors['lines'] ? (
          <Text color="fg.error" mt="2">
            {errors['lines']}
          </Text>
        ) : null}
      </Panel>
      <Panel title={t`Receipt information`}>
        <Stack gap="3">
          <Stack direction={{ base: 'column', md: 'row' }} gap="3">
            <Field.Root required invalid={Boolean(errors['receiverName'])}>
              <Field.Label>
                {t`Receiver`}
                <Field.RequiredIndicator color="fg.error" />
              </Field.Label>
              <Input
                data-testid="receiver-name"
                value={receiverName}
                onChange={(e) => setReceiverName(e.target.value)}
              />
              <Field.ErrorText>{errors['receiverName']}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors['receivedOn'])}>
              <Field.Label>
                {t`Received on`}
                <Field.RequiredIndicator color="fg.error" />
              </Field.Label>
              <Input
                type="date"
                data-testid="received-on"
                value={receivedOn}
                onChange={(e) => setReceivedOn(e.target.value)}
              />
              <Field.ErrorText>{errors['receivedOn']}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors['warehouse'])}>
              <Field.Label>{t`Warehouse / location`}</Field.Label>
              <Input
                data-testid="warehouse"
                value={warehouse}
                onChange={(e) => setWarehouse(e.target.value)}
              />
              <Field.ErrorText>{errors['warehouse']}</Field.ErrorText>
            </Field.Root>
          </Stack>
          <Field.Root invalid={Boolean(errors['remark'])}>
            <Field.Label>{t`Remark`}</Field.Label>
            <Textarea rows={2} value={remark} onChange={(e) => setRemark(e.target.value)} />
            <Field.ErrorText>{errors['remark']}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t`Attachments`}</Field.Label>
            <Upload
              typeCode={RECEIPT_FILE}
              upload={uploadReceiptFile}
              value={files}
              onChange={setFiles}
              label={t`Attachments`}
              maxFiles={10}
            />
          </Field.Root>
        </Stack>
      </Panel>
      <Stack direction="row" justify="flex-end">
        <Button
          data-testid="receipt-submit"
          loading={submit.isPending}
          disabled={!data.receivable || open.length === 0}
          onClick={send}
        >
          {data.applicationRequired ? t`Submit receiving application` : t`Confirm receipt`}
        </Button>
      </Stack>
      <CloseReceivingDialog
        open={closing}
        onOpenChange={setClosing}
        orderCode={data.orderCode}
        lines={data.lines.map((line) => ({
          id: line.orderLineId,
          lineNo: line.lineNo,
          name: line.name,
          unit: line.unit,
          remainingQty: line.remainingQty,
        }))}
        saving={close.isPending}
        onConfirm={({ orderLineId, reason }) =>
          close
            .mutateAsync({ orderId: data.orderId, reason, ...(orderLineId ? { orderLineId } : {}) })
            .then(({ desc }) => {
              showSuccessToast(desc);
              void navigate(`/procurement/orderDetail/${data.orderId}`);
            })
        }
      />
    </Stack>
  );
}
