import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, E2E_CAPTCHA, e2eUrls } from './ports.ts';

/** An operations token through the API (the journeys read the SMS and e-mail simulator's outbox with it). */
export async function opsToken(request: APIRequestContext): Promise<string> {
  const key = randomUUID();
  await request.get(`${e2eUrls.api}/api/v1/tenant/login/verifycode/100/50?key=${key}`);
  const login = await request.post(`${e2eUrls.api}/api/v1/ops/login`, {
    data: { username: 'ops', password: DEMO_PASSWORD, verifyKey: key, verifyCode: E2E_CAPTCHA },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The newest code sent to `recipient`, read through GET /ops/outbox (with `token`, or a fresh ops token). */
export async function codeSentTo(
  request: APIRequestContext,
  recipient: string,
  token?: string,
): Promise<string> {
  const headers = { token: token ?? (await opsToken(request)) };
  let code: string | undefined;
  await expect(async () => {
    const res = await request.get(`${e2eUrls.api}/api/v1/ops/outbox`, { headers });
    const rows = ((await res.json()) as { data: { recipient: string; body: string }[] }).data;
    const body = rows.find((r) => r.recipient === recipient)?.body ?? '';
    code = /\b(\d{6})\b/.exec(body)?.[1];
    expect(code, body).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code ?? '';
}
