import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { defineImport, importError, importFieldIssues, type ImportError } from '@procure/server-import';
import type { Locale } from '@procure/shared-i18n';
import {
  EVALUATION_CRITERIA_MAX,
  EVALUATION_METHODS,
  EVALUATION_WEIGHT_TOTAL,
  mouldCriterionSchema,
  mouldSchema,
  type EvaluationMethod,
} from '@procure/shared-validation';
import { evaluationMoulds } from './schema.ts';
import { saveMould } from './moulds.ts';
import type { EvaluationActor } from './types.ts';

// Import of a template's details (issue #17 §1 "import of template details"; spec §7 mould import):
// one xlsx row per criterion (name, weight, scoring method, remark), through the shared import mechanism
// (@procure/server-import: template with a hidden key sheet, every row checked, errors by Excel row and
// column, translated). The sheet REPLACES the template's criteria, all or nothing: any bad row, a
// duplicate name or weights not adding up to 100 → 400 with every problem and nothing written.

/** The names a method may be written with in the sheet (its key, or its label in either language). */
const METHOD_NAMES: Record<EvaluationMethod, readonly string[]> = {
  manual: ['manual', '人工评分', 'Manual score', 'Manual'],
  onTimeDelivery: ['onTimeDelivery', '准时交付率', 'On-time delivery rate'],
  receiptRejection: ['receiptRejection', '收货拒收率', 'Receipt rejection rate'],
  returnRate: ['returnRate', '退货率', 'Return rate'],
  priceChange: ['priceChange', '价格变动率', 'Price change rate'],
};

export function methodOf(text: string): EvaluationMethod | undefined {
  const wanted = text.trim().toLowerCase();
  return EVALUATION_METHODS.find((m) => METHOD_NAMES[m].some((name) => name.toLowerCase() === wanted));
}

const weightCell = z
  .string({ error: () => 'validation.required' })
  .min(1, 'validation.required')
  .superRefine((value, ctx) => {
    const fail = (message: string, params?: Record<string, number>) =>
      ctx.addIssue({ code: 'custom', message, ...(params ? { params } : {}) });
    if (!/^\d+$/.test(value)) return fail('validation.integer');
    const n = Number(value);
    if (n < 1) return fail('validation.tooSmall', { min: 1 });
    if (n > EVALUATION_WEIGHT_TOTAL) return fail('validation.tooLarge', { max: EVALUATION_WEIGHT_TOTAL });
  })
  .transform(Number);

const methodCell = z
  .string({ error: () => 'validation.required' })
  .min(1, 'validation.required')
  .superRefine((value, ctx) => {
    if (!methodOf(value))
      ctx.addIssue({
        code: 'custom',
        message: ERROR_CODES.evaluationImportMethod,
        params: { methods: EVALUATION_METHODS.join(', ') },
      });
  })
  .transform((value) => methodOf(value) as EvaluationMethod);

export const mouldCriteriaImport = defineImport({
  sheet: { zh: '评估指标', en: 'Criteria' },
  columns: [
    {
      key: 'name',
      header: { zh: '指标名称', en: 'Criterion' },
      schema: mouldCriterionSchema.shape.name,
      example: '产品质量',
    },
    { key: 'weight', header: { zh: '权重（%）', en: 'Weight (%)' }, schema: weightCell, example: '30' },
    {
      key: 'method',
      header: { zh: '评分方式', en: 'Scoring method' },
      schema: methodCell,
      example: 'manual',
    },
    {
      key: 'remark',
      header: { zh: '说明', en: 'Remark' },
      schema: mouldCriterionSchema.shape.remark,
    },
  ],
  maxRows: EVALUATION_CRITERIA_MAX,
});

/**
 * Replaces the template's criteria by the sheet's rows in the caller's transaction. Another tenant's or
 * an absent template → 404 before the file is read; any problem → 400 `evaluation.importInvalid` with
 * `rows.<row>.<column>` fields (`file` for the whole sheet), nothing written.
 */
export async function importMouldCriteria(
  tx: Db,
  actor: EvaluationActor,
  mouldId: string,
  bytes: Uint8Array,
  locale: Locale,
): Promise<{ imported: number }> {
  const [mould] = await tx
    .select()
    .from(evaluationMoulds)
    .where(and(eq(evaluationMoulds.tenantId, actor.tenantId), eq(evaluationMoulds.id, mouldId)))
    .for('update');
  if (!mould) throw new AppError(404, ERROR_CODES.evaluationMouldNotFound);

  const { rows, rowNumbers, errors } = await mouldCriteriaImport.parse(bytes, locale);
  const problems: ImportError[] = [...errors];
  if (errors.length === 0) {
    const issue = (row: number, key: string, code: string, params?: Record<string, string | number>) =>
      importError(mouldCriteriaImport.columns, locale, row, key, code, params);
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const name = row.name.trim().toLowerCase();
      if (seen.has(name))
        problems.push(issue(rowNumbers[index] as number, 'name', ERROR_CODES.evaluationCriterionDuplicate));
      seen.add(name);
    });
    const sum = rows.reduce((n, row) => n + row.weight, 0);
    if (sum !== EVALUATION_WEIGHT_TOTAL)
      problems.push(issue(0, '', ERROR_CODES.evaluationWeightsSum, { sum }));
  }
  if (problems.length > 0) {
    throw new AppError(400, ERROR_CODES.evaluationImportInvalid, undefined, {
      fields: importFieldIssues(problems),
    });
  }
  // The same schema as the form's save: the server never stores what the form would refuse.
  const input = mouldSchema.parse({
    id: mould.id,
    name: mould.name,
    ...(mould.remark ? { remark: mould.remark } : {}),
    criteria: rows.map((row) => ({
      name: row.name,
      weight: row.weight,
      method: row.method,
      ...(row.remark ? { remark: row.remark } : {}),
    })),
  });
  await saveMould(tx, actor, input);
  return { imported: rows.length };
}
