import type { DomainMatrix } from '../types.ts';
import { masterdataMatrix } from './masterdata.ts';
import { budgetMatrix } from './budget.ts';
import { catalogueMatrix } from './catalogue.ts';
import { approvalMatrix } from './approval.ts';
import { procurementMatrix } from './procurement.ts';
import { orderMatrix } from './order.ts';
import { messageMatrix } from './message.ts';
import { exportMatrix } from './export.ts';
import { vendorMatrix } from './vendor.ts';
import { returnsMatrix } from './returns.ts';
import { receivingMatrix } from './receiving.ts';
import { invoiceMatrix } from './invoice.ts';
import { paymentMatrix } from './payment.ts';
import { statementMatrix } from './statement.ts';
import { evaluationMatrix } from './evaluation.ts';
import { evaluationStatsMatrix } from './evaluation-stats.ts';
import { riskMatrix } from './risk.ts';
import { appraiseMatrix } from './evaluation-appraise.ts';

/** Issue #6's domains: entries merged into MATRIX_ENTRIES, fixtures into createFixtures. */
export const PURCHASING_MATRICES: readonly DomainMatrix[] = [
  masterdataMatrix,
  budgetMatrix,
  catalogueMatrix,
  approvalMatrix,
  procurementMatrix,
  orderMatrix,
  messageMatrix,
  exportMatrix,
  vendorMatrix,
  returnsMatrix,
  receivingMatrix,
  invoiceMatrix,
  paymentMatrix,
  statementMatrix,
  evaluationMatrix,
  evaluationStatsMatrix,
  riskMatrix,
  appraiseMatrix,
];
