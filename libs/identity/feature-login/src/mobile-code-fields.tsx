import { Alert, HStack, Input, InputGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FormField, SendCodeButton } from '@procure/shared-ui';
import { MessageSquareText, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A message above an SMS form: the server's refusal, or that a code is on its way. */
export type Notice = { status: 'error' | 'info'; text: string };

export function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert.Root status={notice.status} size="sm" role={notice.status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{notice.text}</Alert.Title>
    </Alert.Root>
  );
}

type RegisteredField = { register: UseFormRegisterReturn; error: string | undefined };

export type MobileCodeFieldsProps = {
  mobile: RegisteredField;
  code: RegisteredField;
  /** Sends the code to the typed number; `false` when nothing was sent. */
  onSend: () => Promise<boolean>;
  /** The image code asked before the send (between the number and the SMS code). */
  imageCode?: ReactNode;
  size?: 'md';
};

/** Mobile number, then the SMS code with its send button (SMS login and password reset). */
export function MobileCodeFields({ mobile, code, onSend, imageCode, size }: MobileCodeFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <FormField label={t`Mobile number`} required error={mobile.error}>
        <InputGroup startElement={<Smartphone size={16} />}>
          <Input {...mobile.register} autoComplete="tel" inputMode="numeric" maxLength={11} size={size} />
        </InputGroup>
      </FormField>
      {imageCode}
      <FormField label={t`SMS code`} required error={code.error}>
        <HStack gap="3" w="full">
          <InputGroup startElement={<MessageSquareText size={16} />} flex="1">
            <Input
              {...code.register}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              size={size}
            />
          </InputGroup>
          <SendCodeButton onSend={onSend} />
        </HStack>
      </FormField>
    </>
  );
}
