import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { statementDataRules, statements } from './schema.ts';
import type { StatementActor } from './types.ts';

// Statement data rules (spec §6, `/setting/statementData`; docs/conventions.md "Statement data rules"): the
// buyer employee's scope over statements, enforced on every buyer read and write of the domain. No rule or
// an "all data" rule: every statement of the tenant (the default). A restricted rule: only the statements
// of its suppliers (when it names some) AND whose order-line items all belong to its legal entities (when it
// names some). A statement outside the scope answers like an absent one (404).

/** null dimensions are unrestricted; the whole scope null = all statements. */
export type StatementScope = { vendorIds: string[] | null; legalEntityIds: string[] | null };

/** The caller's scope (a supplier caller: null, its company scope applies instead). */
export async function scopeOf(tx: Db, actor: StatementActor): Promise<StatementScope | null> {
  if (actor.vendorId) return null;
  const [rule] = await tx
    .select({
      allData: statementDataRules.allData,
      vendorIds: statementDataRules.vendorIds,
      legalEntityIds: statementDataRules.legalEntityIds,
    })
    .from(statementDataRules)
    .where(and(eq(statementDataRules.tenantId, actor.tenantId), eq(statementDataRules.userId, actor.userId)));
  if (!rule || rule.allData) return null;
  return {
    vendorIds: rule.vendorIds.length > 0 ? rule.vendorIds : null,
    legalEntityIds: rule.legalEntityIds.length > 0 ? rule.legalEntityIds : null,
  };
}

const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

/** The WHERE part keeping the statements inside a scope (undefined: no restriction). */
export function scopeSql(scope: StatementScope | null): SQL | undefined {
  if (!scope) return undefined;
  return and(
    scope.vendorIds ? inArray(statements.vendorId, scope.vendorIds) : undefined,
    scope.legalEntityIds
      ? sql`not exists (select 1 from statement_items si where si.statement_id = ${statements.id}
          and si.kind = 'line' and (si.legal_entity_id is null
            or not (si.legal_entity_id = any(${uuidArray(scope.legalEntityIds)}))))`
      : undefined,
  );
}

/** May the caller state this supplier? (Outside its rule ≡ an unknown supplier.) */
export function scopeHasVendor(scope: StatementScope | null, vendorId: string): boolean {
  return !scope?.vendorIds || scope.vendorIds.includes(vendorId);
}
