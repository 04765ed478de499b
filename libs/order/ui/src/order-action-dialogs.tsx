import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { COURIERS } from '@procure/shared-validation';
import { useEffect, useState, type ReactNode } from 'react';
import { trimQuantity } from './order-ledger-table.tsx';
import { useCourierLabel } from './order-lifecycle-tables.tsx';

// The forms of the order lifecycle (issue #13): a delivery note (supplier) and an order change
// (buyer) or counter-proposal (supplier). The server checks every rule again; its field errors
// (already translated) come back through `onSubmit`'s rejection and show under the fields.

/** What a rejected submit may carry: the API's field errors (`data.fields`). */
type FieldErrors = Record<string, string>;
function fieldErrorsOf(error: unknown): FieldErrors {
  const fields = (error as { fields?: readonly { path: string; message: string }[] } | null)?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.path, f.message]));
}

function ActionDialog({
  open,
  onOpenChange,
  title,
  saving,
  submitLabel,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  saving: boolean;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!saving) onOpenChange(details.open);
      }}
      size="xl"
      placement="center"
      closeOnInteractOutside={false}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button loading={saving} onClick={onSubmit} data-testid="dialog-submit">
                {submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export type DeliverableLine = {
  id: string;
  lineNo: number;
  name: string;
  unit: string;
  orderedQty: string;
  deliveredQty: string;
};

export type DeliverInput = {
  courier: string;
  trackingNo: string;
  expectedArrival?: string;
  remark?: string;
  lines: { orderLineId: string; quantity: string }[];
};

const remainingOf = (line: DeliverableLine) => {
  // Exact for 3-decimal quantities: compare in thousandths.
  const milli = (v: string) => Math.round(Number(v) * 1000);
  return trimQuantity(((milli(line.orderedQty) - milli(line.deliveredQty)) / 1000).toFixed(3));
};

/** A delivery note: per line the quantity shipped now (prefilled with what remains), courier, tracking. */
export function DeliverDialog({
  open,
  onOpenChange,
  lines,
  saving,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly DeliverableLine[];
  saving: boolean;
  onSubmit: (input: DeliverInput) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const courierLabel = useCourierLabel();
  const open_ = lines.filter((line) => Number(remainingOf(line)) > 0);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [courier, setCourier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [expectedArrival, setExpectedArrival] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (!open) return;
    setQuantities(Object.fromEntries(lines.map((line) => [line.id, remainingOf(line)])));
    setCourier('');
    setTrackingNo('');
    setExpectedArrival('');
    setErrors({});
  }, [open, lines]);

  const submit = () => {
    const chosen = open_
      .map((line) => ({ orderLineId: line.id, quantity: (quantities[line.id] ?? '').trim() }))
      .filter((line) => line.quantity !== '' && Number(line.quantity) !== 0);
    const local: FieldErrors = {};
    if (!courier) local['courier'] = t`Choose a courier`;
    if (!trackingNo.trim()) local['trackingNo'] = t`Enter the tracking number`;
    if (chosen.length === 0) local['lines'] = t`Enter a quantity on at least one line`;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const input: DeliverInput = { courier, trackingNo: trackingNo.trim(), lines: chosen };
    if (expectedArrival) input.expectedArrival = expectedArrival;
    onSubmit(input).then(
      () => onOpenChange(false),
      (error: unknown) => {
        // Server paths name the index of the line sent; show them on the form's rows.
        const server = fieldErrorsOf(error);
        const mapped: FieldErrors = {};
        for (const [path, message] of Object.entries(server)) {
          const match = /^lines\.(\d+)\./.exec(path);
          const sent = match ? chosen[Number(match[1])] : undefined;
          mapped[sent ? `line:${sent.orderLineId}` : path] = message;
        }
        setErrors(mapped);
      },
    );
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Deliver`}
      saving={saving}
      submitLabel={t`Send delivery note`}
      onSubmit={submit}
    >
      <Stack gap="4">
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>#</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Remaining`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Deliver now`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {open_.map((line) => (
                <Table.Row key={line.id}>
                  <Table.Cell>{line.lineNo}</Table.Cell>
                  <Table.Cell>{line.name}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {remainingOf(line)} {line.unit}
                  </Table.Cell>
                  <Table.Cell minW="32">
                    <Field.Root invalid={Boolean(errors[`line:${line.id}`])}>
                      <Input
                        size="sm"
                        inputMode="decimal"
                        aria-label={t`Deliver now, line ${line.lineNo}`}
                        data-testid={`deliver-qty-${line.lineNo}`}
                        value={quantities[line.id] ?? ''}
                        onChange={(e) => setQuantities((q) => ({ ...q, [line.id]: e.target.value }))}
                      />
                      <Field.ErrorText>{errors[`line:${line.id}`]}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        {errors['lines'] ? <Text color="fg.error">{errors['lines']}</Text> : null}
        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <Field.Root required invalid={Boolean(errors['courier'])}>
            <Field.Label>
              {t`Courier`}
              <Field.RequiredIndicator color="fg.error" />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                data-testid="deliver-courier"
                value={courier}
                onChange={(e) => setCourier(e.currentTarget.value)}
              >
                <option value="">{t`Please choose`}</option>
                {COURIERS.map((code) => (
                  <option key={code} value={code}>
                    {courierLabel(code)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors['courier']}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors['trackingNo'])}>
            <Field.Label>
              {t`Tracking no.`}
              <Field.RequiredIndicator color="fg.error" />
            </Field.Label>
            <Input
              data-testid="deliver-tracking"
              value={trackingNo}
              maxLength={50}
              onChange={(e) => setTrackingNo(e.target.value)}
            />
            <Field.ErrorText>{errors['trackingNo']}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors['expectedArrival'])}>
            <Field.Label>{t`Expected arrival`}</Field.Label>
            <Input type="date" value={expectedArrival} onChange={(e) => setExpectedArrival(e.target.value)} />
            <Field.ErrorText>{errors['expectedArrival']}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Stack>
    </ActionDialog>
  );
}

export type ChangeableLine = {
  id: string;
  lineNo: number;
  name: string;
  unit: string;
  orderedQty: string;
  unitPrice: string;
  needByDate: string;
};

export type ChangeInput = {
  reason: string;
  lines: { orderLineId: string; quantity: string; unitPrice: string; needByDate: string }[];
};

/** An order change (buyer) or counter-proposal (supplier): new quantity, unit price, need-by date per line. */
export function ChangeDialog({
  open,
  onOpenChange,
  title,
  lines,
  saving,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  lines: readonly ChangeableLine[];
  saving: boolean;
  onSubmit: (input: ChangeInput) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState<
    Record<string, { quantity: string; unitPrice: string; needByDate: string }>
  >({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (!open) return;
    setValues(
      Object.fromEntries(
        lines.map((line) => [
          line.id,
          {
            quantity: trimQuantity(line.orderedQty),
            unitPrice: trimQuantity(line.unitPrice),
            needByDate: line.needByDate,
          },
        ]),
      ),
    );
    setReason('');
    setErrors({});
  }, [open, lines]);

  const set = (id: string, key: 'quantity' | 'unitPrice' | 'needByDate', value: string) =>
    setValues((all) => ({
      ...all,
      [id]: { ...(all[id] ?? { quantity: '', unitPrice: '', needByDate: '' }), [key]: value },
    }));

  const submit = () => {
    if (!reason.trim()) {
      setErrors({ reason: t`Give a reason` });
      return;
    }
    const sent = lines.map((line) => ({
      orderLineId: line.id,
      ...(values[line.id] ?? { quantity: '', unitPrice: '', needByDate: '' }),
    }));
    onSubmit({ reason: reason.trim(), lines: sent }).then(
      () => onOpenChange(false),
      (error: unknown) => {
        const server = fieldErrorsOf(error);
        const mapped: FieldErrors = {};
        for (const [path, message] of Object.entries(server)) {
          const match = /^lines\.(\d+)\.(\w+)$/.exec(path);
          const line = match ? sent[Number(match[1])] : undefined;
          mapped[line && match ? `${line.orderLineId}:${match[2]}` : path] = message;
        }
        setErrors(mapped);
      },
    );
  };

  const cell = (line: ChangeableLine, key: 'quantity' | 'unitPrice' | 'needByDate', label: string) => (
    <Field.Root invalid={Boolean(errors[`${line.id}:${key}`])}>
      <Input
        size="sm"
        type={key === 'needByDate' ? 'date' : 'text'}
        inputMode={key === 'needByDate' ? undefined : 'decimal'}
        aria-label={`${label} ${line.lineNo}`}
        data-testid={`change-${key}-${line.lineNo}`}
        value={values[line.id]?.[key] ?? ''}
        onChange={(e) => set(line.id, key, e.target.value)}
      />
      <Field.ErrorText>{errors[`${line.id}:${key}`]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      saving={saving}
      submitLabel={t`Save change`}
      onSubmit={submit}
    >
      <Stack gap="4">
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>#</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Quantity`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Unit price`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Need by`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((line) => (
                <Table.Row key={line.id}>
                  <Table.Cell>{line.lineNo}</Table.Cell>
                  <Table.Cell>
                    {line.name}{' '}
                    <Text as="span" color="fg.muted">
                      ({line.unit})
                    </Text>
                  </Table.Cell>
                  <Table.Cell minW="28">{cell(line, 'quantity', t`Quantity`)}</Table.Cell>
                  <Table.Cell minW="28">{cell(line, 'unitPrice', t`Unit price`)}</Table.Cell>
                  <Table.Cell minW="36">{cell(line, 'needByDate', t`Need by`)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        {errors['lines'] ? <Text color="fg.error">{errors['lines']}</Text> : null}
        <Field.Root required invalid={Boolean(errors['reason'])}>
          <Field.Label>
            {t`Reason for the change`}
            <Field.RequiredIndicator color="fg.error" />
          </Field.Label>
          <Textarea
            data-testid="change-reason"
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Field.ErrorText>{errors['reason']}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </ActionDialog>
  );
}
