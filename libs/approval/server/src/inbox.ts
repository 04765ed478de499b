import { aliasedTable, and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { identitySchema } from '@procure/identity-server';
import { delegatorsOf } from '@procure/settings-server';
import type { DocType, DocumentSummary } from './types.ts';
import { historyOf } from './history.ts';
import { approvalProgress } from './progress.ts';
import { registeredDocType, registrationOf } from './registry.ts';
import { approvalInstances, approvalNodeInstances, approvalTasks } from './schema.ts';
import { containsPattern } from './sql-util.ts';

const { users } = identitySchema;

export type Caller = { tenantId: string; userId: string };
export type TaskQuery = {
  state: 'pending' | 'done';
  docType?: number;
  keyword?: string;
  page: number;
  pageSize: number;
};

/** Tasks the caller may act on now: their own pending tasks and those of users they stand in for. */
function actionableBy({ tenantId, userId }: Caller): SQL {
  return and(
    eq(approvalTasks.tenantId, tenantId),
    eq(approvalTasks.state, 'pending'),
    or(
      eq(approvalTasks.approverId, userId),
      sql`${approvalTasks.approverId} in ${delegatorsOf(tenantId, userId)}`,
    ),
  ) as SQL;
}

/** Tasks the caller acted on (approved, rejected, transferred), themselves or as a delegate. */
function actedBy({ tenantId, userId }: Caller): SQL {
  return and(
    eq(approvalTasks.tenantId, tenantId),
    eq(approvalTasks.actedBy, userId),
    inArray(approvalTasks.state, ['approved', 'rejected', 'transferred']),
  ) as SQL;
}

export async function waitCount(tx: Db, caller: Caller): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(approvalTasks)
    .where(actionableBy(caller));
  return row?.n ?? 0;
}

async function summariesByType(
  tx: Db,
  tenantId: string,
  rows: readonly { docType: number; documentId: string }[],
): Promise<Map<string, DocumentSummary>> {
  const out = new Map<string, DocumentSummary>();
  const byType = new Map<DocType, string[]>();
  for (const r of rows) {
    const docType = registeredDocType(r.docType);
    if (docType) byType.set(docType, [...(byType.get(docType) ?? []), r.documentId]);
  }
  for (const [docType, ids] of byType) {
    const found = await registrationOf(docType).summarize(tx, tenantId, [...new Set(ids)]);
    for (const [id, summary] of found) out.set(`${docType}:${id}`, summary);
  }
  return out;
}

export async function listTasks(tx: Db, caller: Caller, query: TaskQuery) {
  const keyword = query.keyword?.trim();
  const where = and(
    query.state === 'pending' ? actionableBy(caller) : actedBy(caller),
    query.docType === undefined ? undefined : eq(approvalTasks.docType, query.docType),
    keyword
      ? or(
          sql`${approvalInstances.docCode} ilike ${containsPattern(keyword)}`,
          sql`${approvalInstances.docTitle} ilike ${containsPattern(keyword)}`,
        )
      : undefined,
  );
  const applicant = aliasedTable(users, 'applicant');
  const principal = aliasedTable(users, 'principal');
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(approvalTasks)
    .innerJoin(approvalInstances, eq(approvalInstances.id, approvalTasks.instanceId))
    .where(where);
  const rows = await tx
    .select({
      taskId: approvalTasks.id,
      docType: approvalTasks.docType,
      documentId: approvalTasks.documentId,
      approverId: approvalTasks.approverId,
      onBehalfOfId: approvalTasks.onBehalfOfId,
      state: approvalTasks.state,
      actedAt: approvalTasks.actedAt,
      openedAt: approvalTasks.openedAt,
      nodeName: approvalNodeInstances.name,
      docCode: approvalInstances.docCode,
      docTitle: approvalInstances.docTitle,
      amount: sql<string>`${approvalInstances.facts}->>'amount'`,
      submittedAt: approvalInstances.submittedAt,
      applicantName: applicant.empName,
      principalName: principal.empName,
    })
    .from(approvalTasks)
    .innerJoin(approvalInstances, eq(approvalInstances.id, approvalTasks.instanceId))
    .innerJoin(approvalNodeInstances, eq(approvalNodeInstances.id, approvalTasks.nodeInstanceId))
    .leftJoin(applicant, eq(applicant.id, approvalInstances.applicantId))
    // Pending: the approver I stand in for (when not me); done: whom I acted for.
    .leftJoin(
      principal,
      query.state === 'pending'
        ? and(
            eq(principal.id, approvalTasks.approverId),
            sql`${approvalTasks.approverId} <> ${caller.userId}`,
          )
        : eq(principal.id, approvalTasks.onBehalfOfId),
    )
    .where(where)
    .orderBy(
      query.state === 'pending' ? desc(approvalTasks.openedAt) : desc(approvalTasks.actedAt),
      desc(approvalTasks.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const summaries = await summariesByType(tx, caller.tenantId, rows);
  const items = rows.map((r) => {
    const docType = registeredDocType(r.docType);
    const summary = docType ? summaries.get(`${docType}:${r.documentId}`) : undefined;
    return {
      taskId: r.taskId,
      docType: r.docType,
      documentId: r.documentId,
      code: summary?.code ?? r.docCode,
      title: summary?.title ?? r.docTitle,
      amount: summary ? summary.amount : r.amount,
      currency: summary?.currency ?? 'CNY',
      applicantName: summary?.applicantName ?? r.applicantName ?? '',
      submittedAt: summary?.submittedAt ?? r.submittedAt.toISOString(),
      nodeName: r.nodeName,
      state: r.state,
      actedAt: r.actedAt?.toISOString() ?? null,
      onBehalfOfName: r.principalName ?? null,
      detailPath: docType ? registrationOf(docType).detailPath(r.documentId) : '',
    };
  });
  return { total: count?.n ?? 0, items };
}

/**
 * The approval view of one document. Only for the applicant and for whoever has or had a task on it
 * (or stands in for a pending approver); anyone else gets the same 404 as for an absent document.
 */
const { approve, reject, transfer } = CODES.historyAction;
/** History actions an approver takes (their comments make the phone's "previous approvers" section). */
const APPROVER_ACTIONS: ReadonlySet<number> = new Set([approve.code, reject.code, transfer.code]);

export async function documentView(tx: Db, caller: Caller, docTypeCode: number, documentId: string) {
  const docType = registeredDocType(docTypeCode);
  if (!docType) throw new AppError(404, ERROR_CODES.commonNotFound);
  const onDocument = and(
    eq(approvalTasks.tenantId, caller.tenantId),
    eq(approvalTasks.docType, docTypeCode),
    eq(approvalTasks.documentId, documentId),
  );
  const [involved] = await tx
    .select({ id: approvalInstances.id })
    .from(approvalInstances)
    .where(
      and(
        eq(approvalInstances.tenantId, caller.tenantId),
        eq(approvalInstances.docType, docTypeCode),
        eq(approvalInstances.documentId, documentId),
        or(
          eq(approvalInstances.applicantId, caller.userId),
          sql`exists (select 1 from ${approvalTasks} where ${and(
            onDocument,
            or(eq(approvalTasks.approverId, caller.userId), eq(approvalTasks.actedBy, caller.userId)),
          )})`,
          sql`exists (select 1 from ${approvalTasks} where ${and(onDocument, actionableBy(caller))})`,
        ),
      ),
    )
    .limit(1);
  if (!involved) throw new AppError(404, ERROR_CODES.commonNotFound);
  const summary = (await registrationOf(docType).summarize(tx, caller.tenantId, [documentId])).get(
    documentId,
  );
  if (!summary) throw new AppError(404, ERROR_CODES.commonNotFound);
  const [mine] = await tx
    .select({ approverId: approvalTasks.approverId, approverName: users.empName })
    .from(approvalTasks)
    .innerJoin(users, eq(users.id, approvalTasks.approverId))
    .where(and(onDocument, actionableBy(caller)))
    .orderBy(sql`${approvalTasks.approverId} = ${caller.userId} desc`)
    .limit(1);
  const progress = await approvalProgress(tx, caller.tenantId, docType, documentId);
  const history = await historyOf(tx, caller.tenantId, docType, documentId);
  const facts = await registrationOf(docType).decide?.(tx, caller.tenantId, documentId);
  return {
    summary: { ...summary, lines: [...summary.lines] },
    progress: progress && {
      ...progress,
      nodes: progress.nodes.map((n) => ({ ...n, approvers: [...n.approvers] })),
    },
    history,
    myTask: {
      canAct: !!mine,
      onBehalfOfName: mine && mine.approverId !== caller.userId ? mine.approverName : null,
    },
    decision: {
      withFacts: !!facts,
      budget: facts?.budget ?? null,
      lastPrices: [...(facts?.lastPrices ?? [])],
      files: [...(facts?.files ?? summary.files ?? [])],
      comments: history.filter((h) => APPROVER_ACTIONS.has(h.action) && !!h.comment?.trim()),
    },
  };
}
