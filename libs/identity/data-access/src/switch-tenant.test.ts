import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, getSession, isApiError, setSession } from '@procure/shared-api-client';
import { identityKeys } from './identity-keys.ts';
import { switchTenant } from './switch-tenant.ts';

const HUAXIA = '00000000-0000-4000-8000-000000001001';
const DONGFANG = '00000000-0000-4000-8000-000000001002';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

let requests: Request[];
function serve(respond: (request: Request) => Response) {
  requests = [];
  configureApiClient({
    appKey: 'buyer',
    origin: 'http://api.test',
    notifyError: vi.fn(),
    onSessionTimeout: vi.fn(),
    getLanguage: () => 'en_us',
    timeoutMessage: () => 'Time out',
    fetch: async (request) => {
      requests.push(request);
      return respond(request);
    },
  });
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  setSession({ token: 'tok', tenantId: HUAXIA });
});
afterEach(() => vi.unstubAllGlobals());

describe('switchTenant', () => {
  it('calls /switchTenant for a buyer and /switchVdTenant for a supplier, then stores the new tenant', async () => {
    serve(() => json(200, { code: 0, data: { loginTenantId: DONGFANG, tenantList: [] }, desc: '' }));
    await switchTenant(DONGFANG, 'buyer');
    expect(new URL(requests[0]!.url).pathname).toMatch(/\/switchTenant$/);
    expect(new URL(requests[0]!.url).searchParams.get('tenantId')).toBe(DONGFANG);
    expect(getSession()).toEqual({ token: 'tok', tenantId: DONGFANG });
    // Query keys follow the stored tenant: nothing cached under Huaxia is read again.
    expect(identityKeys.currentUser()).toEqual(['tenant', DONGFANG, 'identity', 'currentUser']);

    await switchTenant(HUAXIA, 'supplier');
    expect(new URL(requests[1]!.url).pathname).toMatch(/\/switchVdTenant$/);
  });

  it('leaves the session as it was when the server refuses', async () => {
    serve(() => json(403, { code: 403, data: { errorCode: 'tenant.notMember' }, desc: 'no' }));
    const error = await switchTenant(DONGFANG, 'buyer').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(403);
    expect(getSession().tenantId).toBe(HUAXIA);
  });
});
