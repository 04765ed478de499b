import { isUniqueViolation, withAppRole, newId, type Database, type Db } from '@procure/server-db';
import { hashPassword } from '@procure/server-auth';
import { AppError } from '@procure/server-http';
import { ERROR_CODES } from '@procure/shared-codes';
import { localeFromWire, translateCode, wireFromLocale, type Locale } from '@procure/shared-i18n';
import { provisionTenant } from './provision-tenant.ts';
import {
  contactInUse,
  creditCodeInUse,
  findRegistration,
  insertRegistration,
  listRegistrations,
  lockRegistration,
  markReviewed,
  pendingWithContact,
  usernameInUse,
  userExists,
  type RegistrationRow,
} from './queries.ts';
import type { RegistrationStatus } from './schema.ts';
import type { RegistrationBody, RegistrationDetail } from './wire.ts';

/** What the service needs from the notify library (`@procure/server-notify`). */
export type RegistrationNotify = {
  /** Inside the review's transaction: the simulator records the message with it (PGlite has one connection). */
  send: (
    tx: Db,
    message: { channel: 'sms' | 'email'; to: string; subject: string; body: string },
  ) => Promise<void>;
  verifyCode: (
    tx: Db,
    code: { purpose: 'register'; channel: 'sms' | 'email'; target: string; code: string },
  ) => Promise<boolean>;
};

export function toDetail(row: RegistrationRow): RegistrationDetail {
  return {
    id: row.id,
    enterpriseName: row.enterpriseName,
    shortName: row.shortName,
    socialCreditCode: row.socialCreditCode,
    contactName: row.contactName,
    mobile: row.mobile,
    email: row.email,
    username: row.username,
    status: row.status as RegistrationStatus,
    createdAt: row.createdAt.toISOString(),
    reason: row.reason,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    tenantId: row.tenantId,
  };
}

/** Duplicates the database would refuse anyway (unique indexes), checked first for a clear answer. */
async function assertNoDuplicate(tx: Db, body: RegistrationBody): Promise<void> {
  if (await creditCodeInUse(tx, body.socialCreditCode))
    throw new AppError(409, ERROR_CODES.registrationCreditCodeTaken);
  if (await usernameInUse(tx, body.username)) throw new AppError(409, ERROR_CODES.registrationUsernameTaken);
  if (
    (await pendingWithContact(tx, { mobile: body.mobile })) ||
    (await pendingWithContact(tx, { email: body.email }))
  )
    throw new AppError(409, ERROR_CODES.registrationPending);
}

/**
 * Stores a pending registration after checking both codes (each consumed, right or wrong) and the
 * duplicates. The password is hashed here: the registration never holds it in clear.
 */
export async function submitRegistration(
  db: Database['db'],
  notify: RegistrationNotify,
  body: RegistrationBody,
  locale: Locale,
): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  const registrationId = newId();
  // Codes are consumed in their own transaction: a later duplicate error does not give them back.
  const codes = await withAppRole(db, async (tx) => ({
    mobile: await notify.verifyCode(tx, {
      purpose: 'register',
      channel: 'sms',
      target: body.mobile,
      code: body.mobileCode,
    }),
    email: await notify.verifyCode(tx, {
      purpose: 'register',
      channel: 'email',
      target: body.email,
      code: body.emailCode,
    }),
  }));
  if (!codes.mobile || !codes.email) {
    const fields = [
      ...(codes.mobile ? [] : [{ path: 'mobileCode', code: ERROR_CODES.registrationCodeInvalid }]),
      ...(codes.email ? [] : [{ path: 'emailCode', code: ERROR_CODES.registrationCodeInvalid }]),
    ];
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields });
  }
  try {
    await withAppRole(db, async (tx) => {
      await assertNoDuplicate(tx, body);
      await insertRegistration(tx, {
        id: registrationId,
        enterpriseName: body.enterpriseName,
        shortName: body.shortName,
        socialCreditCode: body.socialCreditCode,
        contactName: body.contactName,
        mobile: body.mobile,
        email: body.email,
        username: body.username,
        passwordHash,
        language: wireFromLocale(locale),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError(409, ERROR_CODES.registrationPending, undefined, { cause: err });
    throw err;
  }
  return registrationId;
}

export async function isUsernameAvailable(tx: Db, username: string): Promise<boolean> {
  return !(await usernameInUse(tx, username));
}

export async function isContactAvailable(tx: Db, contact: { mobile: string } | { email: string }) {
  return !(await contactInUse(tx, contact));
}

export { listRegistrations, findRegistration };

async function notifyContact(
  tx: Db,
  notify: RegistrationNotify,
  row: RegistrationRow,
  code: string,
  reason?: string,
) {
  const locale = localeFromWire(row.language);
  const values = { name: row.enterpriseName, username: row.username, reason: reason ?? '' };
  const subject = translateCode(locale, ERROR_CODES.registrationNoticeSubject);
  const body = translateCode(locale, code, values);
  await notify.send(tx, { channel: 'sms', to: row.mobile, subject, body });
  await notify.send(tx, { channel: 'email', to: row.email, subject, body });
}

export type Review = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * Approves (creates the tenant) or rejects (stores the reason) a pending registration, in one
 * transaction holding the registration's row lock: a second review waits, then answers 409.
 */
export async function reviewRegistration(
  db: Database['db'],
  notify: RegistrationNotify,
  registrationId: string,
  reviewerId: string,
  review: Review,
): Promise<RegistrationDetail> {
  return withAppRole(
    db,
    async (tx) => {
      const row = await lockRegistration(tx, registrationId);
      if (!row) throw new AppError(404, ERROR_CODES.commonNotFound);
      if (row.status !== 'pending') throw new AppError(409, ERROR_CODES.registrationAlreadyReviewed);
      if (review.decision === 'approve') {
        // The username may have been taken since submission (e.g. by an earlier approval).
        if (await userExists(tx, row.username))
          throw new AppError(409, ERROR_CODES.registrationUsernameTaken);
        const tenantId = await provisionTenant(tx, row);
        await markReviewed(tx, row.id, {
          status: 'approved',
          reason: null,
          reviewedBy: reviewerId,
          tenantId,
        });
        await notifyContact(tx, notify, row, ERROR_CODES.registrationApprovedNotice);
      } else {
        await markReviewed(tx, row.id, {
          status: 'rejected',
          reason: review.reason,
          reviewedBy: reviewerId,
          tenantId: null,
        });
        await notifyContact(tx, notify, row, ERROR_CODES.registrationRejectedNotice, review.reason);
      }
      const updated = await findRegistration(tx, row.id);
      if (!updated) throw new AppError(404, ERROR_CODES.commonNotFound);
      return toDetail(updated);
    },
    reviewerId,
  );
}
