import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { CODES } from '@procure/shared-codes';
import type { ApprovalFacts } from './types.ts';
import { activeEmployees } from './people.ts';
import { approvalAssignments, approvalFlowNodes, approvalFlows } from './schema.ts';
import { uuidArray } from './sql-util.ts';

export type FlowNode = typeof approvalFlowNodes.$inferSelect;
export type MatchedFlow = { flow: typeof approvalFlows.$inferSelect; nodes: FlowNode[] };

/**
 * The enabled flow of the document type whose conditions all hold (a null condition holds always),
 * lowest priority first. Amounts compare as SQL numerics: never as floats.
 */
export async function matchFlow(
  tx: Db,
  tenantId: string,
  docType: number,
  facts: ApprovalFacts,
): Promise<MatchedFlow | null> {
  const f = approvalFlows;
  const [flow] = await tx
    .select()
    .from(f)
    .where(
      and(
        eq(f.tenantId, tenantId),
        eq(f.docType, docType),
        eq(f.enabled, true),
        sql`(${f.minAmount} is null or ${facts.amount}::numeric >= ${f.minAmount})`,
        sql`(${f.maxAmount} is null or ${facts.amount}::numeric <= ${f.maxAmount})`,
        sql`(${f.categoryIds} is null or ${f.categoryIds} && ${uuidArray(facts.categoryIds)})`,
        sql`(${f.costCentreIds} is null or ${facts.costCentreId}::uuid = any(${f.costCentreIds}))`,
        sql`(${f.legalEntityIds} is null or ${facts.legalEntityId}::uuid = any(${f.legalEntityIds}))`,
      ),
    )
    .orderBy(asc(f.priority), asc(f.createdAt), asc(f.id))
    .limit(1);
  if (!flow) return null;
  const nodes = await tx
    .select()
    .from(approvalFlowNodes)
    .where(eq(approvalFlowNodes.flowId, flow.id))
    .orderBy(asc(approvalFlowNodes.seq));
  return { flow, nodes };
}

/** Most specific first: the applicant's own assignment beats the cost centre's, … beats tenant-wide. */
const SCOPE_ORDER = ['user', 'costCentre', 'department', 'category', 'legalEntity', 'tenant'] as const;

/** The users an approver type names for this applicant and document (the most specific scope wins). */
async function assignedUsers(
  tx: Db,
  tenantId: string,
  approverType: number,
  applicantId: string,
  facts: ApprovalFacts,
): Promise<string[]> {
  const a = approvalAssignments;
  const scopeIs = (kind: string, id: string | null) =>
    id ? sql`(${a.scopeKind} = ${kind} and ${a.scopeId} = ${id}::uuid)` : sql`false`;
  const rows = await tx
    .select({ scopeKind: a.scopeKind, userIds: a.userIds })
    .from(a)
    .where(
      and(
        eq(a.tenantId, tenantId),
        eq(a.approverType, approverType),
        sql`(${scopeIs('user', applicantId)} or ${scopeIs('costCentre', facts.costCentreId)}
          or ${scopeIs('department', facts.departmentId)} or ${scopeIs('legalEntity', facts.legalEntityId)}
          or (${a.scopeKind} = 'category' and ${a.scopeId} = any(${uuidArray(facts.categoryIds)}))
          or ${a.scopeKind} = 'tenant')`,
      ),
    )
    .orderBy(asc(a.createdAt), asc(a.id));
  for (const kind of SCOPE_ORDER) {
    const matching = rows.filter((r) => r.scopeKind === kind);
    if (matching.length > 0) return matching.flatMap((r) => r.userIds);
  }
  return [];
}

/**
 * A node's approvers, in order: the named employees (type 'employee') or the assignment of its type,
 * then the approvers chosen at submit when the node allows it ("enhance"). Only active employees of
 * the tenant remain; each user once.
 */
export async function resolveApprovers(
  tx: Db,
  tenantId: string,
  node: FlowNode,
  applicantId: string,
  facts: ApprovalFacts,
  dynamic: readonly string[],
): Promise<string[]> {
  const base =
    node.approverType === CODES.approverType.employee.code
      ? node.employeeIds
      : await assignedUsers(tx, tenantId, node.approverType, applicantId, facts);
  const candidates = [...new Set([...base, ...(node.allowDynamic ? dynamic : [])])];
  const active = await activeEmployees(tx, tenantId, candidates);
  return candidates.filter((id) => active.has(id));
}
