import { z } from 'zod';
import { idSchema } from '@procure/server-http';
import { copyToIdsSchema } from '@procure/message-server';
import {
  INVITATION_CHANNELS,
  invitationDeclineReasonSchema,
  invitationTokenSchema,
  vendorApplicationSchema,
  vendorInvitationSchema,
  vendorRegistrationSchema,
} from '@procure/shared-validation';

// Wire shapes of supplier onboarding (issue #16 §1–2): invitations, the link's page, registration and
// applications. The forms are shared-validation's schemas (the web forms parse the same).

export const INVITATION_STATES = ['sent', 'accepted', 'expired', 'cancelled', 'declined'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitationInputSchema = vendorInvitationSchema;
export const registrationInputSchema = vendorRegistrationSchema;
export const applicationInputSchema = vendorApplicationSchema;
/** The submit: the application and the buyer employees copied (cc) at submit (issue #12 §5). */
export const applicationSubmitSchema = vendorApplicationSchema.extend({ copyToIds: copyToIdsSchema });
export const tokenInputSchema = z.object({ token: invitationTokenSchema });
export const tokenQuerySchema = z.object({ token: invitationTokenSchema });
export const idBodySchema = z.object({ id: idSchema });

export const invitationListQuerySchema = z.object({
  state: z.enum(INVITATION_STATES, { error: 'validation.oneOf' }).optional(),
});

export const invitationSchema = z.object({
  id: z.string(),
  channel: z.enum(INVITATION_CHANNELS),
  target: z.string(),
  companyName: z.string(),
  socialCreditCode: z.string().nullable(),
  contactName: z.string().nullable(),
  /** The company the invitation links (already on the platform) or the one that accepted. */
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  state: z.enum(INVITATION_STATES),
  sentCount: z.number(),
  lastSentAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** The invited company's reason when it declined the invitation in its portal. */
  declineReason: z.string().nullable(),
  declinedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

// ---- the supplier portal's "Customers & invitations" (issue #16 §8)

export const CUSTOMER_RELATIONS = ['active', 'inactive'] as const;

/** A buyer tenant the signed-in supplier's company serves. */
export const customerSchema = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  /** The relation: active, or inactive (ended, or the tenant is frozen by the operator). */
  relation: z.enum(CUSTOMER_RELATIONS),
  /** CODES.supplierStatus: the company's status with this buyer (null before the buyer's profile exists). */
  supplierStatus: z.number().nullable(),
  /** The latest published performance grade with this buyer, if any. */
  grade: z.string().nullable(),
  since: z.string(),
  /** The tenant the session is logged into. */
  current: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

/** An open invitation addressed to the company, from a buyer it does not serve yet. */
export const openInvitationSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  /** The company name the buyer wrote. */
  companyName: z.string(),
  channel: z.enum(INVITATION_CHANNELS),
  target: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type OpenInvitation = z.infer<typeof openInvitationSchema>;

export const declineInputSchema = z.object({ id: idSchema, reason: invitationDeclineReasonSchema });

/** What the link's page shows before the supplier registers or signs in. */
export const invitationInfoSchema = z.object({
  tenantName: z.string(),
  companyName: z.string(),
  socialCreditCode: z.string().nullable(),
  contactName: z.string().nullable(),
  channel: z.enum(INVITATION_CHANNELS),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  state: z.enum(INVITATION_STATES),
  /** The company is already on the platform: the supplier signs in with its account to accept. */
  existingCompanyName: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  loginTenantId: z.string().nullable(),
  tenantList: z.array(z.object({ tenantId: z.string(), enterpriseShortName: z.string() })),
});

export const acceptResultSchema = z.object({ tenantId: z.string() });

export const applicationSchema = z.object({
  id: z.string(),
  code: z.string(),
  vendorId: z.string(),
  /** CODES.application: 1 draft, 2 approving, 3 approved, 11 returned. */
  status: z.number(),
  name: z.string(),
  socialCreditCode: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  contactEmail: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  categoryIds: z.array(z.string()),
  reason: z.string().nullable(),
  applicantName: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const historyEntrySchema = z.object({
  id: z.string(),
  action: z.number(),
  actorName: z.string(),
  onBehalfOfName: z.string().nullable(),
  nodeName: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});

export const progressSchema = z
  .object({
    status: z.enum(['approving', 'approved', 'rejected', 'withdrawn']),
    nodes: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        mode: z.number(),
        state: z.enum(['waiting', 'open', 'done', 'skipped']),
        approvers: z.array(
          z.object({
            userId: z.string(),
            name: z.string(),
            state: z.enum(['waiting', 'pending', 'approved', 'rejected', 'transferred', 'closed']),
          }),
        ),
      }),
    ),
  })
  .nullable();

export const categoryOptionSchema = z.object({ id: z.string(), name: z.string() });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

export const applicationDetailSchema = z.object({
  application: applicationSchema,
  /** Supplier status of the buyer's profile (DOMAIN.md §2). */
  supplierStatus: z.number().nullable(),
  /** The application's categories, named. */
  categories: z.array(categoryOptionSchema),
  history: z.array(historyEntrySchema),
  progress: progressSchema,
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** The supplier's own view: its application (or null: none yet) and what the form starts from. */
export const myApplicationSchema = z.object({
  application: applicationSchema.nullable(),
  supplierStatus: z.number().nullable(),
  tenantName: z.string(),
  /** The purchase categories the supplier may choose. */
  categories: z.array(categoryOptionSchema),
  prefill: z.object({
    name: z.string(),
    socialCreditCode: z.string(),
    contactName: z.string(),
    contactMobile: z.string(),
    contactEmail: z.string(),
  }),
  history: z.array(historyEntrySchema),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const applicationListQuerySchema = z.object({
  status: z.coerce.number('validation.invalidType').int('validation.invalid').optional(),
});
