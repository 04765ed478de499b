import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

type Uploaded = { id: string; name: string; size: number; type: number; contentType: string; url: string };

const HUAXIA = '00000000-0000-4000-8000-000000001001';
const DONGFANG = '00000000-0000-4000-8000-000000001002';
const PURCHASER = '00000000-0000-4000-8000-000000003002';
// A real 1×1 PNG, a minimal PDF, and a Windows executable's header.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A multipart/form-data body with the `type` field and one `file` part. */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; mime?: string }) {
  const boundary = `----procure${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.mime ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
let admin: string;
const countFiles = async () => Number((await t.sql<{ n: string }>('select count(*) as n from files'))[0]?.n);

function upload(
  token: string | undefined,
  type: string,
  file?: { name: string; bytes: Buffer; mime?: string },
) {
  const { payload, headers } = multipart({ type }, file);
  return t.request({ method: 'POST', url: '/api/v1/file/upload', token, headers, payload });
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

describe('POST /file/upload', () => {
  it('stores an image and reads it back with its sniffed type and a Chinese file name', async () => {
    const res = await upload(admin, '8', { name: '商品图片.png', bytes: PNG, mime: 'text/plain' });
    expect(res.statusCode).toBe(200);
    const file = body<Uploaded>(res).data;
    expect(file).toMatchObject({ name: '商品图片.png', size: PNG.length, type: 8, contentType: 'image/png' });
    expect(file.url).toBe(`/api/v1/file/${file.id}`);
    const read = await t.request({ method: 'GET', url: file.url, token: admin });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['content-disposition']).toBe(
      `inline; filename="____.png"; filename*=UTF-8''%E5%95%86%E5%93%81%E5%9B%BE%E7%89%87.png`,
    );
    expect(read.rawPayload.equals(PNG)).toBe(true);
    const [row] = await t.sql<{ tenant_id: string; sha256: string }>(
      'select tenant_id, sha256 from files where id = $1',
      [file.id],
    );
    expect(row?.tenant_id).toBe(HUAXIA);
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a PDF attachment whatever the name says, and serves it as PDF', async () => {
    const res = await upload(admin, '1', { name: 'scan.jpg', bytes: PDF });
    expect(res.statusCode).toBe(200);
    expect(body<Uploaded>(res).data.contentType).toBe('application/pdf');
  });

  it('refuses an executable renamed .pdf (422) and stores nothing', async () => {
    const before = await countFiles();
    const res = await upload(admin, '1', { name: 'invoice.pdf', bytes: EXE, mime: 'application/pdf' });
    expect(res.statusCode).toBe(422);
    expect(body<ErrorData>(res).data.errorCode).toBe('validation.fileType');
    expect(await countFiles()).toBe(before);
  });

  it('takes only images as a logo: SVG and PDF are refused', async () => {
    expect(
      (await upload(admin, '4', { name: 'logo.svg', bytes: SVG, mime: 'image/svg+xml' })).statusCode,
    ).toBe(422);
    expect((await upload(admin, '4', { name: 'logo.png', bytes: PDF })).statusCode).toBe(422);
    const ok = await upload(admin, '4', { name: 'logo.png', bytes: PNG });
    expect(ok.statusCode).toBe(200);
    expect(body<Uploaded>(ok).data.url).toMatch(new RegExp(`^/api/v1/file/logo/${HUAXIA}/`));
  });

  it('answers 413 over 30 MB, in the envelope, and stores nothing', async () => {
    const before = await countFiles();
    const big = Buffer.concat([PDF, Buffer.alloc(30 * 1024 * 1024 + 1 - PDF.length)]);
    const res = await upload(admin, '1', { name: 'big.pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(body<ErrorData>(res)).toMatchObject({ code: 413, data: { errorCode: 'common.payloadTooLarge' } });
    expect(await countFiles()).toBe(before);
  });

  it('refuses an unknown type code and a missing file with field errors', async () => {
    const badType = await upload(admin, '99', { name: 'a.pdf', bytes: PDF });
    expect(badType.statusCode).toBe(400);
    expect(body<ErrorData>(badType).data.fields?.[0]).toMatchObject({
      path: 'type',
      code: 'validation.oneOf',
    });
    const noFile = await upload(admin, '1');
    expect(noFile.statusCode).toBe(400);
    expect(body<ErrorData>(noFile).data.fields?.[0]?.path).toBe('file');
  });

  it('needs a session (401) and a tenant (operations staff: 403)', async () => {
    expect((await upload(undefined, '1', { name: 'a.pdf', bytes: PDF })).statusCode).toBe(401);
    const ops = await t.login('ops', 'ops');
    expect((await upload(ops, '1', { name: 'a.pdf', bytes: PDF })).statusCode).toBe(403);
  });
});

describe('GET /file/{id}', () => {
  it("answers another tenant's file exactly like an absent one (404)", async () => {
    const foreign = randomUUID();
    await t.sql(
      `insert into files (id, tenant_id, type, name, content_type, size, sha256, bytes, uploaded_by)
       values ($1, $2, 1, 'secret.pdf', 'application/pdf', $3, 'x', $4, $5)`,
      [foreign, DONGFANG, PDF.length, PDF, PURCHASER],
    );
    const a = await t.request({ method: 'GET', url: `/api/v1/file/${foreign}`, token: admin });
    const b = await t.request({ method: 'GET', url: `/api/v1/file/${randomUUID()}`, token: admin });
    expect(a.statusCode).toBe(404);
    expect(a.body).toBe(b.body);
    // Not even the public logo route opens it.
    const c = await t.request({ method: 'GET', url: `/api/v1/file/logo/${DONGFANG}/${foreign}` });
    expect(c.statusCode).toBe(404);
  });

  it('serves a logo without a token, but no other type through the logo route', async () => {
    const logo = body<Uploaded>(await upload(admin, '4', { name: 'logo.png', bytes: PNG })).data;
    const res = await t.request({ method: 'GET', url: logo.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const doc = body<Uploaded>(await upload(admin, '1', { name: 'a.pdf', bytes: PDF })).data;
    const viaLogo = await t.request({ method: 'GET', url: `/api/v1/file/logo/${HUAXIA}/${doc.id}` });
    expect(viaLogo.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: doc.url })).statusCode).toBe(401);
  });

  it('validates the id by pattern', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/file/not-a-uuid', token: admin });
    expect(res.statusCode).toBe(400);
  });
});
