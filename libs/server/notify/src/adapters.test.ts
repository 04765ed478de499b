import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { httpSmsNotifier } from './http-sms.ts';
import { smtpEmailNotifier } from './smtp-email.ts';
import { createNotifier } from './create-notifier.ts';
import type { Db } from '@procure/server-db';
import type { FastifyBaseLogger } from 'fastify';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

type Received = { method?: string; auth?: string | undefined; type?: string | undefined; body: unknown };

async function smsGateway(status: number): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    received.push({
      method: req.method,
      auth: req.headers.authorization,
      type: req.headers['content-type'],
      body: JSON.parse(text),
    });
    res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, received };
}

const message = { channel: 'sms' as const, to: '13800000001', subject: 'Code', body: 'Your code is 123456' };

describe('HTTP SMS adapter', () => {
  it('POSTs the number and text as JSON with the bearer token', async () => {
    const gateway = await smsGateway(200);
    await httpSmsNotifier({ url: gateway.url, token: 'secret-token' }).send(message);
    expect(gateway.received).toEqual([
      {
        method: 'POST',
        auth: 'Bearer secret-token',
        type: 'application/json',
        body: { to: '13800000001', body: 'Your code is 123456' },
      },
    ]);
  });

  it('fails when the gateway does not answer 2xx', async () => {
    const gateway = await smsGateway(502);
    await expect(httpSmsNotifier({ url: gateway.url, token: undefined }).send(message)).rejects.toThrow(
      /502/,
    );
  });
});

describe('SMTP e-mail adapter', () => {
  it('delivers subject and text to an SMTP server', async () => {
    const mails: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const port = (server.server.address() as AddressInfo).port;

    const mailer = smtpEmailNotifier({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@procure.test' });
    cleanups.push(async () => mailer.close());
    await mailer.send({
      channel: 'email',
      to: 'buyer@example.com',
      subject: 'Login code',
      body: 'Code 654321',
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.from).toBe('no-reply@procure.test');
    expect(mails[0]?.to).toEqual(['buyer@example.com']);
    expect(mails[0]?.data).toContain('Subject: Login code');
    expect(mails[0]?.data).toContain('Code 654321');
  });
});

describe('createNotifier', () => {
  const deps = { db: {} as Db, log: { info: () => undefined } as unknown as FastifyBaseLogger };

  it('is the simulator unless a real provider is configured', () => {
    expect(createNotifier({ SMS_PROVIDER: 'simulator', EMAIL_PROVIDER: 'simulator' }, deps).name).toBe(
      'simulator',
    );
  });

  it('routes SMS to the HTTP gateway when configured', async () => {
    const gateway = await smsGateway(200);
    const notifier = createNotifier(
      { SMS_PROVIDER: 'http', SMS_HTTP_URL: gateway.url, SMS_HTTP_TOKEN: 't', EMAIL_PROVIDER: 'simulator' },
      deps,
    );
    expect(notifier.name).toBe('sms:http,email:simulator');
    await notifier.send(message);
    expect(gateway.received).toHaveLength(1);
  });

  it('refuses a real provider without its address', () => {
    expect(() => createNotifier({ SMS_PROVIDER: 'http', EMAIL_PROVIDER: 'simulator' }, deps)).toThrow(
      /SMS_HTTP_URL/,
    );
    expect(() => createNotifier({ SMS_PROVIDER: 'simulator', EMAIL_PROVIDER: 'smtp' }, deps)).toThrow(
      /SMTP_URL/,
    );
  });
});
