import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** A line that may be closed: what still remains to receive on it. */
export type ClosableLine = { id: string; lineNo: number; name: string; unit: string; remainingQty: string };

export type CloseReceivingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderCode: string;
  lines: readonly ClosableLine[];
  /** Preselect one line (else the whole order). */
  lineId?: string | null;
  saving: boolean;
  /** `orderLineId` null = the whole order. A rejection keeps the dialog open (the server's message shows). */
  onConfirm: (input: { orderLineId: string | null; reason: string }) => Promise<unknown>;
};

const MAX = 500;

/**
 * Close receiving (issue #14): the buyer gives up what remains on one line or on the whole order, with
 * a reason; nothing more will be received or delivered there. The server checks everything again.
 */
export function CloseReceivingDialog(props: CloseReceivingDialogProps) {
  const { open, onOpenChange, orderCode, lines, lineId, saving, onConfirm } = props;
  const { t } = useLingui();
  const open_ = lines.filter((line) => Number(line.remainingQty) > 0);
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!open) return;
    setTarget(lineId ?? '');
    setReason('');
    setTouched(false);
  }, [open, lineId]);
  const error =
    reason.trim() === '' ? t`Required` : [...reason].length > MAX ? t`At most ${MAX} characters` : null;
  const submit = () => {
    setTouched(true);
    if (error) return;
    void onConfirm({ orderLineId: target || null, reason: reason.trim() }).then(
      () => onOpenChange(false),
      () => undefined,
    );
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!saving) onOpenChange(details.open);
      }}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Close receiving of ${orderCode}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root>
                  <Field.Label>{t`What to close`}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      data-testid="close-target"
                      value={target}
                      onChange={(e) => setTarget(e.currentTarget.value)}
                    >
                      <option value="">{t`Every line of the order`}</option>
                      {open_.map((line) => (
                        <option key={line.id} value={line.id}>
                          {t`Line ${line.lineNo}: ${line.name} (${line.remainingQty} ${line.unit} remaining)`}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.HelperText>
                    {t`What remains is given up: it will not be received or delivered any more.`}
                  </Field.HelperText>
                </Field.Root>
                <Field.Root required invalid={touched && Boolean(error)}>
                  <Field.Label>
                    {t`Reason`}
                    <Field.RequiredIndicator color="fg.error" />
                  </Field.Label>
                  <Textarea
                    data-testid="close-reason"
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                    onBlur={() => setTouched(true)}
                    rows={3}
                  />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button colorPalette="red" loading={saving} onClick={submit} data-testid="close-confirm">
                {t`Close receiving`}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={saving} aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
