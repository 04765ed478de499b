// Shapes shared inside the statement domain.

/** Who acts: a buyer user, or a supplier user of `vendorId` (which then scopes every read and write). */
export type StatementActor = { tenantId: string; userId: string; vendorId: string | null };
