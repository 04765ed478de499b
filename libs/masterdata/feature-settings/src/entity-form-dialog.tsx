import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type EntityFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The form inside submits through the Save button (`form` attribute). */
  formId: string;
  saving?: boolean;
  children: ReactNode;
};

/** A modal form: Cancel / Save, not dismissible while saving. */
export function EntityFormDialog({
  open,
  onOpenChange,
  title,
  formId,
  saving = false,
  children,
}: EntityFormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !saving && onOpenChange(d.open)}
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
              <Button type="submit" form={formId} loading={saving}>
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
