import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

export type NameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  confirmLabel: string;
  /** The text the field starts with (a rename shows the current name). */
  initial?: string;
  /** At most this many characters (the server checks it again). */
  max?: number;
  loading?: boolean;
  /** The server's field message for the name (e.g. "already taken"), shown under the field. */
  serverError?: string | null;
  onConfirm: (name: string) => void;
};

/** A modal asking for a short name (save as template, rename); trimmed, required, at most `max` characters. */
export function NameDialog(props: NameDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    label,
    confirmLabel,
    initial = '',
    max = 50,
    loading,
    serverError,
    onConfirm,
  } = props;
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setText(initial);
      setTouched(false);
    }
  }, [open, initial]);
  const name = text.trim();
  const error = name === '' ? t`Required` : [...name].length > max ? t`At most ${max} characters` : null;
  const shown = touched && error ? error : (serverError ?? null);
  const submit = () => {
    setTouched(true);
    if (!error) onConfirm(name);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              submit();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root required invalid={shown !== null}>
                <Field.Label>
                  {label}
                  <Field.RequiredIndicator color="fg.error" />
                </Field.Label>
                <Input
                  data-testid="name-input"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  onBlur={() => setTouched(true)}
                />
                <Field.ErrorText>{shown}</Field.ErrorText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" colorPalette="brand" loading={loading} loadingText={confirmLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
