import { Button, Dialog, Field, Flex, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A labelled text input of the management dialogs. */
export function TextInput(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  inputMode?: 'decimal' | 'text';
}) {
  const { t } = useLingui();
  const missing = props.required && props.value.trim() === '';
  return (
    <Field.Root required={props.required} invalid={missing}>
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        value={props.value}
        inputMode={props.inputMode}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {missing ? <Field.ErrorText>{t`Required`}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function SelectInput(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export const TAX_RATES = ['13', '9', '6', '5', '3', '1', '0'] as const;

export function EditDialog(props: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
  valid: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && props.onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">{props.children}</Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                colorPalette="blue"
                disabled={!props.valid}
                loading={props.saving}
                onClick={props.onSave}
              >
                <Trans>Save</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function Pager(props: { page: number; total: number; pageSize: number; onPage: (p: number) => void }) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <Flex mt="4" gap="3" align="center" justify="end">
      <Button
        size="sm"
        variant="outline"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        <Trans>Previous</Trans>
      </Button>
      <Text textStyle="sm">
        <Trans>
          Page {props.page} of {pages} · {props.total} rows
        </Trans>
      </Text>
      <Button
        size="sm"
        variant="outline"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        <Trans>Next</Trans>
      </Button>
    </Flex>
  );
}
