import { z } from 'zod';
import { money } from './money.ts';
import { rules } from './rules.ts';
import { optional, textRule, fail } from './text-rule.ts';

// The approval flow settings (DOMAIN.md §5): the flow-settings form and the API parse the same schemas.
// Codes are numbers of CODES.approverType / approvalMode / documentType; kept as plain numbers here
// (this library imports no code tables) and checked against the sets by the callers' schemas.

/** Codes of the flow rules that the generic validation catalog has no words for (server catalog). */
export const APPROVAL_FLOW_CODES = {
  duplicateNodeKey: 'approval.duplicateNodeKey',
  employeesRequired: 'approval.employeesRequired',
  amountRange: 'approval.amountRange',
  scopeRequired: 'approval.scopeRequired',
} as const;

export const APPROVAL_FLOW_NODES_MAX = 20;
export const APPROVAL_IDS_MAX = 50;
/** Approver type 'employee' (CODES.approverType.employee): the node names its users. */
export const APPROVER_TYPE_EMPLOYEE = 12;
export const APPROVAL_SCOPE_KINDS = [
  'user',
  'department',
  'costCentre',
  'category',
  'legalEntity',
  'tenant',
] as const;
export type ApprovalScopeKind = (typeof APPROVAL_SCOPE_KINDS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));
const ids = z.array(uuid, 'validation.invalidType').max(APPROVAL_IDS_MAX, 'validation.tooMany');
const text = (max: number) =>
  textRule((value) => ([...value].length > max ? fail('validation.tooLong', { max }) : undefined));
const code = (codes: readonly number[]) => z.literal(codes as [number, ...number[]], 'validation.oneOf');

export function approvalFlowNodeSchema(approverTypes: readonly number[], modes: readonly number[]) {
  return z
    .object({
      key: textRule((value) =>
        /^[A-Za-z][A-Za-z0-9_-]{0,31}$/.test(value) ? undefined : fail('validation.name'),
      ),
      name: text(50),
      approverType: code(approverTypes),
      mode: code(modes),
      allowDynamic: z.boolean('validation.invalidType'),
      onlyWhenOverBudget: z.boolean('validation.invalidType'),
      employeeIds: ids,
    })
    .superRefine((node, ctx) => {
      if (node.approverType === APPROVER_TYPE_EMPLOYEE && node.employeeIds.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: APPROVAL_FLOW_CODES.employeesRequired,
          path: ['employeeIds'],
        });
      }
    });
}

/** Add (no id) or modify (id) a flow with its ordered nodes. */
export function approvalFlowInputSchema(codes: {
  docTypes: readonly number[];
  approverTypes: readonly number[];
  modes: readonly number[];
}) {
  return z
    .object({
      id: uuid.optional(),
      docType: code(codes.docTypes),
      name: text(50),
      priority: z
        .number('validation.invalidType')
        .int('validation.integer')
        .min(0, 'validation.invalid')
        .max(9999, 'validation.invalid'),
      enabled: z.boolean('validation.invalidType'),
      minAmount: optional(rules.amount12d2),
      maxAmount: optional(rules.amount12d2),
      categoryIds: ids,
      costCentreIds: ids,
      legalEntityIds: ids,
      nodes: z
        .array(approvalFlowNodeSchema(codes.approverTypes, codes.modes), 'validation.invalidType')
        .min(1, 'validation.required')
        .max(APPROVAL_FLOW_NODES_MAX, 'validation.tooMany'),
    })
    .superRefine((flow, ctx) => {
      if (flow.minAmount && flow.maxAmount && money.compare(flow.minAmount, flow.maxAmount) > 0) {
        ctx.addIssue({ code: 'custom', message: APPROVAL_FLOW_CODES.amountRange, path: ['maxAmount'] });
      }
      const seen = new Set<string>();
      flow.nodes.forEach((node, index) => {
        if (seen.has(node.key)) {
          ctx.addIssue({
            code: 'custom',
            message: APPROVAL_FLOW_CODES.duplicateNodeKey,
            path: ['nodes', index, 'key'],
          });
        }
        seen.add(node.key);
      });
    });
}

/** Add (no id) or modify (id) who an approver type resolves to within one scope. */
export function approvalAssignmentInputSchema(approverTypes: readonly number[]) {
  return z
    .object({
      id: uuid.optional(),
      approverType: code(approverTypes),
      scopeKind: z.enum(APPROVAL_SCOPE_KINDS, 'validation.oneOf'),
      scopeId: uuid.nullable().optional(),
      userIds: ids.min(1, 'validation.required'),
    })
    .superRefine((row, ctx) => {
      if (row.scopeKind !== 'tenant' && !row.scopeId) {
        ctx.addIssue({ code: 'custom', message: APPROVAL_FLOW_CODES.scopeRequired, path: ['scopeId'] });
      }
    })
    .transform((row) => ({ ...row, scopeId: row.scopeKind === 'tenant' ? null : (row.scopeId ?? null) }));
}
