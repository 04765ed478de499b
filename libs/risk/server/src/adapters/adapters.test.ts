import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createBusinessInfoAdapter, httpBusinessInfo, simulatorBusinessInfo } from './index.ts';

// The business-information adapters (issue #16 §6): the HTTP one against a local HTTP server, and the
// simulator's determinism.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

type Received = { path: string | undefined; auth: string | undefined; body: Record<string, unknown> };

async function service(status: number, answer: (path: string) => string) {
  const received: Received[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    received.push({
      path: req.url,
      auth: req.headers.authorization,
      body: JSON.parse(text) as Record<string, unknown>,
    });
    res.writeHead(status, { 'content-type': 'application/json' }).end(answer(req.url ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/qxb/`, received };
}

const query = { socialCreditCode: '91330106MA2B3C4D5D', name: '杭州安达劳保用品有限公司' };
const signal = {
  key: 'S-1',
  kind: 'dishonesty',
  level: 3,
  title: '被列为失信被执行人',
  content: '…',
  source: '法院',
  occurredOn: '2026-11-01',
};

describe('HTTP adapter', () => {
  it('POSTs details and signals with the bearer token and reads the answers and their cost units', async () => {
    const svc = await service(200, (path) =>
      path.endsWith('/details')
        ? JSON.stringify({
            costUnits: 2,
            data: { name: query.name, socialCreditCode: query.socialCreditCode, extra: 1 },
          })
        : JSON.stringify({ data: [signal, { ...signal, key: 'S-2', kind: 'opinion' }] }),
    );
    const adapter = httpBusinessInfo({ url: svc.url, token: 'secret' });
    const details = await adapter.details(query);
    expect(details).toMatchObject({ provider: 'http', simulated: false, costUnits: 2 });
    expect(details.data).toMatchObject({ name: query.name, legalRepresentative: '' });
    expect(details.data).not.toHaveProperty('extra');
    const signals = await adapter.signals(query, 'dishonesty', '2026-11-26');
    // Cost units default to 1; a signal of another kind than asked is dropped.
    expect(signals).toMatchObject({ provider: 'http', simulated: false, costUnits: 1 });
    expect(signals.data.map((s) => s.key)).toEqual(['S-1']);
    expect(svc.received.map((r) => r.path)).toEqual(['/qxb/details', '/qxb/signals']);
    expect(svc.received[0]?.auth).toBe('Bearer secret');
    expect(svc.received[1]?.body).toEqual({ ...query, kind: 'dishonesty', asOf: '2026-11-26' });
  });

  it('fails on a non-2xx answer, a body that is not JSON or a malformed signal', async () => {
    const down = await service(502, () => '{}');
    await expect(httpBusinessInfo({ url: down.url, token: undefined }).details(query)).rejects.toThrow(/502/);
    const garbage = await service(200, () => 'not json');
    await expect(httpBusinessInfo({ url: garbage.url, token: undefined }).details(query)).rejects.toThrow();
    const bad = await service(200, () => JSON.stringify({ data: [{ ...signal, level: 7 }] }));
    await expect(
      httpBusinessInfo({ url: bad.url, token: undefined }).signals(query, 'dishonesty', '2026-11-26'),
    ).rejects.toThrow();
  });
});

describe('simulator', () => {
  const sim = simulatorBusinessInfo();

  it('says it is a simulator and answers the same for the same code, kind and day', async () => {
    expect([sim.name, sim.simulated]).toEqual(['simulator', true]);
    const first = await sim.signals(query, 'opinion', '2026-11-26');
    expect(first).toMatchObject({ provider: 'simulator', simulated: true, costUnits: 1 });
    expect(await simulatorBusinessInfo().signals(query, 'opinion', '2026-11-26')).toEqual(first);
    expect(await sim.details(query)).toEqual(await simulatorBusinessInfo().details(query));
    expect((await sim.details(query)).data.businessScope).toMatch(/模拟/);
  });

  it('a later day keeps the signals of the year before it and may add new ones, never changes one', async () => {
    const day1 = (await sim.signals(query, 'opinion', '2026-11-26')).data;
    const day30 = (await sim.signals(query, 'opinion', '2026-12-26')).data;
    const keys30 = new Set(day30.map((s) => s.key));
    const stillInYear = day1.filter((s) => s.occurredOn > '2025-12-26');
    expect(stillInYear.every((s) => keys30.has(s.key))).toBe(true);
    expect(day30.length).toBeGreaterThan(0);
    for (const s of day30) expect(s.occurredOn <= '2026-12-26' && s.occurredOn > '2025-12-26').toBe(true);
    const same = day30.find((s) => s.key === stillInYear[0]?.key);
    if (stillInYear[0]) expect(same).toEqual(stillInYear[0]);
  });

  it('companies differ: a clean profile has no dishonesty, the risky demo supplier has some', async () => {
    const risky = await sim.signals(query, 'dishonesty', '2026-11-26');
    expect(risky.data.length).toBeGreaterThan(0);
    expect(risky.data.every((s) => s.level === 3 && s.kind === 'dishonesty')).toBe(true);
    const clean = await sim.signals(
      { socialCreditCode: '91310115MA1K4XY7DD', name: '上海精密' },
      'dishonesty',
      '2026-11-26',
    );
    expect(clean.data).toEqual([]);
  });

  it('configuration: the simulator by default, http needs its URL', () => {
    expect(createBusinessInfoAdapter({ RISK_PROVIDER: 'simulator' }).name).toBe('simulator');
    expect(() => createBusinessInfoAdapter({ RISK_PROVIDER: 'http' })).toThrow(/RISK_HTTP_URL/);
    expect(
      createBusinessInfoAdapter({ RISK_PROVIDER: 'http', RISK_HTTP_URL: 'http://127.0.0.1:9' }).name,
    ).toBe('http');
  });
});
