import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import { financeAuthorities } from './schema.ts';
import type { Owner } from '@procure/server-auth';
import type { FinanceData } from './wire.ts';

const { costCentres, legalEntities, memberRoles, roles } = identitySchema;

// Spec §6: these roles flag access to payment accounting and invoice verification.
const PAYMENT_ACCOUNTING_ROLES = new Set(['payableAccountant']);
const INVOICE_VERIFICATION_ROLES = new Set(['procurementMan', 'applier']);

export async function financeDataOf(tx: Db, owner: Owner, english: boolean): Promise<FinanceData> {
  const roleRows = await tx
    .select({ code: roles.code })
    .from(memberRoles)
    .innerJoin(roles, and(eq(roles.id, memberRoles.roleId), eq(roles.tenantId, memberRoles.tenantId)))
    .where(and(eq(memberRoles.tenantId, owner.tenantId), eq(memberRoles.userId, owner.userId)));
  const codes = roleRows.map((r) => r.code);
  const scopes = await tx
    .select({
      legalEntityId: legalEntities.id,
      legalEntityCode: legalEntities.code,
      legalEntityNameZh: legalEntities.nameZh,
      legalEntityNameEn: legalEntities.nameEn,
      costCentreId: costCentres.id,
      costCentreCode: costCentres.code,
      costCentreNameZh: costCentres.nameZh,
      costCentreNameEn: costCentres.nameEn,
    })
    .from(financeAuthorities)
    .innerJoin(legalEntities, eq(legalEntities.id, financeAuthorities.legalEntityId))
    .leftJoin(costCentres, eq(costCentres.id, financeAuthorities.costCentreId))
    .where(and(eq(financeAuthorities.tenantId, owner.tenantId), eq(financeAuthorities.userId, owner.userId)))
    .orderBy(asc(legalEntities.code), asc(costCentres.code));
  return {
    paymentAccounting: codes.some((c) => PAYMENT_ACCOUNTING_ROLES.has(c)),
    invoiceVerification: codes.some((c) => INVOICE_VERIFICATION_ROLES.has(c)),
    scopes: scopes.map((s) => ({
      legalEntityId: s.legalEntityId,
      legalEntityCode: s.legalEntityCode,
      legalEntityName: english ? s.legalEntityNameEn : s.legalEntityNameZh,
      costCentreId: s.costCentreId,
      costCentreCode: s.costCentreCode,
      costCentreName: english ? s.costCentreNameEn : s.costCentreNameZh,
    })),
  };
}
