import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** One code per number per 60 seconds (the server's rule): the button counts down before a resend. */
export const RESEND_SECONDS = 60;

export type SendCodeButtonProps = {
  /**
   * Sends the code. The countdown starts when it resolves, unless it resolves `false` (nothing was sent,
   * e.g. the number failed its check); a rejection was already shown by the api-client.
   */
  onSend: () => Promise<unknown>;
  disabled?: boolean | undefined;
};

/** The "send code" button of SMS and e-mail verification, with the resend countdown. */
export function SendCodeButton({ onSend, disabled }: SendCodeButtonProps) {
  const { t } = useLingui();
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
      if ((await onSend()) !== false) setRemaining(RESEND_SECONDS);
    } catch {
      // The api-client has shown the server's message (too soon, daily limit, number taken).
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="md"
      minW="8.5rem"
      flexShrink={0}
      disabled={disabled || remaining > 0}
      loading={sending}
      onClick={() => void send()}
    >
      {remaining > 0 ? t`Resend in ${remaining}s` : t`Send code`}
    </Button>
  );
}
