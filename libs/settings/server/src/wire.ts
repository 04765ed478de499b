import { z } from 'zod';
import { rules } from '@procure/shared-validation';
import { UUID_PATTERN } from '@procure/server-db';

const uuid = z.string().regex(UUID_PATTERN, 'validation.invalid');
const isoDate = z.iso.date('validation.invalid');

// ---- Message settings

/** The message types a user can route (spec §7 "Personal settings"), in display order. */
export const MESSAGE_TYPES = [
  'approvalTodo',
  'approvalResult',
  'orderStatus',
  'delivery',
  'invoice',
  'payment',
  'systemNotice',
  // The 08:30 e-mail of unread messages (issue #12): opt-in, e-mail only.
  'dailyDigest',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const messageSettingSchema = z.object({
  messageType: z.enum(MESSAGE_TYPES, 'validation.oneOf'),
  inApp: z.boolean('validation.invalidType'),
  email: z.boolean('validation.invalidType'),
  sms: z.boolean('validation.invalidType'),
});
export type MessageSetting = z.infer<typeof messageSettingSchema>;

export const messageSettingsInputSchema = z.object({
  items: z
    .array(messageSettingSchema)
    .min(1, 'validation.tooFew')
    .max(MESSAGE_TYPES.length, 'validation.tooMany')
    .refine((items) => new Set(items.map((i) => i.messageType)).size === items.length, 'validation.invalid'),
});

// ---- Financial authority

export const financeScopeSchema = z.object({
  legalEntityId: z.string(),
  legalEntityCode: z.string(),
  legalEntityName: z.string(),
  costCentreId: z.string().nullable(),
  costCentreCode: z.string().nullable(),
  costCentreName: z.string().nullable(),
});

export const financeDataSchema = z.object({
  /** Role payableAccountant: may do payment accounting. */
  paymentAccounting: z.boolean(),
  /** Roles procurementMan / applier: may verify invoices. */
  invoiceVerification: z.boolean(),
  scopes: z.array(financeScopeSchema),
});
export type FinanceData = z.infer<typeof financeDataSchema>;

// ---- Default addresses

export const profileInputSchema = z
  .object({
    defaultReceiveAddressId: uuid.optional(),
    defaultInvoiceAddressId: uuid.optional(),
  })
  .refine((v) => v.defaultReceiveAddressId || v.defaultInvoiceAddressId, 'validation.required');

// ---- Work proxy

export const workProxyStatusSchema = z.enum(['active', 'upcoming', 'ended', 'cancelled']);

export const workProxySchema = z.object({
  id: z.string(),
  delegateUserId: z.string(),
  delegateName: z.string(),
  delegateUsername: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: workProxyStatusSchema,
});
export type WorkProxy = z.infer<typeof workProxySchema>;

export const workProxyInputSchema = z
  .object({ delegateUserId: uuid, startDate: isoDate, endDate: isoDate })
  .refine((v) => v.startDate <= v.endDate, { message: 'workProxy.endBeforeStart', path: ['endDate'] });
export type WorkProxyInput = z.infer<typeof workProxyInputSchema>;

export const workProxyCancelSchema = z.object({ id: uuid });

export const colleagueSchema = z.object({ userId: z.string(), empName: z.string(), username: z.string() });

// ---- Password and mobile (SMS-verified)

export const sendMsgInputSchema = z.object({
  /** Absent: the code goes to the user's own mobile (password change); present: to a new mobile. */
  mobile: rules.mobile.optional(),
});

export const modifyPasswordInputSchema = z
  .object({
    oldPassword: z.string().min(1, 'validation.required').max(100, 'validation.tooLong'),
    newPassword: rules.password,
    confirmPassword: z.string().min(1, 'validation.required'),
    code: z.string().regex(/^\d{6}$/, 'validation.digits'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'mysetting.passwordMismatch',
    path: ['confirmPassword'],
  });

export const modifyMobileInputSchema = z.object({
  newMobile: rules.mobile,
  code: z.string().regex(/^\d{6}$/, 'validation.digits'),
});
