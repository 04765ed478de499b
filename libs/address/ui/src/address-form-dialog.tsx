import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { AddressFormValues } from './address-model.ts';
import { AddressForm, type AddressFormProps } from './address-form.tsx';

export type AddressFormDialogProps<TOutput extends FieldValues = AddressFormValues> = Omit<
  AddressFormProps<TOutput>,
  'id' | 'disabled'
> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: 'add' | 'edit';
  /** While the save request runs: the form is locked and the dialog cannot be dismissed. */
  saving?: boolean;
};

/** The address form in a modal, titled for adding or editing, with Cancel / Save. */
export function AddressFormDialog<TOutput extends FieldValues = AddressFormValues>({
  open,
  onOpenChange,
  mode,
  saving = false,
  form,
  onSubmit,
  fixedType,
}: AddressFormDialogProps<TOutput>) {
  const formId = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!saving) onOpenChange(details.open);
      }}
      size="lg"
      placement="center"
      // A stray click outside should not throw away a half-typed address.
      closeOnInteractOutside={false}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {mode === 'add' ? <Trans>Add address</Trans> : <Trans>Edit address</Trans>}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <AddressForm
                id={formId}
                form={form}
                onSubmit={onSubmit}
                disabled={saving}
                fixedType={fixedType}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={saving}>
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.ActionTrigger>
              {/* loadingText keeps a visible name while saving (axe button-name). */}
              <Button type="submit" form={formId} loading={saving} loadingText={<Trans>Save</Trans>}>
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
