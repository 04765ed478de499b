import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** One code per number per 60 seconds (the server's rule): the button counts down before a resend. */
export const RESEND_SECONDS = 60;

export type SendCodeButtonProps = {
  /** Sends the code; resolves when the server accepted it (the countdown starts), rejects otherwise. */
  onSend: () => Promise<boolean>;
};

export function SendCodeButton({ onSend }: SendCodeButtonProps) {
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
      if (await onSend()) setRemaining(RESEND_SECONDS);
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
      disabled={remaining > 0}
      loading={sending}
      onClick={() => void send()}
    >
      {remaining > 0 ? t`Resend in ${remaining}s` : t`Send code`}
    </Button>
  );
}
