import { configureApiClient } from '@procure/shared-api-client';
import { activateWebLocale, webI18n } from '@procure/shared-i18n';
import { UiProvider } from '@procure/shared-ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderLogin(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const notifyError = vi.fn();
  configureApiClient({
    appKey: 'buyer',
    notifyError,
    onSessionTimeout: vi.fn(),
    getLanguage: () => 'zh_cn',
    timeoutMessage: () => 'timeout',
    origin: 'http://portal.test',
    fetch: async (request) => {
      requests.push(request);
      return respond(request);
    },
  });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage site="buyer" redirectTo="/" /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { requests, notifyError, router };
}

const codeImage = () => screen.getByRole('button', { name: '图形验证码，点击换一张' }).querySelector('img');

beforeAll(async () => {
  await activateWebLocale('zh-CN');
  expect(webI18n.locale).toBe('zh-CN');
});

// Two cases only: Chakra is slow under jsdom (STACK trap 7).
describe('LoginPage', () => {
  it('explains each missing field in Chinese and sends nothing', async () => {
    const { requests } = renderLogin(() => json(200, { code: 0, data: {}, desc: '' }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeVisible();
    expect(screen.getByText('请输入密码')).toBeVisible();
    expect(screen.getByText('请输入图片中的验证码')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('shows a refused login in place, without the red message, and asks for a new image code', async () => {
    const { requests, notifyError, router } = renderLogin(() =>
      json(400, { code: 400, data: { errorCode: 'auth.invalidCredentials' }, desc: '用户名或密码错误' }),
    );
    const firstImage = codeImage()?.getAttribute('src');
    expect(firstImage).toMatch(/^\/api\/v1\/tenant\/login\/verifycode\/100\/50\?key=[0-9a-f-]{36}$/);
    await userEvent.type(screen.getByLabelText(/用户名/), 'purchaser');
    await userEvent.type(screen.getByLabelText(/^密码/, { selector: 'input' }), 'wrong');
    await userEvent.type(screen.getByLabelText(/图形验证码/, { selector: 'input' }), '1234');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(requests[0]?.url).toBe('http://portal.test/api/v1/tenant/buyer/login');
    expect(await requests[0]?.clone().json()).toMatchObject({
      username: 'purchaser',
      password: 'wrong',
      verifyCode: '1234',
    });
    expect(notifyError).not.toHaveBeenCalled();
    await waitFor(() => expect(codeImage()?.getAttribute('src')).not.toBe(firstImage));
    expect(screen.getByLabelText(/图形验证码/, { selector: 'input' })).toHaveValue('');
    expect(router.state.location.pathname).toBe('/login');
  });
});
