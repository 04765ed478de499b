// Shapes shared inside the returns domain.

/** Who acts: a buyer user, or a supplier user of `vendorId` (which then scopes every read and write). */
export type ReturnActor = { tenantId: string; userId: string; vendorId: string | null };

export type Disposition = 'refund' | 'replace';
