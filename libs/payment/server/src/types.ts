// Shapes shared inside the payment domain.

/** Who acts: a buyer user, or a supplier user of `vendorId` (which then scopes every read). */
export type PaymentActor = { tenantId: string; userId: string; vendorId: string | null };
