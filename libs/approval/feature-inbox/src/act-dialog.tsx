import { Button, Dialog, Field, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApprovalAct } from '@procure/approval-data-access';
import { useEmployees } from '@procure/masterdata-data-access';
import { isApiError } from '@procure/shared-api-client';
import { showSuccessToast } from '@procure/shared-ui';
import { useState } from 'react';
import { COMMENT_MAX, type DocRef } from './inbox-types.ts';

export type ActAction = 'approve' | 'reject' | 'transfer';

export type ActDialogProps = {
  target: (DocRef & { action: ActAction }) | null;
  onClose: () => void;
  onDone?: () => void;
};

/** Approve / reject / transfer one document; the form checks what the server checks again. */
export function ActDialog({ target, onClose, onDone }: ActDialogProps) {
  const { t } = useLingui();
  const act = useApprovalAct();
  const employees = useEmployees();
  const [comment, setComment] = useState('');
  const [transferToId, setTransferToId] = useState('');
  const [touched, setTouched] = useState(false);
  const action = target?.action;

  const commentError =
    action === 'reject' && comment.trim() === ''
      ? t`Give a reason for the rejection`
      : comment.length > COMMENT_MAX
        ? t`At most ${COMMENT_MAX} characters`
        : undefined;
  const transferError =
    action === 'transfer' && !transferToId ? t`Choose the employee who takes over` : undefined;

  const close = () => {
    setComment('');
    setTransferToId('');
    setTouched(false);
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (!target || !action || commentError || transferError) return;
    act.mutate(
      {
        docType: target.docType,
        documentId: target.documentId,
        action,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(action === 'transfer' ? { transferToId } : {}),
      },
      {
        onSuccess: () => {
          showSuccessToast(
            action === 'approve' ? t`Approved` : action === 'reject' ? t`Rejected` : t`Transferred`,
          );
          close();
          onDone?.();
        },
      },
    );
  };
  const title =
    action === 'approve'
      ? t`Approve ${target?.code ?? ''}`
      : action === 'reject'
        ? t`Reject ${target?.code ?? ''}`
        : t`Transfer ${target?.code ?? ''}`;
  const serverError = act.error && isApiError(act.error) ? act.error.message : undefined;

  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(e) => !e.open && !act.isPending && close()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {action === 'transfer' ? (
                  <Field.Root required invalid={touched && !!transferError}>
                    <Field.Label>
                      <Trans>Transfer to</Trans>
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        aria-label={t`Transfer to`}
                        value={transferToId}
                        onChange={(e) => setTransferToId(e.target.value)}
                      >
                        <option value="">{t`Choose an employee`}</option>
                        {(employees.data ?? []).map((e) => (
                          <option key={e.id} value={e.id}>
                            {e.empName}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{transferError}</Field.ErrorText>
                  </Field.Root>
                ) : null}
                <Field.Root required={action === 'reject'} invalid={touched && !!commentError}>
                  <Field.Label>
                    <Trans>Comment</Trans>
                  </Field.Label>
                  <Textarea
                    value={comment}
                    onChange={(e) => setComment(e.target.value)}
                    rows={4}
                    placeholder={action === 'reject' ? t`Why is it rejected?` : t`Optional`}
                  />
                  <Field.ErrorText>{commentError}</Field.ErrorText>
                </Field.Root>
                {serverError ? (
                  <Text color="fg.error" textStyle="sm">
                    {serverError}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={act.isPending}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                colorPalette={action === 'reject' ? 'red' : 'brand'}
                onClick={submit}
                loading={act.isPending}
              >
                {action === 'approve' ? t`Approve` : action === 'reject' ? t`Reject` : t`Transfer`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
