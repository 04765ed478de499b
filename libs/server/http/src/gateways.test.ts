import { describe, expect, it } from 'vitest';
import { createServer } from './create-server.ts';
import { GATEWAYS, gatewayOf, registerGateways } from './gateways.ts';

describe('gateways', () => {
  it('lists the eleven prefixes of the specification', () => {
    expect(GATEWAYS.map((g) => g.prefix)).toEqual([
      '/api/v1',
      '/projectApi',
      '/pmsApi',
      '/bi',
      '/tenant-bi',
      '/rfp',
      '/bid',
      '/zpay',
      '/zctt',
      '/slcApi',
      '/commonApi',
    ]);
  });

  it('finds the gateway of a URL by whole path segment', () => {
    expect(gatewayOf('/bi/report')?.id).toBe('bi');
    expect(gatewayOf('/tenant-bi/report')?.id).toBe('tenant-bi');
    expect(gatewayOf('/bid/qxb/enterprise/details')?.id).toBe('bid');
    expect(gatewayOf('/bidding')).toBeUndefined();
    expect(gatewayOf('/health')).toBeUndefined();
  });

  it('mounts each contribution under its gateway prefix', async () => {
    const app = await createServer({ logLevel: 'silent', prettyLogs: false });
    await registerGateways(app, [
      {
        gateway: 'bid',
        name: 'test',
        routes: async (scope) => {
          scope.get('/ping', { config: { access: { public: true } } }, async () => ({ pong: true }));
        },
      },
    ]);
    expect((await app.inject({ method: 'GET', url: '/bid/ping' })).json()).toEqual({ pong: true });
    expect((await app.inject({ method: 'GET', url: '/api/v1/ping' })).statusCode).toBe(404);
    await app.close();
  });
});
