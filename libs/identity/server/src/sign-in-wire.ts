import { z } from 'zod';
import { rules } from '@procure/shared-validation';
import { idSchema } from '@procure/server-http';
import { imageCodeShape } from '@procure/server-notify';

const required = (max: number) => z.string().min(1, 'validation.required').max(max, 'validation.tooLong');

/** The two sites people log into from the public pages (operations staff use the password login only). */
export const publicSiteSchema = z.enum(['buyer', 'supplier']);

export const sendLoginMsgBodySchema = z.object({
  mobile: rules.mobile,
  site: publicSiteSchema,
  ...imageCodeShape,
});

export const quickLoginBodySchema = z.object({ mobile: rules.mobile, code: required(16) });

export const newLoginBodySchema = z.object({
  site: publicSiteSchema,
  username: required(64),
  password: required(128),
  verifyKey: idSchema.describe('The key of GET /verifycode/getVerifyCodeByBase64'),
  verifyCode: required(16),
});

export const newLoginMobileBodySchema = quickLoginBodySchema.extend({ site: publicSiteSchema });

export const base64CaptchaSchema = z.object({
  key: z.string(),
  image: z.string().describe('data:image/png;base64,… (100 × 50)'),
});

export const resetVercodeParamsSchema = z.object({ x: rules.mobile.describe('The mobile number') });

export const resetPasswordBodySchema = z.object({
  mobile: rules.mobile,
  code: required(16),
  password: rules.password,
  confirmPassword: required(128),
});

export const outboxEntrySchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  provider: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});
