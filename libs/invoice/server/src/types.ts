// Shapes shared inside the invoice domain.

/** Who acts: a buyer user, or a supplier user of `vendorId` (which then scopes every read and write). */
export type InvoiceActor = { tenantId: string; userId: string; vendorId: string | null };

/** The tenant's match tolerances in percent (the /financialSet check setting). */
export type Tolerances = { priceTolerance: string; qtyTolerance: string };
