import nodemailer from 'nodemailer';
import type { Notifier, OutboundMessage } from './types.ts';

export type SmtpEmailOptions = { url: string; from: string };

/** Real e-mail over SMTP (nodemailer; `smtp://user:pass@host:port`, `smtps://…` for implicit TLS). */
export function smtpEmailNotifier({ url, from }: SmtpEmailOptions): Notifier & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message: OutboundMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
    },
    close: () => transport.close(),
  };
}
