// The supplier performance domain's contract with other domains' server code (issue #17). Run inside the
// caller's tenant transaction.

/**
 * The grade guard (issue #17 §7): `lowGradeNotices(tx, tenantId, vendorIds, locale?)` lists the suppliers
 * whose latest published grade is the lowest level while the tenant's setting warns or blocks;
 * `assertGradeAllowsOrders(tx, tenantId, vendorIds)` answers 422 `evaluation.gradeBlocked` when it blocks
 * (call it where orders to those suppliers are created, in the same transaction).
 */
export {
  assertGradeAllowsOrders,
  latestPublishedGrades,
  lowGradeNotices,
  type LowGradeNotice,
} from './statistics/grade-guard.ts';
