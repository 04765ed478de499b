import { setupI18n } from '@lingui/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showErrorToast, toaster } from '../feedback/toast-store.ts';
import { UiProvider } from '../ui-provider.tsx';
import type { NavMenuItem } from './nav-menu.ts';
import { SideMenu } from './side-menu.tsx';

const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });

const leaf = (code: string, path: string): NavMenuItem => ({ code, label: code, path, children: [] });
const menu: NavMenuItem[] = [
  {
    code: 'Purchasing',
    label: 'Purchasing',
    children: [
      leaf('Orders', '/orders'),
      { code: 'Settings', label: 'Settings', children: [leaf('Flows', '/settings/flows')] },
    ],
  },
];

// Kept to one file and few cases: Chakra is slow to import under jsdom (STACK trap 7).
describe('shell parts that load with every page', () => {
  it('mounts the Toaster with the first toast, and shows a toast created before it', async () => {
    render(
      <UiProvider i18n={i18n}>
        <p>page</p>
      </UiProvider>,
    );
    // No toast yet: no toast region (its state machine would re-render the page synchronously).
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    act(() => showErrorToast('The order could not be saved'));
    expect(await screen.findByText('The order could not be saved')).toBeInTheDocument();
    act(() => toaster.remove());
  });

  it('opens and closes a menu group as a disclosure, rendering a closed group empty', async () => {
    const onNavigate = vi.fn();
    render(
      <UiProvider i18n={i18n}>
        <SideMenu items={menu} currentPath="/orders" onNavigate={onNavigate} />
      </UiProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const top = within(nav).getByRole('button', { name: 'Purchasing' });
    const settings = within(nav).getByRole('button', { name: 'Settings' });
    expect(top).toHaveAttribute('aria-expanded', 'true');
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Flows' })).toBeNull();

    await userEvent.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(settings.getAttribute('aria-controls') ?? '')).toContainElement(
      within(nav).getByRole('link', { name: 'Flows' }),
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Flows' }));
    expect(onNavigate).toHaveBeenCalledWith('/settings/flows');

    await userEvent.click(top);
    expect(top).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Orders' })).toBeNull();
  });
});
