import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('envelope and statuses', () => {
  it('GET /health answers the success envelope while the database is up', async () => {
    const res = await t.request({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ code: 0, data: { status: 'ok', database: 'up' }, desc: '' });
  });

  it('answers 404 with the envelope for an unknown route, in both languages', async () => {
    const en = await t.request({ method: 'GET', url: '/api/v1/nothing/here', language: 'en_us' });
    expect(en.statusCode).toBe(404);
    expect(body(en)).toEqual({
      code: 404,
      data: { errorCode: 'common.notFound' },
      desc: 'The requested item does not exist',
    });
    const zh = await t.request({ method: 'GET', url: '/bid/nothing', language: 'zh_cn' });
    expect(body(zh)).toEqual({ code: 404, data: { errorCode: 'common.notFound' }, desc: '请求的数据不存在' });
    // No language header: Chinese, the default.
    expect(body(await t.request({ method: 'GET', url: '/nothing' })).desc).toBe('请求的数据不存在');
  });

  it('answers 400 for malformed JSON without leaking parser details', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/tenant/buyer/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
      language: 'en_us',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({
      code: 400,
      data: { errorCode: 'request.invalid' },
      desc: 'This value is not in the expected format',
    });
  });

  it('answers 401 before looking at the body of a protected route', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/person/addresses/addOrModify',
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(401);
    expect(body<ErrorData>(res).data.errorCode).toBe('auth.unauthenticated');
  });

  it('sends security headers (helmet)', async () => {
    const res = await t.request({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('registers every gateway prefix of the specification', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/api/v1/');
    for (const prefix of [
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
    ]) {
      const res = await t.request({ method: 'GET', url: `${prefix}/unknown` });
      expect(res.statusCode, prefix).toBe(404);
      expect(body<ErrorData>(res).data.errorCode).toBe('common.notFound');
    }
  });
});
