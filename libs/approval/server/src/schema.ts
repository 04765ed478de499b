// Tables of the approval domain (issue #6). drizzle-kit reads this file alone: import no other domain
// (user, cost-centre, category… ids are plain uuid columns, no foreign keys into other domains).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '@procure/server-db/schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const uuids = (name: string) => uuid(name).array();

/**
 * A flow of one document type. Conditions are all optional and ANDed (null = any); among the enabled
 * flows whose conditions match, the lowest `priority` wins (then the oldest).
 */
export const approvalFlows = pgTable(
  'approval_flows',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    docType: smallint('doc_type').notNull(),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(100),
    enabled: boolean('enabled').notNull().default(true),
    minAmount: numeric('min_amount', { precision: 20, scale: 2 }),
    maxAmount: numeric('max_amount', { precision: 20, scale: 2 }),
    categoryIds: uuids('category_ids'),
    costCentreIds: uuids('cost_centre_ids'),
    legalEntityIds: uuids('legal_entity_ids'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('approval_flows_doc_type_idx').on(t.tenantId, t.docType, t.priority),
    check(
      'approval_flows_amount_range_check',
      sql`${t.minAmount} is null or ${t.maxAmount} is null or ${t.minAmount} <= ${t.maxAmount}`,
    ),
    tenantPolicy('approval_flows'),
  ],
);

/** The ordered nodes of a flow (replaced as a whole when the flow is saved). */
export const approvalFlowNodes = pgTable(
  'approval_flow_nodes',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    flowId: uuid('flow_id')
      .notNull()
      .references(() => approvalFlows.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    approverType: smallint('approver_type').notNull(),
    mode: smallint('mode').notNull(),
    allowDynamic: boolean('allow_dynamic').notNull().default(false),
    onlyWhenOverBudget: boolean('only_when_over_budget').notNull().default(false),
    /** Approver type 'employee': the named users, in order. */
    employeeIds: uuids('employee_ids')
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [
    uniqueIndex('approval_flow_nodes_seq_key').on(t.flowId, t.seq),
    uniqueIndex('approval_flow_nodes_key_key').on(t.flowId, t.key),
    tenantPolicy('approval_flow_nodes'),
  ],
);

/**
 * Who an approver type resolves to, per scope: the applicant user, a department, a cost centre, a
 * category, a legal entity or the whole tenant (scope_id null). Users are ordered.
 */
export const approvalAssignments = pgTable(
  'approval_assignments',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    approverType: smallint('approver_type').notNull(),
    scopeKind: text('scope_kind').notNull(),
    scopeId: uuid('scope_id'),
    userIds: uuids('user_ids').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('approval_assignments_scope_key').on(
      t.tenantId,
      t.approverType,
      t.scopeKind,
      sql`coalesce(${t.scopeId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check(
      'approval_assignments_scope_check',
      sql`${t.scopeKind} in ('user', 'department', 'costCentre', 'category', 'legalEntity', 'tenant') and (${t.scopeKind} = 'tenant') = (${t.scopeId} is null)`,
    ),
    tenantPolicy('approval_assignments'),
  ],
);

/** One submission of a document: the flow's nodes are copied into node instances at submit. */
export const approvalInstances = pgTable(
  'approval_instances',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    docType: smallint('doc_type').notNull(),
    documentId: uuid('document_id').notNull(),
    applicantId: uuid('applicant_id').notNull(),
    flowId: uuid('flow_id'),
    /** approving | approved | rejected | withdrawn */
    status: text('status').notNull(),
    /** Snapshot of the document's code and title at submit: the inbox searches them. */
    docCode: text('doc_code').notNull().default(''),
    docTitle: text('doc_title').notNull().default(''),
    facts: jsonb('facts').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('approval_instances_document_idx').on(t.tenantId, t.docType, t.documentId, t.submittedAt),
    // At most one running approval per document.
    uniqueIndex('approval_instances_one_running_idx')
      .on(t.tenantId, t.docType, t.documentId)
      .where(sql`${t.status} = 'approving'`),
    check(
      'approval_instances_status_check',
      sql`${t.status} in ('approving', 'approved', 'rejected', 'withdrawn')`,
    ),
    tenantPolicy('approval_instances'),
  ],
);

export const approvalNodeInstances = pgTable(
  'approval_node_instances',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => approvalInstances.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    mode: smallint('mode').notNull(),
    /** waiting | open | done | skipped */
    state: text('state').notNull(),
  },
  (t) => [
    uniqueIndex('approval_node_instances_seq_key').on(t.instanceId, t.seq),
    check('approval_node_instances_state_check', sql`${t.state} in ('waiting', 'open', 'done', 'skipped')`),
    tenantPolicy('approval_node_instances'),
  ],
);

/** One approver's task on one node. Sequential modes open one task at a time, by `seq`. */
export const approvalTasks = pgTable(
  'approval_tasks',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => approvalInstances.id, { onDelete: 'cascade' }),
    nodeInstanceId: uuid('node_instance_id')
      .notNull()
      .references(() => approvalNodeInstances.id, { onDelete: 'cascade' }),
    docType: smallint('doc_type').notNull(),
    documentId: uuid('document_id').notNull(),
    seq: integer('seq').notNull(),
    approverId: uuid('approver_id').notNull(),
    /** waiting | pending | approved | rejected | transferred | closed */
    state: text('state').notNull(),
    /** Who acted: the approver, or the work-proxy delegate acting on the approver's behalf. */
    actedBy: uuid('acted_by'),
    onBehalfOfId: uuid('on_behalf_of_id'),
    comment: text('comment'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('approval_tasks_pending_idx')
      .on(t.tenantId, t.approverId, t.openedAt)
      .where(sql`${t.state} = 'pending'`),
    index('approval_tasks_acted_idx').on(t.tenantId, t.actedBy, t.actedAt),
    index('approval_tasks_instance_idx').on(t.instanceId, t.nodeInstanceId, t.seq),
    check(
      'approval_tasks_state_check',
      sql`${t.state} in ('waiting', 'pending', 'approved', 'rejected', 'transferred', 'closed')`,
    ),
    tenantPolicy('approval_tasks'),
  ],
);

/** Every action on a document (approval or not): who, on behalf of whom, what, where, when. */
export const approvalHistory = pgTable(
  'approval_history',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    docType: smallint('doc_type').notNull(),
    documentId: uuid('document_id').notNull(),
    instanceId: uuid('instance_id'),
    actorId: uuid('actor_id').notNull(),
    onBehalfOfId: uuid('on_behalf_of_id'),
    action: smallint('action').notNull(),
    nodeName: text('node_name'),
    comment: text('comment'),
    /** clock_timestamp, not now(): rows written in one transaction keep their order. */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('approval_history_document_idx').on(t.tenantId, t.docType, t.documentId, t.createdAt),
    tenantPolicy('approval_history'),
  ],
);
