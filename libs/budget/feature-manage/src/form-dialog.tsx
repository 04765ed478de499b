import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** The budget page's modal form: Cancel / Save, the failure under the fields, not closable while busy. */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  busy,
  error,
  children,
}: {
  title: React.ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  error: string | null;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(e) => (!e.open && !busy ? onClose() : undefined)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              onSubmit();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {children}
                {error ? (
                  <Text color="red.fg" role="alert">
                    {error}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" colorPalette="brand" loading={busy}>
                <Trans>Save</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function TextInput({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  required?: boolean;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} onChange={(e) => onChange(e.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
