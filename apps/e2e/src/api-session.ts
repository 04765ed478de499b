import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, E2E_CAPTCHA, e2eUrls } from './ports.ts';

// API calls for journeys that arrange their data through the API rather than the screens.

type Envelope<T> = { code: number; data: T; desc: string };

export const apiUrl = (path: string) => `${e2eUrls.api}/api/v1${path}`;

/** A demo user's session token (password login, the journeys' fixed image code), moved to `tenantId`. */
export async function apiToken(
  request: APIRequestContext,
  site: 'buyer' | 'supplier',
  username: string,
  tenantId: string,
): Promise<string> {
  const key = randomUUID();
  await request.get(apiUrl(`/tenant/login/verifycode/100/50?key=${key}`));
  const login = await request.post(apiUrl(`/tenant/${site}/login`), {
    data: { username, password: DEMO_PASSWORD, verifyKey: key, verifyCode: E2E_CAPTCHA },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as Envelope<{ token: string }>).data.token;
  const path = site === 'buyer' ? '/switchTenant' : '/switchVdTenant';
  const switched = await request.get(apiUrl(`${path}?tenantId=${tenantId}`), { headers: { token } });
  expect(switched.status(), await switched.text()).toBe(200);
  return token;
}

/** GET (no data) or POST (data) with the token; expects 200 and answers the envelope's data. */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const res = data
    ? await request.post(apiUrl(path), { headers: { token }, data })
    : await request.get(apiUrl(path), { headers: { token } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
}

/** Uploads a small PDF as upload type `type` (2: vendor qualification); answers the file id. */
export async function apiUploadPdf(
  request: APIRequestContext,
  token: string,
  type: number,
  name: string,
): Promise<string> {
  const res = await request.post(apiUrl('/file/upload'), {
    headers: { token },
    multipart: {
      type: String(type),
      file: { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as Envelope<{ id: string }>).data.id;
}
