import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './test.ts';
import { signIn } from './login.ts';
import { E2E_CAPTCHA, e2eUrls } from './ports.ts';

// Issue #18: operations see what the send guard let through and refused, and stop a pumping client
// for a day (then lift the block), in both languages. The anonymous sends come "through a proxy"
// (X-Forwarded-For from 127.0.0.1, which the journeys' API trusts: TRUST_PROXY=loopback), so the
// pumping client has an address of its own and blocking it leaves the browser's sends alone.

const SHOTS = '/tmp/shots/send-guard-ops';
mkdirSync(SHOTS, { recursive: true });

const LABELS = {
  en: {
    language: 'English',
    menu: 'Send guard',
    topSenders: 'Top senders',
    block: 'Block',
    unblock: 'Unblock',
    blockedUntil: /Blocked until/,
    notBlocked: 'Not blocked',
    blockedToast: 'The address is blocked for a day',
    reason: 'Same number or address within the minimum gap',
  },
  zh: {
    language: '中文',
    menu: '发送防护',
    topSenders: '发送最多的客户端',
    block: '封禁',
    unblock: '解除封禁',
    blockedUntil: /封禁至/,
    notBlocked: '未封禁',
    blockedToast: null,
    reason: '同一号码或地址未到最短间隔',
  },
} as const;

/** An anonymous registration code request from `clientIp` (behind the trusted proxy). */
async function anonymousSend(request: APIRequestContext, clientIp: string, mobile: string) {
  const key = randomUUID();
  const headers = { 'x-forwarded-for': clientIp };
  await request.get(`${e2eUrls.api}/api/v1/tenant/login/verifycode/100/50?key=${key}`, { headers });
  const res = await request.get(
    `${e2eUrls.api}/api/v1/tenant/reg/sendMobileCode/${mobile}?verifyKey=${key}&verifyCode=${E2E_CAPTCHA}`,
    { headers },
  );
  return { status: res.status(), body: (await res.json()) as { data: { errorCode?: string } | null } };
}

/** One pumping address per language and run (the journeys' database may outlive a run locally). */
const RUN = Date.now() % 120;

const clientRow = (page: Page, ip: string) => page.locator(`[data-testid="send-client"][data-ip="${ip}"]`);

for (const lang of ['en', 'zh'] as const) {
  const L = LABELS[lang];
  test(`operations see the sends of the last day, block a pumping client and unblock it (${lang})`, async ({
    page,
    request,
  }) => {
    // A pump: six different numbers from one client, and one number again at once (refused: too soon).
    const pump = `203.0.113.${RUN * 2 + (lang === 'en' ? 1 : 2)}`;
    const base = `139${lang === 'en' ? 1 : 2}${`${Date.now()}`.slice(-5)}`;
    for (let i = 0; i < 6; i++) expect((await anonymousSend(request, pump, `${base}${i}0`)).status).toBe(200);
    const again = await anonymousSend(request, pump, `${base}00`);
    expect(again.status).toBe(429);

    // The browser's language is English; the journey then switches the console to its language.
    await signIn(page, e2eUrls.ops, 'ops');
    await page.getByRole('button', { name: L.language, exact: true }).click();
    await page
      .getByRole('navigation', { name: lang === 'en' ? 'Main menu' : '主菜单' })
      .getByRole('link', { name: L.menu })
      .click();
    await expect(page).toHaveURL(/\/sendGuard$/);
    await expect(page.getByRole('heading', { name: L.topSenders })).toBeVisible();

    const row = clientRow(page, pump);
    await expect(row).toBeVisible();
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText('6'); // sent
    await expect(cells.nth(2)).toHaveText('1'); // refused
    await expect(cells.nth(3)).toHaveText('6'); // different numbers
    await expect(row.getByText(L.notBlocked)).toBeVisible();
    await expect(page.getByTestId('send-refusals').getByText(L.reason)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/summary-${lang}.png`, fullPage: true });

    // Block it for a day, after the confirmation.
    await row.getByRole('button', { name: `${L.block} ${pump}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(pump);
    await page.screenshot({ path: `${SHOTS}/confirm-block-${lang}.png` });
    await dialog.getByRole('button', { name: L.block, exact: true }).click();
    await expect(dialog).toBeHidden();
    if (L.blockedToast) await expect(page.getByText(L.blockedToast)).toBeVisible();
    await expect(row.getByText(L.blockedUntil)).toBeVisible();
    await expect(page.getByTestId('send-blocks').getByText(pump)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/blocked-${lang}.png`, fullPage: true });

    // The client is stopped: its next request is refused, whatever number it asks for.
    const refused = await anonymousSend(request, pump, `${base}90`);
    expect(refused.status).toBe(429);
    expect(refused.body.data?.errorCode).toBe('notify.clientBlocked');

    // Lift the block.
    await row.getByRole('button', { name: `${L.unblock} ${pump}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: L.unblock, exact: true }).click();
    await expect(row.getByText(L.notBlocked)).toBeVisible();
    await expect(page.getByTestId('send-blocks').getByText(pump)).toHaveCount(0);
    expect((await anonymousSend(request, pump, `${base}91`)).status).toBe(200);
  });
}
