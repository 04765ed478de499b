import { createToaster } from '@chakra-ui/react';

/*
 * The toast store without the toast components: the api-client's error hook needs it in the entry
 * chunk (a call may fail before the first page is shown), while <Toaster /> renders its toasts once the
 * lazily loaded UI provider mounts. Toasts created before then wait in the store.
 */

/** One toaster for the whole app; the api-client's red messages go through it too. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/** Spec §8/§9: error messages stay 5 seconds and can be closed. */
export const ERROR_TOAST_MS = 5000;

/** A red message; with an `id`, it replaces the toast of that id instead of stacking beside it. */
export function showErrorToast(description: string, title?: string, id?: string): void {
  // No `id` key at all without one: the store spreads the data over its generated id.
  toaster.create({
    ...(id ? { id } : {}),
    type: 'error',
    title,
    description,
    duration: ERROR_TOAST_MS,
    closable: true,
  });
}

/** Takes the toast `id` off the screen (nothing happens when it is gone already). */
export function dismissToast(id: string): void {
  if (toaster.isVisible(id)) toaster.dismiss(id);
}

export function showSuccessToast(description: string, title?: string): void {
  toaster.create({ type: 'success', title, description, duration: 3000, closable: true });
}
