import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { rules } from '@procure/shared-validation';
import { AppError, fieldError } from './app-error.ts';
import { createServer } from './create-server.ts';
import { envelopeSchema, errorResponses, ok } from './envelope.ts';
import { healthRoutes } from './health.ts';

let app: FastifyInstance;
const publicRoute = { config: { access: { public: true } } } as const;

beforeAll(async () => {
  app = await createServer({ logLevel: 'silent', prettyLogs: false });
  let up = true;
  app.decorate('database', {
    kind: 'postgres',
    db: undefined as never,
    raw: { kind: 'offline' },
    migrate: async () => undefined,
    ping: async () => {
      if (!up) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    },
    close: async () => undefined,
  });
  app.decorate('setUp', (value: boolean) => {
    up = value;
  });
  await app.register(healthRoutes);
  app.post(
    '/echo',
    {
      ...publicRoute,
      schema: {
        body: z.object({ phone: rules.mobile, count: z.number().int() }),
        response: { 200: envelopeSchema(z.object({ phone: z.string() })), ...errorResponses(400) },
      },
    },
    async (request) => ok({ phone: (request.body as { phone: string }).phone, secret: 'stripped' }, 'done'),
  );
  app.get('/app-error', publicRoute, async () => {
    throw new AppError(422, 'address.defaultNotDeletable');
  });
  app.get('/field-error', publicRoute, async () => {
    throw fieldError('regionCode', 'validation.regionCode');
  });
  app.get('/bug', publicRoute, async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app.ts:42');
  });
  app.get('/duplicate', publicRoute, async () => {
    throw new Error('Failed query', {
      cause: Object.assign(new Error('dup key users_mobile_key'), { code: '23505' }),
    });
  });
  app.get('/db-down', publicRoute, async () => {
    throw new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '57P01' }) });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('the error handler', () => {
  it('turns zod failures into 400 validation.failed with translated fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { phone: '123', count: 1.5 },
      headers: { language: 'en_us' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.data.errorCode).toBe('validation.failed');
    expect(body.data.fields.map((f: { path: string; code: string }) => [f.path, f.code])).toEqual([
      ['phone', 'validation.mobile'],
      ['count', 'validation.invalidType'],
    ]);
    expect(body.data.fields[0].message).toMatch(/mobile/i);
    const zh = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { phone: '123', count: 1 },
      headers: { language: 'zh_cn' },
    });
    expect(zh.json().data.fields[0].message).toMatch(/手机/);
  });

  it('serialises only declared response fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { phone: '13912345678', count: 1 },
    });
    expect(res.json()).toEqual({ code: 0, data: { phone: '13912345678' }, desc: 'done' });
  });

  it('maps AppError to its status and translated code', async () => {
    const res = await app.inject({ method: 'GET', url: '/app-error', headers: { language: 'en_us' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, data: { errorCode: 'address.defaultNotDeletable' } });
    const field = await app.inject({ method: 'GET', url: '/field-error' });
    expect(field.json().data.fields).toEqual([
      { path: 'regionCode', code: 'validation.regionCode', message: expect.stringMatching(/\S/) },
    ]);
  });

  it('hides the internals of an unexpected error behind a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug', headers: { language: 'en_us' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      data: { errorCode: 'common.internal' },
      desc: 'Something went wrong on our side. Try again later.',
    });
    expect(res.body).not.toContain('secret_table');
  });

  it('answers a unique violation that escaped the checks as 409 common.conflict, without internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/duplicate' });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.errorCode).toBe('common.conflict');
    expect(res.body).not.toContain('users_mobile_key');
  });

  it('answers 503 with Retry-After when the database is gone', async () => {
    const res = await app.inject({ method: 'GET', url: '/db-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().data.errorCode).toBe('service.unavailable');
  });

  it('answers 404 with the envelope for unknown routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/nope', headers: { language: 'en_us' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      data: { errorCode: 'common.notFound' },
      desc: 'The requested item does not exist',
    });
  });
});

describe('GET /health', () => {
  it('follows the database: 200 up, 503 + Retry-After down, 200 again', async () => {
    const setUp = (app as unknown as { setUp: (v: boolean) => void }).setUp;
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      code: 0,
      data: { status: 'ok', database: 'up' },
      desc: '',
    });
    setUp(false);
    const down = await app.inject({ method: 'GET', url: '/health' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    setUp(true);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
