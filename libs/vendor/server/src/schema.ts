import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tenantPolicy, vendorScopedPolicy } from '@procure/server-db/schema';

// The vendor domain (issue #16): supplier lifecycle on top of the vendor master (identity's `vendors`
// and `tenant_vendors`, masterdata's buyer profile). First slice: qualification certificates.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Certificate types a tenant asks of its suppliers (spec §2 /setting qualification maintain). */
export const vendorCertificateTypes = pgTable(
  'vendor_certificate_types',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    name: text('name').notNull(),
    /** Days before expiry from which a certificate counts as "expiring" (reminder setting). */
    remindDays: integer('remind_days').notNull().default(30),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vendor_certificate_types_tenant_idx').on(t.tenantId, t.createdAt),
    check('vendor_certificate_types_remind_days', sql`${t.remindDays} between 0 and 365`),
    tenantPolicy('vendor_certificate_types'),
  ],
);

/** Allocation: a supplier of this (purchase) category must hold a certificate of this type. */
export const vendorCertificateAllocations = pgTable(
  'vendor_certificate_allocations',
  {
    tenantId: uuid('tenant_id').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => vendorCertificateTypes.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.typeId, t.categoryId] }),
    index('vendor_certificate_allocations_category_idx').on(t.tenantId, t.categoryId),
    tenantPolicy('vendor_certificate_allocations'),
  ],
);

/** The vendor categories: which purchase categories a supplier serves for this tenant. */
export const vendorCategories = pgTable(
  'vendor_categories',
  {
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    categoryId: uuid('category_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.vendorId, t.categoryId] }),
    tenantPolicy('vendor_categories'),
    vendorScopedPolicy('vendor_categories'),
  ],
);

/** Certificates a supplier uploaded (file upload type 2), valid from … through `valid_to` (inclusive). */
export const vendorCertificates = pgTable(
  'vendor_certificates',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => vendorCertificateTypes.id),
    certificateNo: text('certificate_no').notNull(),
    fileId: uuid('file_id').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_certificates_vendor_idx').on(t.tenantId, t.vendorId, t.typeId, t.validTo),
    check('vendor_certificates_validity', sql`${t.validTo} >= ${t.validFrom}`),
    tenantPolicy('vendor_certificates'),
    vendorScopedPolicy('vendor_certificates'),
  ],
);

/** Every supplier status change (DOMAIN.md §2 supplierStatus) of a tenant's supplier: who, when, why. */
export const vendorStatusHistory = pgTable(
  'vendor_status_history',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id').notNull(),
    /** What moved it: a manual change, or the lifecycle actions cancel, abolish, noReplyAbolish (issue #16). */
    action: text('action').notNull().default('change'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'vendor_status_history_action',
      sql`${t.action} in ('change', 'cancel', 'abolish', 'noReplyAbolish')`,
    ),
    index('vendor_status_history_vendor_idx').on(t.tenantId, t.vendorId, t.createdAt),
    tenantPolicy('vendor_status_history'),
    vendorScopedPolicy('vendor_status_history'),
  ],
);

// ---- onboarding (issue #16 §1–2): invitations and supplier applications

export const INVITATION_STATUSES = ['sent', 'accepted', 'cancelled', 'declined'] as const;

/**
 * Quick invitation settings per type (issue #16 §1, spec §7 "quick-invitation setting by type"): per tenant
 * and channel, the default message text put into the invitation (empty: the standard wording) and how many
 * days its link stays valid. No row: the defaults (standard wording, 7 days).
 */
export const vendorInvitationSettings = pgTable(
  'vendor_invitation_settings',
  {
    tenantId: uuid('tenant_id').notNull(),
    channel: text('channel').notNull(),
    message: text('message').notNull().default(''),
    validDays: smallint('valid_days').notNull(),
    updatedBy: uuid('updated_by').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.channel] }),
    check('vendor_invitation_settings_channel', sql`${t.channel} in ('email', 'sms')`),
    check('vendor_invitation_settings_days', sql`${t.validDays} between 1 and 30`),
    tenantPolicy('vendor_invitation_settings'),
  ],
);

/**
 * A buyer's invitation of a supplier by e-mail or SMS. Stored states are sent, accepted, cancelled and
 * declined (by the invited company in its portal, with a reason the buyer reads);
 * "expired" is a sent invitation past `expires_at` (read, never written). The one-time link's token is
 * stored only as its SHA-256 (`vendor_invitation_links`, global: the public page finds the tenant by it).
 */
export const vendorInvitations = pgTable(
  'vendor_invitations',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    companyName: text('company_name').notNull(),
    socialCreditCode: text('social_credit_code'),
    contactName: text('contact_name'),
    /** The company already on the platform the invitation links (repeat check), or the one that accepted. */
    vendorId: uuid('vendor_id'),
    status: text('status').notNull().default('sent'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentCount: integer('sent_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    invitedBy: uuid('invited_by').notNull(),
    acceptedBy: uuid('accepted_by'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The invited company's reason when it declined in its portal (status declined). */
    declineReason: text('decline_reason'),
    declinedBy: uuid('declined_by'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_invitations_tenant_idx').on(t.tenantId, t.createdAt),
    check('vendor_invitations_channel', sql`${t.channel} in ('email', 'sms')`),
    check('vendor_invitations_status', sql`${t.status} in ('sent', 'accepted', 'cancelled', 'declined')`),
    tenantPolicy('vendor_invitations'),
  ],
);

/**
 * Global (no RLS): the hash of an invitation's current one-time token → its tenant and invitation. A resend
 * replaces the row (the old link dies); acceptance deletes it (the link works once).
 */
export const vendorInvitationLinks = pgTable(
  'vendor_invitation_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    invitationId: uuid('invitation_id').notNull().unique(),
    /** The inviting tenant (not named tenant_id, which marks row-level-security tables). */
    ownerTenantId: uuid('owner_tenant_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Whom the open invitation addresses, so that a signed-in supplier finds the invitations to its company
     * across tenants (its portal's "Customers & invitations"): the linked company, the invited address and
     * credit code (copies of the invitation's columns).
     */
    vendorId: uuid('vendor_id'),
    target: text('target'),
    socialCreditCode: text('social_credit_code'),
  },
  (t) => [
    index('vendor_invitation_links_vendor_idx').on(t.vendorId),
    index('vendor_invitation_links_target_idx').on(t.target),
    index('vendor_invitation_links_code_idx').on(t.socialCreditCode),
  ],
);

/**
 * A supplier's application to a buyer tenant (document type "supplier application" of the approval
 * engine): company data, contacts, bank account, categories. Status CODES.application (draft, approving,
 * approved, returned); one open application per (tenant, vendor).
 */
export const vendorApplications = pgTable(
  'vendor_applications',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    code: text('code').notNull(),
    status: smallint('status').notNull(),
    name: text('name').notNull(),
    socialCreditCode: text('social_credit_code').notNull(),
    address: text('address').notNull(),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    contactEmail: text('contact_email').notNull(),
    bankName: text('bank_name').notNull(),
    bankAccount: text('bank_account').notNull(),
    categoryIds: uuid('category_ids').array().notNull(),
    /** The approver's reason of the last rejection. */
    reason: text('reason'),
    applicantId: uuid('applicant_id').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vendor_applications_tenant_idx').on(t.tenantId, t.status, t.createdAt),
    uniqueIndex('vendor_applications_code_key').on(t.tenantId, t.code),
    uniqueIndex('vendor_applications_open_key')
      .on(t.tenantId, t.vendorId)
      .where(sql`${t.status} in (1, 2, 11)`),
    tenantPolicy('vendor_applications'),
    vendorScopedPolicy('vendor_applications'),
  ],
);

/**
 * Reminders already posted: the daily job tells each side once per certificate validity (its type's latest
 * `valid_to`) and kind (expiring, then expired), and a repeated run posts nothing twice.
 */
export const vendorCertificateReminders = pgTable(
  'vendor_certificate_reminders',
  {
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    typeId: uuid('type_id').notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.vendorId, t.typeId, t.validTo, t.kind] }),
    check('vendor_certificate_reminders_kind', sql`${t.kind} in ('expiring', 'expired')`),
    tenantPolicy('vendor_certificate_reminders'),
  ],
);

// ---- the supplier's own profile and its change applications (issue #16 §2 supplierModify, §8)

/**
 * The profile the buyer tenant has accepted of a supplier: enterprise information, contacts and bank
 * accounts (shared-validation's VendorProfileData). Absent until the first approved change: the profile is
 * then derived from the approved supplier application. `version` counts the approved changes.
 */
export const vendorProfiles = pgTable(
  'vendor_profiles',
  {
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.vendorId] }),
    tenantPolicy('vendor_profiles'),
    vendorScopedPolicy('vendor_profiles'),
  ],
);

/**
 * A supplier's change of its profile (document type "supplierChange" of the approval engine): the profile
 * before and after, and the field-level diff the buyer approves. Status CODES.application: 2 approving,
 * 3 approved (applied), 11 returned (rejected: the profile keeps its values), 4 cancelled (withdrawn).
 * One under approval per (tenant, vendor).
 */
export const vendorChangeApplications = pgTable(
  'vendor_change_applications',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    code: text('code').notNull(),
    status: smallint('status').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    changes: jsonb('changes').notNull(),
    /** The profile version the change was made against. */
    baseVersion: integer('base_version').notNull(),
    reason: text('reason'),
    applicantId: uuid('applicant_id').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_change_applications_vendor_idx').on(t.tenantId, t.vendorId, t.createdAt),
    uniqueIndex('vendor_change_applications_code_key').on(t.tenantId, t.code),
    uniqueIndex('vendor_change_applications_open_key')
      .on(t.tenantId, t.vendorId)
      .where(sql`${t.status} = 2`),
    check('vendor_change_applications_status', sql`${t.status} in (2, 3, 4, 11)`),
    tenantPolicy('vendor_change_applications'),
    vendorScopedPolicy('vendor_change_applications'),
  ],
);

// ---- two-level classification (issue #16 §4; spec §2 /setting supplier classification, §5 class code)

/**
 * A tenant's supplier classes: first level (no parent, code of 2 characters) with second-level children
 * (code = the parent's code + 2 digits). Disabled classes take no new suppliers. `conditions` say who
 * belongs; `converting_conditions` when a supplier may move into this class (free text, shown when a
 * buyer changes a supplier's class).
 */
export const vendorClasses = pgTable(
  'vendor_classes',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => vendorClasses.id),
    level: smallint('level').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    conditions: text('conditions').notNull().default(''),
    convertingConditions: text('converting_conditions').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vendor_classes_code_key').on(t.tenantId, t.code),
    index('vendor_classes_parent_idx').on(t.tenantId, t.parentId),
    check(
      'vendor_classes_level',
      sql`(${t.level} = 1 and ${t.parentId} is null) or (${t.level} = 2 and ${t.parentId} is not null)`,
    ),
    check(
      'vendor_classes_code',
      sql`${t.code} ~ '^[A-Z][A-Z0-9]([0-9]{2})?$' and length(${t.code}) = 2 * ${t.level}`,
    ),
    tenantPolicy('vendor_classes'),
  ],
);

/** A supplier's current class with the tenant (at most one; first or second level). */
export const vendorClassifications = pgTable(
  'vendor_classifications',
  {
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    classId: uuid('class_id')
      .notNull()
      .references(() => vendorClasses.id),
    /** The supplier's level (A/B/C/D…, `vendor_class_levels`); kept when its class changes. */
    levelId: uuid('level_id').references((): AnyPgColumn => vendorClassLevels.id),
    updatedBy: uuid('updated_by').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.vendorId] }),
    index('vendor_classifications_class_idx').on(t.tenantId, t.classId),
    tenantPolicy('vendor_classifications'),
    vendorScopedPolicy('vendor_classifications'),
  ],
);

/** Every classification change of a supplier (the conversion records): from, to, why, who, when. */
export const vendorClassificationHistory = pgTable(
  'vendor_classification_history',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    fromClassId: uuid('from_class_id'),
    toClassId: uuid('to_class_id').notNull(),
    /** change (any class) or childChange (from a first-level class to one of its children). */
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_classification_history_vendor_idx').on(t.tenantId, t.vendorId, t.createdAt),
    index('vendor_classification_history_tenant_idx').on(t.tenantId, t.createdAt),
    check('vendor_classification_history_action', sql`${t.action} in ('change', 'childChange')`),
    tenantPolicy('vendor_classification_history'),
    vendorScopedPolicy('vendor_classification_history'),
  ],
);

// ---- certificate notices (issue #16 §5 "notices and batch notices", spec §7 qualification notice / batch notice)

/**
 * A notice a buyer sent a supplier about one of its expiring or expired certificates (from the certificate
 * list, alone or in a batch): the history row per certificate. At most one per certificate and China day.
 */
export const vendorCertificateNotices = pgTable(
  'vendor_certificate_notices',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => vendorCertificates.id, { onDelete: 'cascade' }),
    /** The certificate's state when the notice went out. */
    state: text('state').notNull(),
    /** The China day it was sent (one notice per certificate and day). */
    day: date('day', { mode: 'string' }).notNull(),
    sentBy: uuid('sent_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_certificate_notices_day_key').on(t.tenantId, t.certificateId, t.day),
    index('vendor_certificate_notices_vendor_idx').on(t.tenantId, t.vendorId, t.createdAt),
    check('vendor_certificate_notices_state', sql`${t.state} in ('expiring', 'expired')`),
    tenantPolicy('vendor_certificate_notices'),
    vendorScopedPolicy('vendor_certificate_notices'),
  ],
);

// ---- classification levels and the business list (issue #16 §4 "business and conversion lists, levels")

/**
 * The levels a tenant rates its classified suppliers with (spec §7 classification "level save"): e.g. A
 * strategic, B preferred, C approved, D restricted. Per tenant, for every class; `sort` orders them (best
 * first). A disabled level takes no supplier; suppliers that hold it keep it.
 */
export const vendorClassLevels = pgTable(
  'vendor_class_levels',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vendor_class_levels_code_key').on(t.tenantId, t.code),
    check('vendor_class_levels_code', sql`${t.code} ~ '^[A-Z0-9]{1,4}$'`),
    tenantPolicy('vendor_class_levels'),
  ],
);

/** Every level change of a supplier (the business list's "update"): from, to (null: removed), why, who, when. */
export const vendorLevelHistory = pgTable(
  'vendor_level_history',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    fromLevelId: uuid('from_level_id'),
    toLevelId: uuid('to_level_id'),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_level_history_vendor_idx').on(t.tenantId, t.vendorId, t.createdAt),
    tenantPolicy('vendor_level_history'),
    vendorScopedPolicy('vendor_level_history'),
  ],
);
