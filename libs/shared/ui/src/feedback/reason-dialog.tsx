import { Button, CloseButton, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  confirmLabel: string;
  /** A cancel needs its reason; an approval comment may stay empty. */
  required?: boolean;
  tone?: 'danger' | 'primary';
  loading?: boolean;
  onConfirm: (text: string) => void;
};

const MAX = 500;

/** A modal asking for a short text (a refusal or cancel reason, an approver's comment); the server checks it again. */
export function ReasonDialog(props: ReasonDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    label,
    confirmLabel,
    required,
    tone = 'primary',
    loading,
    onConfirm,
  } = props;
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setText('');
      setTouched(false);
    }
  }, [open]);
  const error =
    required && text.trim() === ''
      ? t`Required`
      : [...text].length > MAX
        ? t`At most ${MAX} characters`
        : null;

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root required={required} invalid={touched && error !== null}>
                <Field.Label>
                  {label}
                  <Field.RequiredIndicator color="fg.error" />
                </Field.Label>
                <Textarea
                  data-testid="reason-input"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  onBlur={() => setTouched(true)}
                  rows={4}
                />
                {touched && error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={loading}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                colorPalette={tone === 'danger' ? 'red' : 'brand'}
                loading={loading}
                onClick={() => {
                  setTouched(true);
                  if (error === null) onConfirm(text.trim());
                }}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
