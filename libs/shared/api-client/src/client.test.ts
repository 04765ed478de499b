import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { configureApiClient, gatewayClient } from './client.ts';
import type { ApiClientConfig } from './config.ts';
import { HIDE_ERROR_HEADERS } from './middleware.ts';
import { clearSession, setSession } from './session.ts';
import { unwrap, unwrapEnvelope } from './unwrap.ts';

// A hand-written slice of the gateway, enough for openapi-fetch's types in these tests.
type Envelope<T> = { code: number; data: T; desc: string };
type Json<T> = { content: { 'application/json': T } };
type TestPaths = {
  '/thing': {
    get: { responses: { 200: Json<Envelope<{ id: string }>>; default: Json<Envelope<unknown>> } };
    post: { responses: { 200: Json<Envelope<{ id: string }>>; default: Json<Envelope<unknown>> } };
  };
};

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(
  respond: (request: Request) => Promise<Response> | Response,
  extra: Partial<ApiClientConfig> = {},
) {
  const requests: Request[] = [];
  const notifyError = vi.fn<(message: string, id?: string) => void>();
  const dismissError = vi.fn<(id: string) => void>();
  const onSessionTimeout = vi.fn();
  configureApiClient({
    appKey: 'supplier',
    notifyError,
    dismissError,
    onSessionTimeout,
    getLanguage: () => 'en_us',
    timeoutMessage: () => 'Time out, please re-login',
    httpErrorMessage: (status) => `Request failed (${status})`,
    networkErrorMessage: (reason) => `network:${reason}`,
    origin: 'http://portal.test',
    fetch: async (request) => {
      requests.push(request);
      return respond(request);
    },
    ...extra,
  });
  const client = gatewayClient<TestPaths>('/api/v1');
  return { client, requests, notifyError, dismissError, onSessionTimeout };
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request headers', () => {
  it('sends token, language and app key; the token only when logged in', async () => {
    const { client, requests } = setup(() => json(200, { code: 0, data: { id: 'a' }, desc: '' }));
    await client.GET('/thing');
    expect(requests[0]?.headers.get('token')).toBeNull();
    setSession({ token: 'tok-1', tenantId: 'tenant-1' });
    await client.GET('/thing');
    const sent = requests[1];
    expect(sent?.url).toBe('http://portal.test/api/v1/thing');
    expect(sent?.headers.get('token')).toBe('tok-1');
    expect(sent?.headers.get('language')).toBe('en_us');
    expect(sent?.headers.get('app-key')).toBe('supplier');
  });
});

describe('envelope', () => {
  it('unwraps data and desc of a success', async () => {
    const { client, notifyError } = setup(() => json(200, { code: 0, data: { id: 'a' }, desc: 'Saved' }));
    const result = await client.GET('/thing');
    expect(unwrap(result)).toEqual({ id: 'a' });
    expect(unwrapEnvelope(result)).toEqual({ data: { id: 'a' }, desc: 'Saved' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it.each([200, 1000, 1002, 1102, 2002])('treats business code %i as no error', async (code) => {
    const { client, notifyError } = setup(() => json(200, { code, data: { id: 'b' }, desc: 'info' }));
    expect(unwrap(await client.GET('/thing'))).toEqual({ id: 'b' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('shows the server desc of an error and throws an ApiError with the fields', async () => {
    const body = {
      code: 422,
      data: { errorCode: 'address.defaultNotDeletable', fields: [{ path: 'id', code: 'x', message: 'm' }] },
      desc: 'The default address cannot be deleted',
    };
    const { client, notifyError } = setup(() => json(422, body));
    const result = await client.GET('/thing');
    expect(notifyError).toHaveBeenCalledWith('The default address cannot be deleted', expect.any(String));
    const error = (() => {
      try {
        unwrap(result);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 422,
      errorCode: 'address.defaultNotDeletable',
      desc: body.desc,
    });
    expect((error as ApiError).fields).toHaveLength(1);
  });

  it('treats a business error inside HTTP 200 as an error', async () => {
    const { client, notifyError } = setup(() =>
      json(200, { code: 500, data: { errorCode: 'x' }, desc: 'Boom' }),
    );
    const result = await client.GET('/thing');
    expect(notifyError).toHaveBeenCalledWith('Boom', expect.any(String));
    expect(() => unwrap(result)).toThrow(ApiError);
  });

  it('stays silent when the request carries the hide header, but still throws', async () => {
    const { client, notifyError } = setup(() =>
      json(400, { code: 400, data: { errorCode: 'x' }, desc: 'Bad' }),
    );
    const result = await client.GET('/thing', { headers: HIDE_ERROR_HEADERS });
    expect(notifyError).not.toHaveBeenCalled();
    expect(() => unwrap(result)).toThrow('Bad');
  });

  it('names the HTTP status when the body is not an envelope', async () => {
    const { client, notifyError } = setup(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const result = await client.GET('/thing');
    expect(notifyError).toHaveBeenCalledWith('Request failed (502)', expect.any(String));
    expect(() => unwrap(result)).toThrow(ApiError);
  });

  it('opens the monitoring package modal for code 2001 instead of a red message', async () => {
    const onMonitoringPackage = vi.fn();
    const { client, notifyError } = setup(() => json(200, { code: 2001, data: null, desc: 'x' }), {
      onMonitoringPackage,
    });
    await client.GET('/thing');
    expect(onMonitoringPackage).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('session timeout', () => {
  it('reports 401/499 once at a time, and again after a new login', async () => {
    const { client, notifyError, onSessionTimeout } = setup((request) =>
      json(request.url.endsWith('?s=499') ? 499 : 401, {
        code: 401,
        data: { errorCode: 'auth.sessionExpired' },
        desc: 'x',
      }),
    );
    setSession({ token: 'old', tenantId: null });
    await Promise.all([
      client.GET('/thing'),
      client.GET('/thing'),
      client.GET('/thing', { params: { query: { s: 499 } } } as never),
    ]);
    expect(onSessionTimeout).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('Time out, please re-login (401)');

    clearSession();
    await client.GET('/thing'); // signed out: not a timeout, and no message (the guards redirect)
    expect(onSessionTimeout).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledTimes(1);

    setSession({ token: 'new', tenantId: null });
    await client.GET('/thing');
    expect(onSessionTimeout).toHaveBeenCalledTimes(2);
  });
});

describe('request timeout', () => {
  it('aborts after 60 s and says so', async () => {
    vi.useFakeTimers();
    const { client, notifyError } = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const pending = client.GET('/thing');
    const settled = expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(notifyError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(notifyError).toHaveBeenCalledWith('network:timeout', expect.any(String));
  });
});

describe('retries (one red message per logical request)', () => {
  it('shows the message of a failing call once however often it is retried, again after 5 s', async () => {
    vi.useFakeTimers();
    const { client, notifyError } = setup(() =>
      json(503, { code: 503, data: { errorCode: 'db.unavailable' }, desc: 'Service unavailable' }),
    );
    await client.GET('/thing');
    await client.GET('/thing'); // react-query's retry of the same call
    expect(notifyError).toHaveBeenCalledTimes(1);
    await client.GET('/thing', { params: { query: { page: 2 } } } as never); // another call
    expect(notifyError).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    await client.GET('/thing');
    expect(notifyError).toHaveBeenCalledTimes(3);
  });

  it('does not let a hidden call use up the message of a visible one', async () => {
    const { client, notifyError } = setup(() =>
      json(400, { code: 400, data: { errorCode: 'x' }, desc: 'Bad' }),
    );
    await client.GET('/thing', { headers: HIDE_ERROR_HEADERS });
    await client.GET('/thing');
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('shows a network failure once for its retries', async () => {
    const { client, notifyError } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.GET('/thing')).rejects.toThrow();
    await expect(client.GET('/thing')).rejects.toThrow();
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('network:network', expect.any(String));
  });
});

describe('business codes that are errors (spec §8)', () => {
  it.each([1, 400, 500, 1001, 2003, 9999])('shows code %i with the server desc', async (code) => {
    const { client, notifyError } = setup(() =>
      json(200, { code, data: { errorCode: 'x' }, desc: `d${code}` }),
    );
    const result = await client.GET('/thing');
    expect(notifyError).toHaveBeenCalledWith(`d${code}`, expect.any(String));
    expect(() => unwrap(result)).toThrow(ApiError);
  });

  it('falls back to the HTTP text when an error envelope has no desc', async () => {
    const { client, notifyError } = setup(() => json(500, { code: 500, data: { errorCode: 'x' }, desc: '' }));
    await client.GET('/thing');
    expect(notifyError).toHaveBeenCalledWith('Request failed (500)', expect.any(String));
  });

  it('shows 2001 as the modal even with the hide header, and never as a red message', async () => {
    const onMonitoringPackage = vi.fn();
    const { client, notifyError } = setup(() => json(200, { code: 2001, data: null, desc: 'x' }), {
      onMonitoringPackage,
    });
    const result = await client.GET('/thing', { headers: HIDE_ERROR_HEADERS });
    expect(onMonitoringPackage).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
    expect(() => unwrap(result)).toThrow(ApiError);
  });
});

describe('one red message per form (the refusal leaves when the form is submitted again)', () => {
  const FORM = 'POST http://portal.test/api/v1/thing';
  const invalid = {
    code: 400,
    data: {
      errorCode: 'validation.failed',
      fields: [{ path: 'name', code: 'validation.required', message: 'Required' }],
    },
    desc: 'Some fields are not valid. Check the highlighted fields.',
  };

  it('names the message by the form, takes it off when the form is sent again, and shows a new refusal', async () => {
    const answers = [
      json(400, invalid),
      json(400, invalid),
      json(200, { code: 0, data: { id: 'a' }, desc: 'Saved' }),
    ];
    const { client, notifyError, dismissError } = setup(() => answers.shift() ?? json(500, {}));
    await client.POST('/thing');
    expect(notifyError).toHaveBeenCalledWith(invalid.desc, FORM);
    expect(dismissError).toHaveBeenCalledTimes(1); // before the first submit: nothing to take off
    await client.POST('/thing');
    expect(dismissError).toHaveBeenLastCalledWith(FORM);
    expect(notifyError).toHaveBeenCalledTimes(2); // the same refusal again is news, not a retry
    await client.POST('/thing');
    expect(dismissError).toHaveBeenCalledTimes(3);
    expect(notifyError).toHaveBeenCalledTimes(2);
  });

  it('a read never takes a message off', async () => {
    const { client, dismissError } = setup(() => json(200, { code: 0, data: { id: 'a' }, desc: '' }));
    await client.GET('/thing');
    expect(dismissError).not.toHaveBeenCalled();
  });

  it('a refusal whose text is a field error is left to the field (shown once)', async () => {
    const voucher = 'A voucher number is required';
    const { client, notifyError } = setup(() =>
      json(422, {
        code: 422,
        data: {
          errorCode: 'payment.voucherRequired',
          fields: [{ path: 'voucherNo', code: 'payment.voucherRequired', message: voucher }],
        },
        desc: voucher,
      }),
    );
    await client.POST('/thing');
    expect(notifyError).not.toHaveBeenCalled();
  });
});
