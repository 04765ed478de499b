import { HStack, Input } from '@chakra-ui/react';
import { FormField, SendCodeButton, useBoundField, type BoundFieldProps } from '@procure/shared-ui';
import type { FieldValues } from 'react-hook-form';

export type CodeFieldProps<T extends FieldValues, O> = BoundFieldProps<T, O> & {
  /** Sends the code; resolves once sent (the countdown then starts), `false` when nothing was sent. */
  onSend: () => Promise<boolean>;
};

/** A six-digit verification code input with a "send code" button that counts down before a resend. */
export function CodeField<T extends FieldValues, O>(props: CodeFieldProps<T, O>) {
  const { field, error } = useBoundField(props);
  return (
    <FormField label={props.label} required={props.required} error={error}>
      <HStack w="full" gap="2">
        <Input
          {...field}
          value={(field.value as string | undefined) ?? ''}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          flex="1"
        />
        <SendCodeButton onSend={props.onSend} />
      </HStack>
    </FormField>
  );
}
