// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';

function Filter({ label }: { label: string }) {
  return <input aria-label={label} />;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <KeepAliveOutlet max={2} />,
        children: [
          { path: '/cached', element: <Filter label="cached" />, handle: { cache: true } },
          { path: '/other-cached', element: <Filter label="other" />, handle: { cache: true } },
          { path: '/third-cached', element: <Filter label="third" />, handle: { cache: true } },
          { path: '/plain', element: <Filter label="plain" /> },
        ],
      },
      { path: '/outside', element: <Outlet /> },
    ],
    { initialEntries: ['/cached'] },
  );
  render(<RouterProvider router={router} />);
  const go = (path: string) => act(() => router.navigate(path));
  return { go };
}

describe('KeepAliveOutlet', () => {
  it('keeps a cached page state after leaving and returning; a plain page starts afresh', async () => {
    const user = userEvent.setup();
    const { go } = setup();
    await user.type(screen.getByRole('textbox', { name: 'cached' }), 'bolts');
    await go('/plain');
    expect(screen.queryByRole('textbox', { name: 'cached' })).toBeNull(); // hidden while away
    await user.type(screen.getByRole('textbox', { name: 'plain' }), 'nuts');
    await go('/cached');
    expect(screen.getByRole('textbox', { name: 'cached' })).toHaveProperty('value', 'bolts');
    await go('/plain');
    expect(screen.getByRole('textbox', { name: 'plain' })).toHaveProperty('value', '');
  });

  it('forgets the least recently shown page beyond the limit', async () => {
    const user = userEvent.setup();
    const { go } = setup();
    await user.type(screen.getByRole('textbox', { name: 'cached' }), 'first');
    await go('/other-cached');
    await go('/third-cached');
    await go('/cached');
    expect(screen.getByRole('textbox', { name: 'cached' })).toHaveProperty('value', '');
  });
});
