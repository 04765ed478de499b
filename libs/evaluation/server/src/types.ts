/** Who acts: a buyer of the tenant, or a supplier user of one company (supplier portal). */
export type EvaluationActor = { tenantId: string; userId: string; vendorId: string | null };
