import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '@procure/server-db/schema';

// Tables of the message domain (issue #6). drizzle-kit reads this file alone: import no other domain
// (recipient ids are plain uuids of identity's users).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One in-app message per recipient. Title and body are rendered at post time in both languages, so a
 * later change of a catalog text never rewrites history and listing needs no translation.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    /** approvalTask | approvalResult | orderCreated | notice (MessageKind of contract.ts) */
    kind: text('kind').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    /** Buyer-web route the message opens (a document), or null. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Soft delete: the row stays for audit, the recipient no longer sees it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'messages_kind_check',
      sql`${t.kind} in ('approvalTask', 'approvalResult', 'orderCreated', 'notice')`,
    ),
    index('messages_recipient_idx').on(t.tenantId, t.recipientId, t.createdAt),
    // The top-bar badge asks for this count on every page: keep it an index-only lookup.
    index('messages_unread_idx')
      .on(t.tenantId, t.recipientId)
      .where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
    tenantPolicy('messages'),
  ],
);

/**
 * Transactional outbox of message e-mails: written in the poster's transaction (so a rolled-back
 * document sends nothing), delivered after commit by the dispatcher (email-dispatch.ts).
 */
export const messageEmails = pgTable(
  'message_emails',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** pending | sent | failed (failed after MAX_ATTEMPTS) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('message_emails_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('message_emails_pending_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    tenantPolicy('message_emails'),
  ],
);

/**
 * The daily digest (08:30 in the tenant's time zone) sent to a user for one local day: the row is
 * written in the same transaction as the e-mail, so a job run again that day (a restart at 08:31, a
 * retry) finds it and sends nothing.
 */
export const messageDigests = pgTable(
  'message_digests',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The tenant's local date the digest is for. */
    day: date('day').notNull(),
    unread: integer('unread').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.day] }), tenantPolicy('message_digests')],
);

/**
 * A company notice (announcement, issue #12 §4): written by an admin, published to an audience — every
 * member, or the members holding one of `role_ids` — at once or at `publish_at` (a job), which posts one
 * `notice` message per recipient. draft → scheduled → published, or draft → published; a published
 * notice can be withdrawn (its messages are deleted for the recipients who have not read them).
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** all | roles */
    audience: text('audience').notNull(),
    roleIds: uuid('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** draft | scheduled | published | withdrawn */
    status: text('status').notNull(),
    /** When it goes out (null: at publish). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notices_status_check', sql`${t.status} in ('draft', 'scheduled', 'published', 'withdrawn')`),
    check(
      'notices_audience_check',
      sql`(${t.audience} = 'all' and cardinality(${t.roleIds}) = 0) or (${t.audience} = 'roles' and cardinality(${t.roleIds}) > 0)`,
    ),
    check(
      'notices_published_check',
      sql`(${t.status} in ('published', 'withdrawn')) = (${t.publishedAt} is not null)`,
    ),
    index('notices_list_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    tenantPolicy('notices'),
  ],
);

/** Which message each recipient got for a notice (withdrawal and the read count find them here). */
export const noticeMessages = pgTable(
  'notice_messages',
  {
    tenantId: uuid('tenant_id').notNull(),
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.messageId] }), tenantPolicy('notice_messages')],
);

/**
 * Copy-to (cc, spec §2 `/copyto`, issue #12 §5): the ONE record of who was copied on which document at
 * submit, for every document type (purchase requests, supplier applications and changes, payment
 * applications; demand once it exists). `doc_type` is the approval engine's document type; the owning
 * domain embeds `copiedDocumentIds` in its own list query and asks `isCopiedTo` before a read-only detail.
 */
export const documentCopies = pgTable(
  'document_copies',
  {
    tenantId: uuid('tenant_id').notNull(),
    docType: text('doc_type').notNull(),
    documentId: uuid('document_id').notNull(),
    userId: uuid('user_id').notNull(),
    copiedBy: uuid('copied_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.docType, t.documentId, t.userId] }),
    // Each copy-to list's keyset order (newest first) per user and document type.
    index('document_copies_user_idx').on(
      t.tenantId,
      t.userId,
      t.docType,
      t.createdAt.desc().nullsFirst(),
      t.documentId.desc().nullsFirst(),
    ),
    tenantPolicy('document_copies'),
  ],
);
