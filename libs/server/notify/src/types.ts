import type { Locale } from '@procure/shared-i18n';

export type Channel = 'sms' | 'email';
export type CodePurpose = 'login' | 'register' | 'reset' | 'mysetting';
export type OutboundMessage = { channel: Channel; to: string; subject: string; body: string };
export type { Locale };

/** Delivers a message on its channel; a failure rejects (the caller's transaction then rolls back). */
export interface Notifier {
  readonly name: string;
  send(message: OutboundMessage): Promise<void>;
}

export type NotifyConfig = {
  SMS_PROVIDER: 'simulator' | 'http';
  SMS_HTTP_URL?: string | undefined;
  SMS_HTTP_TOKEN?: string | undefined;
  EMAIL_PROVIDER: 'simulator' | 'smtp';
  SMTP_URL?: string | undefined;
  /** The From address of e-mails. */
  SMTP_FROM?: string | undefined;
};
