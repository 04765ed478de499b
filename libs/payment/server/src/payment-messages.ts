import { and, eq } from 'drizzle-orm';
import { SUCCESS_MESSAGES } from '@procure/shared-codes';
import { postMessages, type MessageKind } from '@procure/message-server';
import { identitySchema } from '@procure/identity-server';
import type { Db } from '@procure/server-db';
import type { PaymentRow } from './payment-lock.ts';

// Payment messages (issue #15): the applicant and the other side (the supplier's users) hear of each
// decisive transition through the one message center, inside the transition's transaction (rolled back
// with it). The approval engine already tells the applicant of an approval's result (with the approver's
// comment), so approved and rejected go to the supplier only; paid and cancelled go to both. The
// supplier only hears of payments it could see (approving, approved, paid): a rejection or the
// cancellation of an approved payment removes it from the supplier's list, so those messages carry no
// link (the page would answer "does not exist"); a draft's cancellation is none of its business.

export type PaymentTransition = 'approved' | 'rejected' | 'paid' | 'cancelled';

const TEXT: Record<PaymentTransition, { kind: MessageKind; title: string; body: string }> = {
  approved: {
    kind: 'approvalResult',
    title: SUCCESS_MESSAGES.paymentApprovedTitle,
    body: SUCCESS_MESSAGES.paymentApprovedBody,
  },
  rejected: {
    kind: 'approvalResult',
    title: SUCCESS_MESSAGES.paymentRejectedTitle,
    body: SUCCESS_MESSAGES.paymentRejectedBody,
  },
  paid: { kind: 'notice', title: SUCCESS_MESSAGES.paymentPaidTitle, body: SUCCESS_MESSAGES.paymentPaidBody },
  cancelled: {
    kind: 'notice',
    title: SUCCESS_MESSAGES.paymentCancelledTitle,
    body: SUCCESS_MESSAGES.paymentCancelledBody,
  },
};

async function supplierUsers(tx: Db, vendorId: string): Promise<string[]> {
  const { users } = identitySchema;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.vendorId, vendorId), eq(users.site, 'supplier')));
  return rows.map((row) => row.id);
}

async function vendorName(tx: Db, vendorId: string): Promise<string> {
  const [vendor] = await tx
    .select({ name: identitySchema.vendors.nameZh })
    .from(identitySchema.vendors)
    .where(eq(identitySchema.vendors.id, vendorId));
  return vendor?.name ?? '';
}

/** Tells the applicant, and the supplier when it could see the payment before the transition. */
export async function tellPaymentTransition(
  tx: Db,
  row: Pick<PaymentRow, 'id' | 'tenantId' | 'code' | 'vendorId' | 'currency' | 'totalAmount' | 'createdBy'>,
  transition: PaymentTransition,
  wasVisibleToSupplier: boolean,
): Promise<void> {
  const text = TEXT[transition];
  const params = {
    code: row.code,
    vendor: await vendorName(tx, row.vendorId),
    currency: row.currency,
    amount: row.totalAmount,
  };
  const base = {
    tenantId: row.tenantId,
    kind: text.kind,
    titleCode: text.title,
    bodyCode: text.body,
    params,
  };
  if (transition === 'paid' || transition === 'cancelled') {
    await postMessages(tx, {
      ...base,
      recipientIds: [row.createdBy],
      link: `/payment/detail/${row.id}`,
      email: true,
    });
  }
  if (!wasVisibleToSupplier) return;
  const stillVisible = transition === 'approved' || transition === 'paid';
  await postMessages(tx, {
    ...base,
    recipientIds: await supplierUsers(tx, row.vendorId),
    ...(stillVisible ? { link: `/payment/detail/${row.id}` } : {}),
  });
}
