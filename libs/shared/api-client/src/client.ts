import createClient from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import type { paths as ApiV1Paths } from './generated/api-v1.ts';
import type { paths as BidPaths } from './generated/bid.ts';
import { DEFAULT_REQUEST_TIMEOUT_MS, getConfig, replaceConfig } from './config.ts';
import type { ApiClientConfig } from './config.ts';
import { procureMiddleware } from './middleware.ts';
import { resetNotified } from './notify-once.ts';
import { resetSessionTimeout, setSessionAppKey } from './session.ts';
import { withTimeout } from './timed-fetch.ts';

export type { ApiV1Paths, BidPaths };

// One client per gateway, created lazily so that it captures the configured fetch (STACK trap 8).
const clients = new Map<string, Client<object>>();

/** Configures every gateway client of this app; call once at start-up (and in tests, per test). */
export function configureApiClient(config: ApiClientConfig): void {
  replaceConfig(config);
  setSessionAppKey(config.appKey);
  resetSessionTimeout();
  resetNotified();
  clients.clear();
}

/** An openapi-fetch client for a gateway prefix with the house middleware. */
export function gatewayClient<Paths extends object>(baseUrl: string): Client<Paths> {
  const existing = clients.get(baseUrl);
  if (existing) return existing as Client<Paths>;
  const config = getConfig();
  const baseFetch = config.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<Paths>({
    baseUrl: `${config.origin ?? ''}${baseUrl}`,
    fetch: withTimeout(baseFetch, config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS),
  });
  client.use(procureMiddleware);
  clients.set(baseUrl, client as Client<object>);
  return client;
}

/** The base gateway `/api/v1`. */
export function apiV1(): Client<ApiV1Paths> {
  return gatewayClient<ApiV1Paths>('/api/v1');
}

/** The gateway `/bid` (spec §7: enterprise risk under /bid/qxb/enterprise). */
export function bidApi(): Client<BidPaths> {
  return gatewayClient<BidPaths>('/bid');
}
