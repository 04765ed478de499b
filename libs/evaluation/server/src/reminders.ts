import { and, asc, eq, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { queryRows, withAppRole, withTenant, type Db } from '@procure/server-db';
import { todayInChina } from '@procure/shared-validation';
import { identitySchema } from '@procure/identity-server';
import { postMessages } from '@procure/message-server';
import { evaluationAppraisals, evaluationPlans } from './schema.ts';
import { lockPlan } from './plans.ts';
import { namesOf } from './people.ts';
import type { EvaluationActor } from './types.ts';
import type { PlanSpeed } from './appraise-wire.ts';

// Scoring progress (getAppraiseSpeed) and reminders (evaluationReminder, issue #17 §3). A reminder is one
// message to the evaluator per appraisal not yet submitted, at most once per China day: the appraisal's
// reminded_at moves to now by ONE conditional update (`reminded_at` of an earlier day or null), so the
// daily job, a retry and the buyer's "remind" button never send the same one twice on a day.

export const EVALUATION_REMINDER_JOB = 'evaluation-reminders';
/** 09:00 in China every day. */
export const EVALUATION_REMINDER_CRON = '0 9 * * *';
export const EVALUATION_REMINDER_TZ = 'Asia/Shanghai';

const A = CODES.appraisal;

/** Progress of a plan per evaluator and per supplier (null when absent or another tenant's). */
export async function planSpeed(
  tx: Db,
  tenantId: string,
  planId: string,
  now = new Date(),
): Promise<PlanSpeed | null> {
  const [plan] = await tx
    .select()
    .from(evaluationPlans)
    .where(and(eq(evaluationPlans.tenantId, tenantId), eq(evaluationPlans.id, planId)));
  if (!plan) return null;
  const rows = await tx
    .select()
    .from(evaluationAppraisals)
    .where(eq(evaluationAppraisals.planId, planId))
    .orderBy(asc(evaluationAppraisals.evaluatorId));
  const vendors = await queryRows<{ vendor_id: string; vendor_name: string }>(
    tx,
    sql`select vendor_id, vendor_name from evaluation_plan_vendors where plan_id = ${planId} order by vendor_name`,
  );
  const names = await namesOf(
    tx,
    rows.map((r) => r.evaluatorId),
  );
  const late = plan.status === CODES.performancePlan.evaluating.code && plan.deadline < todayInChina(now);
  const count = (list: typeof rows) => ({
    total: list.length,
    toScore: list.filter((r) => r.status === A.toScore.code).length,
    scored: list.filter((r) => r.status === A.scored.code).length,
    submitted: list.filter((r) => r.status === A.submitted.code).length,
  });
  const evaluatorIds = [...new Set(rows.map((r) => r.evaluatorId))];
  return {
    deadline: plan.deadline,
    evaluators: evaluatorIds
      .map((id) => {
        const c = count(rows.filter((r) => r.evaluatorId === id));
        return { id, name: names.get(id) ?? '', ...c, late: late && c.submitted < c.total };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
    vendors: vendors.map((v) => ({
      vendorId: v.vendor_id,
      name: v.vendor_name,
      ...count(rows.filter((r) => r.vendorId === v.vendor_id)),
    })),
  };
}

type Due = {
  id: string;
  evaluator_id: string;
  plan_id: string;
  plan_name: string;
  plan_code: string;
  deadline: string;
  vendor_name: string;
};

/**
 * Marks and messages the appraisals to remind today: not submitted, plan in evaluation, not reminded
 * yet today; `planId` → that plan's (the buyer's button), else those past their plan's deadline (the job).
 */
async function remind(tx: Db, tenantId: string, now: Date, planId: string | null): Promise<number> {
  const day = todayInChina(now);
  const due = await queryRows<Due>(
    tx,
    sql`update evaluation_appraisals a set reminded_at = ${now.toISOString()}::timestamptz
          from evaluation_plans p
          left join evaluation_plan_vendors v on v.plan_id = p.id
         where p.id = a.plan_id and v.vendor_id = a.vendor_id
           and a.tenant_id = ${tenantId} and a.status <> ${A.submitted.code}
           and p.status = ${CODES.performancePlan.evaluating.code}
           and ${planId === null ? sql`p.deadline < ${day}::date` : sql`p.id = ${planId}`}
           and (a.reminded_at is null or (a.reminded_at at time zone 'Asia/Shanghai')::date < ${day}::date)
        returning a.id, a.evaluator_id, p.id as plan_id, p.name as plan_name, p.code as plan_code,
                  p.deadline::text as deadline, v.vendor_name`,
  );
  for (const row of due) {
    await postMessages(tx, {
      tenantId,
      recipientIds: [row.evaluator_id],
      kind: 'notice',
      titleCode: ERROR_CODES.evaluationReminderTitle,
      bodyCode: ERROR_CODES.evaluationReminderBody,
      params: { plan: row.plan_name, code: row.plan_code, vendor: row.vendor_name, deadline: row.deadline },
      link: `/vendor/performance/myAssess/detail/${row.id}`,
      email: true,
    });
  }
  return due.length;
}

/** The buyer's "remind" on a plan in evaluation: every evaluator with an appraisal not submitted. */
export async function remindPlan(
  tx: Db,
  actor: EvaluationActor,
  planId: string,
  now = new Date(),
): Promise<number> {
  const plan = await lockPlan(tx, actor.tenantId, planId);
  if (plan.status !== CODES.performancePlan.evaluating.code) {
    throw new AppError(409, ERROR_CODES.evaluationWrongStatus);
  }
  return remind(tx, actor.tenantId, now, plan.id);
}

/** The daily job: every tenant, each in its own transaction; late appraisals only. */
export async function sendEvaluationReminders(
  db: Db,
  now: Date,
): Promise<{ tenants: number; reminded: number }> {
  const tenantIds = await withAppRole(db, async (tx) =>
    (await tx.select({ id: identitySchema.tenants.id }).from(identitySchema.tenants)).map((t) => t.id),
  );
  let reminded = 0;
  for (const tenantId of tenantIds) {
    reminded += await withTenant(db, { tenantId, userId: null }, (tx) => remind(tx, tenantId, now, null));
  }
  return { tenants: tenantIds.length, reminded };
}
