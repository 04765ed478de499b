import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/** One toaster for the whole app; the api-client's red messages go through it too. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/** Spec §8/§9: error messages stay 5 seconds and can be closed. */
export const ERROR_TOAST_MS = 5000;

export function showErrorToast(description: string, title?: string): void {
  toaster.create({ type: 'error', title, description, duration: ERROR_TOAST_MS, closable: true });
}

export function showSuccessToast(description: string, title?: string): void {
  toaster.create({ type: 'success', title, description, duration: 3000, closable: true });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
