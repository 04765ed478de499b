import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The id of the <form> inside: the Save button submits it. */
  formId: string;
  saving?: boolean;
  size?: 'md' | 'lg';
  children: ReactNode;
};

/** A modal form: Cancel / Save (the Save button submits the form `formId`), not dismissible while saving. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  formId,
  saving = false,
  size = 'lg',
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!saving) onOpenChange(details.open);
      }}
      size={size}
      placement="center"
      closeOnInteractOutside={false}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={saving}>
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={formId} loading={saving} data-testid="form-dialog-submit">
                <Trans>Save</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
