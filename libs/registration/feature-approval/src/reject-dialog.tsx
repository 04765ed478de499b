import { Button, CloseButton, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

export type RejectDialogProps = {
  enterpriseName: string | null;
  onClose: () => void;
  onReject: (reason: string) => void;
  loading: boolean;
};

const REASON_MAX = 500;

/** Asks for the reason (required): it is stored and sent to the contact by SMS and e-mail. */
export function RejectDialog({ enterpriseName, onClose, onReject, loading }: RejectDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!missing) onReject(reason.trim());
  };
  return (
    <Dialog.Root
      open={enterpriseName !== null}
      onOpenChange={(e) => {
        if (!e.open && !loading) {
          setReason('');
          setTouched(false);
          onClose();
        }
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Reject the registration of ${enterpriseName ?? ''}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root required invalid={touched && missing}>
                <Field.Label>
                  {t`Reason`}
                  <Field.RequiredIndicator color="fg.error" />
                </Field.Label>
                <Textarea
                  value={reason}
                  maxLength={REASON_MAX}
                  rows={4}
                  onChange={(e) => setReason(e.target.value)}
                  onBlur={() => setTouched(true)}
                />
                {touched && missing ? (
                  <Field.ErrorText>{t`Enter the reason for the rejection`}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{t`Sent to the contact by SMS and e-mail`}</Field.HelperText>
                )}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={loading}>{t`Cancel`}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={loading} onClick={submit}>
                {t`Reject`}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={loading} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
