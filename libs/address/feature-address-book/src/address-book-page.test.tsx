import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureApiClient, setSession } from '@procure/shared-api-client';
import { activateWebLocale } from '@procure/shared-i18n';
import { UiProvider } from '@procure/shared-ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressBookPage } from './address-book-page.tsx';

const existing = {
  id: '0b6f4a52-4c1e-4d6e-9b7a-1f2a3b4c5d01',
  name: '张伟',
  phone: '13812345678',
  email: 'zhang.wei@example.com',
  regionCode: '310115',
  provinceName: '上海市',
  cityName: '市辖区',
  areaName: '浦东新区',
  street: '张江镇',
  address: '碧波路 690 号',
  addressType: 1,
  isDefault: true,
  nodispose: false,
};

const other = { ...existing, id: '0b6f4a52-4c1e-4d6e-9b7a-1f2a3b4c5d02', name: '李娜', isDefault: false };
let listed: unknown[] = [existing];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (request: Request) => Response | Promise<Response>;

function renderPage(onSave: Handler) {
  const requests: Request[] = [];
  configureApiClient({
    appKey: 'buyer',
    notifyError: vi.fn(),
    onSessionTimeout: vi.fn(),
    getLanguage: () => 'zh_cn',
    timeoutMessage: () => 'timeout',
    origin: 'http://portal.test',
    fetch: async (request) => {
      requests.push(request);
      if (request.url.endsWith('/person/addresses/list'))
        return json(200, { code: 0, data: listed, desc: '' });
      if (request.url.endsWith('/person/addresses/addOrModify')) return onSave(request);
      return json(404, { code: 404, data: { errorCode: 'http.notFound' }, desc: 'not found' });
    },
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <AddressBookPage />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { requests, saves: () => requests.filter((r) => r.method === 'POST') };
}

beforeAll(() => activateWebLocale('zh-CN'));
beforeEach(() => {
  listed = [existing];
  setSession({ token: 'token-1', tenantId: '7d1c1d8e-0000-4000-8000-000000000001' });
});

describe('AddressBookPage', () => {
  it('locks Delete on the default address only', async () => {
    listed = [existing, other];
    renderPage(() => json(200, { code: 0, data: null, desc: '' }));
    const rowOf = async (name: string) => {
      const row = (await screen.findByText(name)).closest('tr');
      if (!row) throw new Error(`no row for ${name}`);
      return within(row);
    };
    expect((await rowOf('张伟')).getByRole('button', { name: '删除' })).toBeDisabled();
    expect((await rowOf('李娜')).getByRole('button', { name: '删除' })).toBeEnabled();
  });

  it('shows translated required and format errors and submits nothing on bad input', async () => {
    const user = userEvent.setup();
    const { saves } = renderPage(() => json(200, { code: 0, data: existing, desc: '保存成功' }));
    await user.click(await screen.findByRole('button', { name: '新增地址' }));
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    // Contact, mobile, e-mail, region and detailed address are required (spec §5); the street is not.
    expect(await within(dialog).findAllByText('此项为必填项')).toHaveLength(5);

    await user.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '12345');
    await user.type(within(dialog).getByRole('textbox', { name: '电子邮箱' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText('请输入 11 位中国大陆手机号码（以 1 开头，第二位为 3–9）'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的电子邮箱地址，例如 name@example.com')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('puts the server field errors under the fields and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const { saves } = renderPage(() =>
      json(400, {
        code: 400,
        data: {
          errorCode: 'validation.failed',
          fields: [{ path: 'email', code: 'validation.email', message: '邮箱已被使用（服务器）' }],
        },
        desc: '数据校验失败',
      }),
    );
    await user.click(await screen.findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: '联系人' })).toHaveValue('张伟');

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('邮箱已被使用（服务器）')).toBeInTheDocument();
    const [sent] = saves();
    expect(await sent?.clone().json()).toMatchObject({
      id: existing.id,
      regionCode: '310115',
      addressType: 1,
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
