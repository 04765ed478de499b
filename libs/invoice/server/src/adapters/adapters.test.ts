import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createInvoiceAdapters,
  httpOcr,
  httpTaxVerifier,
  simulatorOcr,
  simulatorTaxVerifier,
} from './index.ts';

// The invoice adapters (issue #15): the HTTP ones against local HTTP servers, and the simulators.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

type Received = { auth: string | undefined; body: Record<string, unknown> };

async function service(status: number, answer: string): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    received.push({ auth: req.headers.authorization, body: JSON.parse(text) as Record<string, unknown> });
    res.writeHead(status, { 'content-type': 'application/json' }).end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/svc`, received };
}

const pdf = (text: string) => ({
  name: 'invoice.pdf',
  contentType: 'application/pdf',
  bytes: Buffer.from(`%PDF-1.4\n${text}\n%%EOF`),
});
const request = {
  invoiceCode: '044031900111',
  invoiceNumber: '12345678',
  invoiceDate: '2026-11-20',
  amountExclTax: '100.00',
  totalAmount: '113.00',
  checkCode: '',
  sellerTaxNo: '91310000MA1FL4XQ3K',
  buyerTaxNo: '91330100MA2H0X7Y1Q',
};

describe('OCR adapters', () => {
  it('HTTP: POSTs the file as base64 JSON with the bearer token and keeps only the known fields', async () => {
    const svc = await service(
      200,
      JSON.stringify({ invoiceCode: '044031900111', invoiceNumber: '12345678', evil: 'x' }),
    );
    const result = await httpOcr({ url: svc.url, token: 'ocr-token' }).recognise(pdf('hello'));
    expect(result).toEqual({
      provider: 'http',
      simulated: false,
      fields: { invoiceCode: '044031900111', invoiceNumber: '12345678' },
    });
    expect(svc.received[0]?.auth).toBe('Bearer ocr-token');
    expect(Buffer.from(String(svc.received[0]?.body.contentBase64), 'base64').toString()).toContain('hello');
    expect(svc.received[0]?.body.fileName).toBe('invoice.pdf');
  });

  it('HTTP: fails on a non-2xx answer or a body that is not JSON', async () => {
    const down = await service(502, '{}');
    await expect(httpOcr({ url: down.url, token: undefined }).recognise(pdf('x'))).rejects.toThrow(/502/);
    const garbage = await service(200, 'not json');
    await expect(httpOcr({ url: garbage.url, token: undefined }).recognise(pdf('x'))).rejects.toThrow();
  });

  it('simulator: reads the PROCURE-OCR marker, else derives the same fields from the same bytes', async () => {
    const ocr = simulatorOcr();
    const marked = await ocr.recognise(
      pdf('BT (PROCURE-OCR{"invoiceCode":"044031900111","totalAmount":"113.00"}) Tj ET'),
    );
    expect(marked).toEqual({
      provider: 'simulator',
      simulated: true,
      fields: { invoiceCode: '044031900111', totalAmount: '113.00' },
    });
    const first = await ocr.recognise(pdf('no marker'));
    const again = await ocr.recognise(pdf('no marker'));
    expect(first).toEqual(again);
    expect(first.fields.invoiceCode).toMatch(/^\d{12}$/);
    expect(first.fields.invoiceNumber).toMatch(/^\d{8}$/);
    expect((await ocr.recognise(pdf('other'))).fields.invoiceNumber).not.toBe(first.fields.invoiceNumber);
  });
});

describe('tax verification adapters', () => {
  it('HTTP: POSTs the fields and reads { authentic, reason }', async () => {
    const svc = await service(200, JSON.stringify({ authentic: false, reason: 'amount differs' }));
    const result = await httpTaxVerifier({ url: svc.url, token: 't' }).verify(request);
    expect(result).toEqual({
      provider: 'http',
      simulated: false,
      authentic: false,
      reason: 'amount differs',
    });
    expect(svc.received[0]).toEqual({ auth: 'Bearer t', body: request });
  });

  it('HTTP: fails on a non-2xx answer or a malformed one', async () => {
    const down = await service(500, '{}');
    await expect(httpTaxVerifier({ url: down.url, token: undefined }).verify(request)).rejects.toThrow(/500/);
    const bad = await service(200, '{"authentic":"yes"}');
    await expect(httpTaxVerifier({ url: bad.url, token: undefined }).verify(request)).rejects.toThrow();
  });

  it('simulator: authentic, except a number ending in 9999 or equal tax numbers', async () => {
    const verifier = simulatorTaxVerifier();
    expect((await verifier.verify(request)).authentic).toBe(true);
    expect((await verifier.verify({ ...request, invoiceNumber: '12349999' })).authentic).toBe(false);
    expect((await verifier.verify({ ...request, buyerTaxNo: request.sellerTaxNo })).authentic).toBe(false);
  });

  it('configuration: simulators by default, http needs its URL', () => {
    const adapters = createInvoiceAdapters({ OCR_PROVIDER: 'simulator', TAX_VERIFY_PROVIDER: 'simulator' });
    expect([adapters.ocr.name, adapters.taxVerifier.name]).toEqual(['simulator', 'simulator']);
    expect(() => createInvoiceAdapters({ OCR_PROVIDER: 'http', TAX_VERIFY_PROVIDER: 'simulator' })).toThrow(
      /OCR_HTTP_URL/,
    );
  });
});
