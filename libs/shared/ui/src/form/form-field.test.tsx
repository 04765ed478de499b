import { Input } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../ui-provider.tsx';
import { ConfirmDialog } from '../feedback/confirm-dialog.tsx';
import { FormField } from './form-field.tsx';

const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });

// Kept to one file and few cases: Chakra is slow to import under jsdom (STACK trap 7).
describe('FormField and ConfirmDialog', () => {
  it('marks a required field and shows the error in place of the helper text', () => {
    render(
      <UiProvider i18n={i18n}>
        <FormField
          label="Mobile"
          required
          error="Enter an 11-digit mobile number"
          helperText="hidden while invalid"
        >
          <Input />
        </FormField>
      </UiProvider>,
    );
    const input = screen.getByRole('textbox', { name: /Mobile/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter an 11-digit mobile number')).toBeVisible();
    expect(screen.queryByText('hidden while invalid')).toBeNull();
    expect(screen.getByText('*')).toBeInTheDocument();
  });

  it('confirms once and does not close itself while loading', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <UiProvider i18n={i18n}>
        <ConfirmDialog
          open
          onOpenChange={onOpenChange}
          title="Delete?"
          confirmLabel="Delete"
          onConfirm={onConfirm}
          loading={false}
        />
      </UiProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
