import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const WAIT_SECONDS = 60;

export type SendCodeButtonProps = {
  /** Sends the code; resolves when the server accepted (then a 60 s wait, as the server limits). */
  onSend: () => Promise<unknown>;
  disabled?: boolean;
};

export function SendCodeButton({ onSend, disabled }: SendCodeButtonProps) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const send = async () => {
    setSending(true);
    try {
      await onSend();
      setLeft(WAIT_SECONDS);
    } catch {
      // The api-client has shown the server's message (too soon, daily limit, number taken).
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      variant="outline"
      flexShrink={0}
      onClick={() => void send()}
      loading={sending}
      disabled={disabled || left > 0}
    >
      {left > 0 ? <Trans>Resend in {left} s</Trans> : <Trans>Send code</Trans>}
    </Button>
  );
}
