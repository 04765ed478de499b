import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import type { SendBudgets } from '@procure/server-notify';

const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** An address or a CIDR range (IPv4 or IPv6), or a name proxy-addr knows (loopback, linklocal, uniquelocal). */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

const budget = (max: number, fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(max).default(fallback));

/** Environment of the API, validated at start-up (apps/api/README.md documents every variable). */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    PGLITE_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(join(REPO_ROOT, '.data', 'pglite'))),
    // Files of exports (download center): `<tenant>/<export id>.xlsx`, kept 7 days.
    EXPORT_DIR: z.preprocess(emptyAsUndefined, z.string().default(join(REPO_ROOT, '.data', 'exports'))),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(30),
    // Who may tell the client address (X-Forwarded-For): the send guard and sign-in limits count per address.
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('false')
        .transform((value, ctx): boolean | number | string[] => {
          const v = value.trim();
          if (v === 'false' || v === '0') return false;
          if (v === 'true') return true;
          if (/^[1-9]\d?$/.test(v)) return Number(v);
          const list = v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
          if (list.length > 0 && list.every((s) => isProxyAddress(s))) return list;
          ctx.addIssue({
            code: 'custom',
            message:
              'must be false, true, a hop count (1-99) or a comma-separated list of addresses / CIDR ranges',
          });
          return z.NEVER;
        }),
    ),
    // Days the send audit is kept (the daily clean-up deletes older rows; spent budgets and ended blocks go at once).
    SEND_AUDIT_RETENTION_DAYS: budget(3650, 30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: flag,
    // The supplier portal's address: supplier invitation links point to it (`<url>/invite/<token>`).
    SUPPLIER_WEB_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/ }).default('http://localhost:4300'),
    ),
    CAPTCHA_FIXED_CODE: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9]{4,8}$/, 'must be 4 to 8 letters or digits')
        .optional(),
    ),
    // Verification codes: the simulator (outbox table + log) unless a real provider is chosen.
    SMS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['simulator', 'http']).default('simulator')),
    SMS_HTTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    SMS_HTTP_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
    EMAIL_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['simulator', 'smtp']).default('simulator')),
    SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
    SMTP_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
    // E-commerce channels of the catalogue: the built-in simulator unless `http` (base URL + app key).
    CHANNEL1_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['simulator', 'http']).default('simulator')),
    CHANNEL1_HTTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    CHANNEL1_APP_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    CHANNEL2_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['simulator', 'http']).default('simulator')),
    CHANNEL2_HTTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    CHANNEL2_APP_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    // Invoices (issue #15): OCR and tax verification, the built-in simulators unless `http` (URL + token).
    OCR_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['simulator', 'http']).default('simulator')),
    OCR_HTTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    OCR_HTTP_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
    TAX_VERIFY_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['simulator', 'http']).default('simulator')),
    TAX_VERIFY_HTTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    TAX_VERIFY_HTTP_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
    // Enterprise risk (issue #16 §6): the business-information service, the built-in simulator unless `http`.
    RISK_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['simulator', 'http']).default('simulator')),
    RISK_HTTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    RISK_HTTP_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
    // Sign-in requests (code requests, code logins, resets, wrong passwords) per address per 15 minutes.
    SIGN_IN_IP_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
    // The send guard's budgets (libs/server/notify/src/send-guard.ts): sliding windows, refused past them.
    SEND_TARGET_GAP_SECONDS: budget(3600, 60),
    SEND_TARGET_PER_DAY: budget(10_000, 10),
    SEND_CLIENT_PER_10_MIN: budget(10_000, 5),
    SEND_CLIENT_PER_DAY: budget(100_000, 20),
    SEND_TENANT_PER_DAY: budget(1_000_000, 200),
    SEND_SMS_PER_HOUR: budget(1_000_000, 500),
    SEND_EMAIL_PER_HOUR: budget(1_000_000, 1000),
  })
  .refine((c) => c.SMS_PROVIDER !== 'http' || c.SMS_HTTP_URL, {
    path: ['SMS_HTTP_URL'],
    message: 'is required when SMS_PROVIDER=http',
  })
  .refine((c) => c.EMAIL_PROVIDER !== 'smtp' || c.SMTP_URL, {
    path: ['SMTP_URL'],
    message: 'is required when EMAIL_PROVIDER=smtp',
  })
  .refine((c) => c.CHANNEL1_PROVIDER !== 'http' || c.CHANNEL1_HTTP_URL, {
    path: ['CHANNEL1_HTTP_URL'],
    message: 'is required when CHANNEL1_PROVIDER=http',
  })
  .refine((c) => c.CHANNEL2_PROVIDER !== 'http' || c.CHANNEL2_HTTP_URL, {
    path: ['CHANNEL2_HTTP_URL'],
    message: 'is required when CHANNEL2_PROVIDER=http',
  })
  .refine((c) => c.OCR_PROVIDER !== 'http' || c.OCR_HTTP_URL, {
    path: ['OCR_HTTP_URL'],
    message: 'is required when OCR_PROVIDER=http',
  })
  .refine((c) => c.TAX_VERIFY_PROVIDER !== 'http' || c.TAX_VERIFY_HTTP_URL, {
    path: ['TAX_VERIFY_HTTP_URL'],
    message: 'is required when TAX_VERIFY_PROVIDER=http',
  })
  .refine((c) => c.RISK_PROVIDER !== 'http' || c.RISK_HTTP_URL, {
    path: ['RISK_HTTP_URL'],
    message: 'is required when RISK_PROVIDER=http',
  })
  .refine((c) => !(c.NODE_ENV === 'production' && c.CAPTCHA_FIXED_CODE), {
    path: ['CAPTCHA_FIXED_CODE'],
    message: 'must not be set in production (it turns the image code off)',
  });

export type ApiConfig = z.infer<typeof configSchema>;

/** The send guard's budgets from the configuration. */
export function sendBudgetsOf(config: ApiConfig): SendBudgets {
  return {
    targetGapSeconds: config.SEND_TARGET_GAP_SECONDS,
    targetPerDay: config.SEND_TARGET_PER_DAY,
    clientPer10Minutes: config.SEND_CLIENT_PER_10_MIN,
    clientPerDay: config.SEND_CLIENT_PER_DAY,
    tenantPerDay: config.SEND_TENANT_PER_DAY,
    globalPerHour: { sms: config.SEND_SMS_PER_HOUR, email: config.SEND_EMAIL_PER_HOUR },
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid API configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(config)'}: ${i.message}`));
}
