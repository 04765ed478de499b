import { Button, HStack, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FormField, useBoundField, type BoundFieldProps } from '@procure/shared-ui';
import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';

const RESEND_SECONDS = 60;

export type CodeFieldProps<T extends FieldValues, O> = BoundFieldProps<T, O> & {
  /** Sends the code; resolves once sent (the countdown then starts), rejects on failure. */
  onSend: () => Promise<boolean>;
};

/** A six-digit verification code input with a "send code" button that counts down before a resend. */
export function CodeField<T extends FieldValues, O>(props: CodeFieldProps<T, O>) {
  const { t } = useLingui();
  const { field, error } = useBoundField(props);
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const send = async () => {
    setSending(true);
    try {
      if (await props.onSend()) setRemaining(RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

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
        <Button
          variant="outline"
          minW="8.5rem"
          loading={sending}
          disabled={remaining > 0}
          onClick={() => void send()}
        >
          {remaining > 0 ? t`Resend in ${remaining}s` : t`Send code`}
        </Button>
      </HStack>
    </FormField>
  );
}
